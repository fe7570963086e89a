import { Button, Stack, Typography } from '@mui/material';
import type { AdminLicence, AdminOfferWithLicence, OfferAnswer } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';
import { formatUsd } from '../../lib/format-usd';
import { reasonOf } from '../../lib/refusal-reason';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ExternalLink } from '../../components/external-link';
import { LicencePdfButton } from '../licences/licence-pdf-button';
import { useToast } from '../../components/toast/toast-provider';
import { useAnswerOffer, useSendDownloadInfo } from './offer-answers';

/** An offer as the dialog reads it; lists cached before decision 013 may lack the newer fields. */
type LicensingOffer = Omit<AdminOfferWithLicence, 'checkoutUrl' | 'licence'> &
  Partial<Pick<AdminOfferWithLicence, 'checkoutUrl' | 'licence'>>;

type Audio = { id: string; title: string };

/**
 * What an admin can do with one offer, by its state: answer an open one (accept mails a checkout
 * at the offered price, decline tells the client; both asked first, with the price), follow an
 * accepted one's checkout, send a new checkout for (or decline) an accepted one whose checkout
 * closed unpaid, and for a paid one its licence: number, PDF and the download links.
 */
export function OfferLicensing({ offer, audio }: { offer: LicensingOffer; audio: Audio }) {
  if (offer.state === 'offered') return <AnswerButtons offer={offer} audio={audio} />;
  if (offer.licence) {
    return <LicenceTools licence={offer.licence} offer={offer} audio={audio} />;
  }
  // While its checkout can be paid the server refuses both answers (a second checkout could
  // charge twice), so only the link shows.
  if (offer.state === 'accepted' && offer.checkoutUrl) {
    return <CheckoutWaiting url={offer.checkoutUrl} />;
  }
  // Its checkout expired, was cancelled or failed: the offer stays accepted until answered again.
  if (offer.state === 'accepted') return <CheckoutClosed offer={offer} audio={audio} />;
  return null;
}

/**
 * Accept (or, for an accepted offer whose checkout closed, send a new checkout) and decline,
 * each asked first with the price: both go through send-client-checkout naming the offer.
 */
function AnswerButtons({
  offer,
  audio,
  isCheckoutAgain = false,
}: {
  offer: LicensingOffer;
  audio: Audio;
  isCheckoutAgain?: boolean;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const answering = useAnswerOffer(audio.id);
  const [answer, setAnswer] = useState<OfferAnswer | null>(null);
  const words = { price: formatUsd(offer.price), client: offer.client.name, title: audio.title };
  const accept = isCheckoutAgain
    ? ({
        label: 'money.offers.sendCheckout',
        labelOf: 'money.offers.sendCheckoutOf',
        title: 'money.offers.sendCheckoutTitle',
        text: 'money.offers.sendCheckoutText',
        done: 'money.offers.checkoutSent',
      } as const)
    : ({
        label: 'money.offers.accept',
        labelOf: 'money.offers.acceptOf',
        title: 'money.offers.acceptTitle',
        text: 'money.offers.acceptText',
        done: 'money.offers.accepted',
      } as const);

  const send = (status: OfferAnswer) =>
    answering.mutate(
      { status, offerId: offer.id },
      {
        onSuccess: () => {
          setAnswer(null);
          showToast({
            severity: 'success',
            description: t(status === 'accepted' ? accept.done : 'money.offers.declined'),
          });
        },
        onError: (error) =>
          showToast({
            severity: 'error',
            description: t('money.offers.answerFailed', { reason: reasonOf(error) }),
          }),
      },
    );

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="contained"
        onClick={() => setAnswer('accepted')}
        aria-label={t(accept.labelOf, { client: offer.client.name })}
      >
        {t(accept.label)}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        onClick={() => setAnswer('declined')}
        aria-label={t('money.offers.declineOf', { client: offer.client.name })}
      >
        {t('money.offers.decline')}
      </Button>
      <ConfirmDialog
        isOpen={answer !== null}
        title={t(answer === 'declined' ? 'money.offers.declineTitle' : accept.title)}
        onClose={() => !answering.isPending && setAnswer(null)}
        onConfirm={() => answer && send(answer)}
        isLoading={answering.isPending}
      >
        <Typography>
          {t(answer === 'declined' ? 'money.offers.declineText' : accept.text, words)}
        </Typography>
      </ConfirmDialog>
    </Stack>
  );
}

/** An accepted offer waits for the client to pay; the link is the one they were mailed. */
function CheckoutWaiting({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{t('money.offers.awaitingPayment')}</Typography>
      <ExternalLink href={url}>{t('money.offers.checkoutLink')}</ExternalLink>
    </Stack>
  );
}

function CheckoutClosed({ offer, audio }: { offer: LicensingOffer; audio: Audio }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        {t('money.offers.checkoutClosed')}
      </Typography>
      <AnswerButtons offer={offer} audio={audio} isCheckoutAgain />
    </Stack>
  );
}

function LicenceTools({
  licence,
  offer,
  audio,
}: {
  licence: AdminLicence;
  offer: LicensingOffer;
  audio: Audio;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const sending = useSendDownloadInfo(audio.id);
  const [isConfirming, setIsConfirming] = useState(false);

  const send = () =>
    sending.mutate(licence, {
      onSuccess: () => {
        setIsConfirming(false);
        showToast({ severity: 'success', description: t('money.offers.downloadsSent') });
      },
      onError: (error) =>
        showToast({
          severity: 'error',
          description: t('money.offers.sendFailed', { reason: reasonOf(error) }),
        }),
    });

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('money.offers.licence', { number: licence.number })}
      </Typography>
      {licence.downloadInfoSentAt && (
        <Typography variant="body2" color="text.secondary">
          {t('money.offers.downloadsSentOn', { date: formatDate(licence.downloadInfoSentAt) })}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <LicencePdfButton audioId={audio.id} audioTitle={audio.title} clientId={offer.client.id} />
        <Button
          size="small"
          variant={licence.downloadInfoSentAt ? 'outlined' : 'contained'}
          onClick={() => setIsConfirming(true)}
          aria-label={t(
            licence.downloadInfoSentAt
              ? 'money.offers.sendDownloadsAgainOf'
              : 'money.offers.sendDownloadsOf',
            { client: offer.client.name },
          )}
        >
          {licence.downloadInfoSentAt
            ? t('money.offers.sendDownloadsAgain')
            : t('money.offers.sendDownloads')}
        </Button>
      </Stack>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('money.offers.sendDownloadsTitle')}
        onClose={() => !sending.isPending && setIsConfirming(false)}
        onConfirm={send}
        isLoading={sending.isPending}
      >
        <Typography>
          {t('money.offers.sendDownloadsText', { client: offer.client.name, title: audio.title })}
        </Typography>
      </ConfirmDialog>
    </Stack>
  );
}

import { Stack, TextField, Typography } from '@mui/material';
import { audioReviewBodySchema, type ClientAudio } from '@cuebrief/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../components/dialog-frame';
import { fieldProps } from '../../components/form/field-props';
import { CancelAndSend } from '../../components/form/cancel-and-send';
import { useApiSubmit } from '../../components/form/use-api-submit';
import { USD_SLOT_PROPS } from '../../components/form/usd-slot-props';
import { useSubscriptionDialog } from '../payments/subscription-dialog';
import { amountOf, amountText } from '../../lib/amount';
import { formatUsd } from '../../lib/format-usd';
import { validateForm } from '../../lib/form-resolver';
import { reasonOf } from '../../lib/refusal-reason';
import { useOfferToLicense, type ClientAudioCache } from './client-audio-actions';
import { madeWhenOpened } from '../../components/made-when-opened';

type OfferDraft = { price: string };

/** What an offer names of the audio: which it is (a take's version or a track) and its title. */
export type OfferedAudio = Pick<ClientAudio, 'id' | 'audioType' | 'title'>;

/** The price as typed, checked with the shared audio-review rule for it. */
const priceSchema = audioReviewBodySchema.pick({ price: true });

/**
 * "Offer to license": the price the client would pay, in US dollars, starting from the
 * composer's asking price when they named one. Sent, it is thanked for (the team follows up); a
 * plan that has run out opens "Upgrade Your Plan" instead.
 */
function OfferDialogMade({
  audio,
  askingPrice = null,
  isOpen,
  onClose,
  cache,
}: {
  audio: OfferedAudio;
  /** The composer's asking price for a take (its submission's), the offer's default. */
  askingPrice?: number | null;
  isOpen: boolean;
  onClose: () => void;
  cache: ClientAudioCache;
}) {
  const { t } = useTranslation();
  const offering = useOfferToLicense(cache);
  const subscriptionDialog = useSubscriptionDialog();
  const form = useForm<OfferDraft, unknown, { price: number }>({
    defaultValues: { price: askingPrice === null ? '' : amountText(askingPrice) },
    resolver: async ({ price }) => {
      const amount = amountOf(price);
      return validateForm<typeof priceSchema, OfferDraft>(
        priceSchema,
        amount === null ? {} : { price: amount },
      );
    },
  });
  const submit = useApiSubmit(form.setError);

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(({ price }) =>
    submit(() => offering.mutateAsync({ price, audioId: audio.id, audioType: audio.audioType }), {
      success: t('submissions.client.offerSent'),
      onSuccess: close,
      failure: (refusal) =>
        refusal.status === 402
          ? null
          : t('submissions.client.offerFailed', { reason: reasonOf(refusal) }),
      onRefusal: (refusal) => {
        if (refusal.status !== 402) return;
        close();
        subscriptionDialog.open();
      },
    }),
  );

  return (
    <DialogFrame
      isOpen={isOpen}
      title={t('submissions.client.offerTitle', { title: audio.title })}
      onClose={close}
      onSubmit={onSubmit}
      actions={
        <CancelAndSend onCancel={close} isSending={form.formState.isSubmitting}>
          {t('submissions.client.sendOffer')}
        </CancelAndSend>
      }
    >
      <Stack spacing={2}>
        <Typography>{t('submissions.client.offerText')}</Typography>
        <TextField
          label={t('submissions.client.price')}
          autoComplete="off"
          required
          autoFocus
          {...fieldProps(
            form,
            'price',
            askingPrice === null
              ? t('submissions.client.priceHelp')
              : t('submissions.client.priceAsked', { price: formatUsd(askingPrice) }),
          )}
          slotProps={USD_SLOT_PROPS}
        />
      </Stack>
    </DialogFrame>
  );
}

/** Made once first opened: closed, it costs a list of many audios nothing. */
export const OfferDialog = madeWhenOpened(OfferDialogMade);

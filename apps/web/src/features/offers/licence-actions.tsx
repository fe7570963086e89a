import { Button, Stack, Typography } from '@mui/material';
import type { ClientOffer, LicenceDownloads } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { LicencePdfButton } from '../../domain/licences/licence-pdf-button';
import { formatDate } from '../../lib/format-date';

const KINDS: { kind: 'mp3' | 'wav' | 'stems'; url: keyof LicenceDownloads }[] = [
  { kind: 'wav', url: 'wavUrl' },
  { kind: 'mp3', url: 'mp3Url' },
  { kind: 'stems', url: 'stemsUrl' },
];

/**
 * What a client can do with one offer: pay an accepted one's checkout; once licensed, its number,
 * the PDF, and the files once the admin has sent them (signed links, fresh per read).
 */
export function LicenceActions({ offer }: { offer: ClientOffer }) {
  const { t } = useTranslation();
  const title = offer.audio.title;

  if (offer.state === 'accepted' && offer.checkoutUrl) {
    return (
      <Button
        size="small"
        variant="contained"
        href={offer.checkoutUrl}
        aria-label={t('money.licences.payOf', { title })}
      >
        {t('money.licences.pay')}
      </Button>
    );
  }
  // An accepted offer whose checkout expired, was cancelled or failed stays accepted until
  // our team sends a new checkout (or declines it), so the client is told to wait for the mail.
  if (offer.state === 'accepted') {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('money.licences.checkoutClosed')}
      </Typography>
    );
  }
  const licence = offer.licence;
  if (!licence) return null;

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">
        {`${t('money.licences.number', { number: licence.number })} · ${t('money.licences.issuedOn', { date: formatDate(licence.issuedAt) })}`}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <LicencePdfButton audioId={offer.audio.id} audioTitle={title} />
        {licence.downloads &&
          KINDS.map(({ kind, url }) => {
            const href = licence.downloads?.[url];
            return href ? (
              <Button
                key={kind}
                size="small"
                variant="outlined"
                href={href}
                aria-label={t('money.licences.downloadOf', {
                  kind: t(`money.licences.${kind}`),
                  title,
                })}
              >
                {t(`money.licences.${kind}`)}
              </Button>
            ) : null;
          })}
      </Stack>
      {!licence.downloads && (
        <Typography variant="body2" color="text.secondary">
          {t('money.licences.filesComing')}
        </Typography>
      )}
    </Stack>
  );
}

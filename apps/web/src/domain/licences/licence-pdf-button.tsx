import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentsApi } from '../payments/payment-paths';
import { reasonOf } from '../../lib/refusal-reason';
import { saveApiFile } from '../../lib/save-api-file';
import { useToast } from '../../components/toast/toast-provider';

/**
 * Downloads the licence PDF of an audio (GET /pdf/{audioId}): the client's own licence, or for
 * the composer and admins the one of `clientId` (`patientUuid`), else the latest.
 */
export function LicencePdfButton({
  audioId,
  audioTitle,
  clientId,
}: {
  audioId: string;
  audioTitle: string;
  clientId?: string;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const [isSaving, setIsSaving] = useState(false);

  const download = async () => {
    setIsSaving(true);
    try {
      await saveApiFile(paymentsApi.licencePdf(audioId), {
        query: { patientUuid: clientId },
        fallbackName: 'licence.pdf',
      });
    } catch (error) {
      showToast({
        severity: 'error',
        description: t('money.pdf.failed', { reason: reasonOf(error) }),
      });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => void download()}
      disabled={isSaving}
      aria-label={t('money.pdf.buttonOf', { title: audioTitle })}
      startIcon={
        isSaving ? <CircularProgress size={16} aria-hidden="true" /> : <PictureAsPdfIcon />
      }
    >
      {t('money.pdf.button')}
    </Button>
  );
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SendButton } from '../../../components/form/send-button';
import { SUMMARY_STEP } from '../request-steps';

/**
 * Back and Next (Send on the summary, Next being the form's submit) on the right, Reset on the
 * left. On a phone, where the three do not fit one line, Back and Next come first and Reset
 * goes under them.
 */
export function WizardActions({
  step,
  isSending,
  onBack,
  onReset,
}: {
  step: number;
  isSending: boolean;
  onBack: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
    >
      <Button color="inherit" startIcon={<RestartAltIcon />} onClick={onReset} disabled={isSending}>
        {t('requests.wizard.reset')}
      </Button>
      <Stack direction="row" spacing={1.5} sx={{ alignSelf: { xs: 'flex-end', sm: 'auto' } }}>
        {step > 0 && (
          <Box>
            <Button
              variant="outlined"
              size="large"
              startIcon={<ArrowBackIcon />}
              onClick={onBack}
              disabled={isSending}
            >
              {t('requests.wizard.back')}
            </Button>
          </Box>
        )}
        {step === SUMMARY_STEP ? (
          <SendButton isSending={isSending}>{t('requests.wizard.send')}</SendButton>
        ) : (
          <Box>
            <Button type="submit" variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
              {t('requests.wizard.next')}
            </Button>
          </Box>
        )}
      </Stack>
    </Stack>
  );
}

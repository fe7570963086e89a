import CopyIcon from '@mui/icons-material/ContentCopy';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCopyToClipboard } from '../../../components/use-copy-to-clipboard';

/**
 * Copies a text shown once (the key, the recovery codes), and says under the button whether it
 * worked; where the browser refuses, `onRefused` selects the text for the person to copy.
 */
export function CopyButton({
  text,
  label,
  onRefused,
}: {
  text: string;
  label: string;
  onRefused?: () => void;
}) {
  const { t } = useTranslation();
  const { state, copy } = useCopyToClipboard();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        startIcon={<CopyIcon />}
        onClick={() => void copy(text, onRefused)}
      >
        {state === 'copied' ? t('secondFactor.copied') : label}
      </Button>
      <Typography
        role="status"
        variant="body2"
        color={state === 'failed' ? 'error' : 'text.secondary'}
      >
        {state === 'copied' && t('secondFactor.copiedStatus')}
        {state === 'failed' && t('secondFactor.copyFailed')}
      </Typography>
    </Stack>
  );
}

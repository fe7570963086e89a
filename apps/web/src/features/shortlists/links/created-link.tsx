import CopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyToClipboard } from '../../../components/use-copy-to-clipboard';

/**
 * A new link's address, shown this once: the server keeps only its hash, so it can never be
 * shown again. Copy puts it on the clipboard; where the browser refuses, the field is selected
 * for the person to copy it themselves.
 */
export function CreatedLink({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation();
  const { state: copy, copy: copyText } = useCopyToClipboard();
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const copyUrl = () => copyText(url, () => field?.select());

  return (
    <Stack spacing={2}>
      <Alert severity="warning">{t('shortlists.share.onceWarning')}</Alert>
      <TextField
        label={t('shortlists.share.urlFor', { label })}
        value={url}
        fullWidth
        inputRef={setField}
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-url' } }}
      />
      <Box>
        <Button variant="outlined" startIcon={<CopyIcon />} onClick={() => void copyUrl()}>
          {t(copy === 'copied' ? 'shortlists.share.copied' : 'shortlists.share.copy')}
        </Button>
      </Box>
      <Typography
        role="status"
        variant="body2"
        color={copy === 'failed' ? 'error' : 'text.secondary'}
      >
        {copy === 'copied' && t('shortlists.share.copiedStatus')}
        {copy === 'failed' && t('shortlists.share.copyFailed')}
      </Typography>
    </Stack>
  );
}

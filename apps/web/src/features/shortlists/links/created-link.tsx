import { Alert, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';

/**
 * A new link's address, shown this once: the server keeps only its hash, so it can never be
 * shown again. Copy puts it on the clipboard; where the browser refuses, the field is selected
 * for the person to copy it themselves.
 */
export function CreatedLink({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation();
  const [field, setField] = useState<HTMLInputElement | null>(null);

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
      <CopyButton
        text={url}
        texts={{
          copy: t('shortlists.share.copy'),
          copied: t('shortlists.share.copied'),
          copiedStatus: t('shortlists.share.copiedStatus'),
          failedStatus: t('shortlists.share.copyFailed'),
        }}
        onRefused={() => field?.select()}
      />
    </Stack>
  );
}

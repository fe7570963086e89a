import CopyIcon from '@mui/icons-material/ContentCopy';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';

/** What a copy button says: its label, its label once copied, and the line under it. */
export type CopyTexts = {
  copy: string;
  copied: string;
  copiedStatus: string;
  failedStatus: string;
};

/**
 * Copies a text shown once (a share link, a key, recovery codes) to the clipboard and says
 * under the button whether it worked. Where the browser refuses, `onRefused` runs: select the
 * text, so the person can copy it themselves.
 */
export function CopyButton({
  text,
  texts,
  onRefused,
}: {
  text: string;
  texts: CopyTexts;
  onRefused?: () => void;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      onRefused?.();
      setState('failed');
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" startIcon={<CopyIcon />} onClick={() => void copy()}>
        {state === 'copied' ? texts.copied : texts.copy}
      </Button>
      <Typography
        role="status"
        variant="body2"
        color={state === 'failed' ? 'error' : 'text.secondary'}
      >
        {state === 'copied' && texts.copiedStatus}
        {state === 'failed' && texts.failedStatus}
      </Typography>
    </Stack>
  );
}

import { useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies a text shown once (a share link, a key, recovery codes) to the clipboard. Where the
 * browser refuses, `onRefused` runs (select the text, so the person can copy it themselves) and
 * the state says so, for the words under the button.
 */
export function useCopyToClipboard() {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async (text: string, onRefused?: () => void) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      onRefused?.();
      setState('failed');
    }
  };
  return { state, copy };
}

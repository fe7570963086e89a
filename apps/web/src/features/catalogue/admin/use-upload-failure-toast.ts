import { useEffect } from 'react';
import { useToast } from '../../../components/toast/toast-provider';
import type { UploadState } from '../../../components/upload/use-upload';

/**
 * A failed album upload is toasted too (docs/contracts.md#failure-toasts); the row beside it says
 * why and retries.
 */
export function useUploadFailureToast(state: UploadState, description: string) {
  const showToast = useToast();
  useEffect(() => {
    if (state.status === 'failed') showToast({ severity: 'error', description });
  }, [state, description, showToast]);
}

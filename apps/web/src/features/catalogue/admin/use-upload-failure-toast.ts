import { useEffect } from 'react';
import { useToast } from '../../../components/toast/toast-provider';
import type { UploadState } from '../../../components/upload/use-upload';

/** Spec §8 says a failed album upload with a toast too; the row beside it says why and retries. */
export function useUploadFailureToast(state: UploadState, description: string) {
  const showToast = useToast();
  useEffect(() => {
    if (state.status === 'failed') showToast({ severity: 'error', description });
  }, [state, description, showToast]);
}

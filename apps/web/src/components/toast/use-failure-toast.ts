import { useEffect } from 'react';
import { useToast } from './toast-provider';

/**
 * Some failed fetches are said (docs/contracts.md#failure-toasts) with a toast as well as on the
 * page. Said once per failure: a retry that fails again says it again (`errorUpdatedAt` moves), a
 * re-render does not.
 */
export function useFailureToast(
  query: { isError: boolean; errorUpdatedAt: number },
  description: string,
) {
  const showToast = useToast();
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) showToast({ severity: 'error', description });
  }, [isError, errorUpdatedAt, description, showToast]);
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from './toast-provider';

/** What the hooks below need of a query: whether it failed, and when it last did. */
type FailingQuery = { isError: boolean; errorUpdatedAt: number };

/**
 * Some failed fetches are said (docs/contracts.md#failure-toasts) with a toast as well as on the
 * page. Said once per failure: a retry that fails again says it again (`errorUpdatedAt` moves), a
 * re-render does not.
 */
export function useFailureToast(query: FailingQuery, description: string) {
  const showToast = useToast();
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) showToast({ severity: 'error', description });
  }, [isError, errorUpdatedAt, description, showToast]);
}

/**
 * The spec's "REQUEST NOT FOUND" toast for a failed fetch of a request, submissions, payments or
 * a subscription (docs/contracts.md#failure-toasts); the page still says what failed, with a retry.
 */
export function useFetchFailureToast(query: FailingQuery) {
  const { t } = useTranslation();
  useFailureToast(query, t('toast.fetchFailed'));
}

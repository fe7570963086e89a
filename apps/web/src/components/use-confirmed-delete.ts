import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from './toast/toast-provider';

/**
 * Deleting a record from its own page: the button asks first (`open`, then a ConfirmDialog with
 * `confirm`); once deleted, a toast says so and the page goes back to its list. On a failure the
 * dialog stays open to try again; `failedText`, when given, is toasted too (only some deletes
 * toast, docs/contracts.md#failure-toasts). Opening again clears the last failure.
 */
export function useConfirmedDelete({
  deleting,
  deletedText,
  backTo,
  failedText,
}: {
  deleting: Pick<UseMutationResult<unknown, Error, void>, 'mutate' | 'reset' | 'isPending'>;
  deletedText: string;
  /** Where the page goes once its record is gone. */
  backTo: string;
  failedText?: string;
}) {
  const showToast = useToast();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  return {
    isOpen,
    isDeleting: deleting.isPending,
    open: () => {
      deleting.reset();
      setIsOpen(true);
    },
    close: () => setIsOpen(false),
    confirm: () =>
      deleting.mutate(undefined, {
        onSuccess: () => {
          setIsOpen(false);
          showToast({ severity: 'success', description: deletedText });
          void navigate(backTo);
        },
        onError: () => {
          if (failedText) showToast({ severity: 'error', description: failedText });
        },
      }),
  };
}

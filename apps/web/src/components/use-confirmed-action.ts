import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { reasonOf } from '../lib/refusal-reason';
import { useToast } from './toast/toast-provider';

/**
 * An action that asks first (`open`, then a ConfirmDialog with `confirm`): once done, the dialog
 * closes and a toast says so; on a failure the dialog stays open to try again and a toast says
 * why (`failedText` gets the reason a person can read).
 */
export function useConfirmedAction<V>({
  action,
  variables,
  doneText,
  failedText,
}: {
  action: Pick<UseMutationResult<unknown, Error, V>, 'mutate' | 'isPending'>;
  variables: V;
  doneText: string;
  failedText: (reason: string) => string;
}) {
  const showToast = useToast();
  const [isOpen, setIsOpen] = useState(false);
  return {
    isOpen,
    isPending: action.isPending,
    open: () => setIsOpen(true),
    close: () => setIsOpen(false),
    confirm: () =>
      action.mutate(variables, {
        onSuccess: () => {
          setIsOpen(false);
          showToast({ severity: 'success', description: doneText });
        },
        onError: (error) =>
          showToast({ severity: 'error', description: failedText(reasonOf(error)) }),
      }),
  };
}

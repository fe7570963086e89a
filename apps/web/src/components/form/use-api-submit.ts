import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { useToast } from '../toast/toast-provider';

export type SubmitOutcome<R> = {
  /** Toasted once the API has accepted. */
  success?: string;
  /** The form's next step with the API's answer: reset, close, move on. */
  onSuccess?: (result: R) => void | Promise<void>;
  /**
   * The failure toast. A fixed text is said whatever went wrong. A text made from the refusal
   * needs one: anything else is a bug of the app, thrown on rather than passed off as a refusal.
   * `null` for no toast, when the form says it itself (`onRefusal`).
   */
  failure: string | ((refusal: ApiError) => string | null);
  /** What else the form does with a refusal, once the server's field messages are in place. */
  onRefusal?: (refusal: ApiError) => void;
};

/**
 * The one way a form sends itself to the API. On success: a toast, then the form's next step.
 * On a refusal: the server's messages go on the fields they name (it checks the same schemas,
 * so they land where the person typed), and a toast says the submit failed.
 */
export function useApiSubmit<V extends FieldValues>(setError: UseFormSetError<V>) {
  const showToast = useToast();
  const fail = (text: string | null) => {
    if (text !== null) showToast({ severity: 'error', description: text });
  };

  return async <R>(send: () => Promise<R>, outcome: SubmitOutcome<R>): Promise<void> => {
    try {
      const result = await send();
      if (outcome.success) showToast({ severity: 'success', description: outcome.success });
      await outcome.onSuccess?.(result);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of error.fields) {
          setError(field.field as Path<V>, { message: field.message });
        }
        outcome.onRefusal?.(error);
        fail(typeof outcome.failure === 'string' ? outcome.failure : outcome.failure(error));
      } else if (typeof outcome.failure === 'string') {
        fail(outcome.failure);
      } else {
        throw error;
      }
    }
  };
}

import { API_PREFIX, type ForgotPasswordBody } from '@cuebrief/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /users/v1/auth/forgot-password: the same answer whether an account uses the email or
 * not. Sent without a token: anyone may ask, and a stale session has no say in it.
 */
export async function askResetLink(body: ForgotPasswordBody): Promise<void> {
  await api.request<null>(`${API_PREFIX.auth}/forgot-password`, {
    method: 'POST',
    body,
    isAuthenticated: false,
  });
}

export function useAskResetLink() {
  return useMutation({ mutationFn: askResetLink });
}

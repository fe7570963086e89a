import { API_PREFIX, type ResetPasswordBody } from '@cuebrief/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /users/v1/auth/reset-password: a new password with a reset link's token. The link is the
 * permission, so no token goes along (a signed-in person's sessions end with the reset anyway).
 */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await api.request<null>(`${API_PREFIX.auth}/reset-password`, {
    method: 'POST',
    body,
    isAuthenticated: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

import { API_PREFIX, type ChangePasswordBody, type Tokens } from '@cuebrief/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { tokenStorage } from '../../../lib/token-storage';

/**
 * PUT /change-password. The server ends every session of the account, this one included, and
 * answers with a fresh pair of tokens; keeping them is what keeps this person signed in.
 */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  const { data } = await api.request<Tokens>(`${API_PREFIX.auth}/change-password`, {
    method: 'PUT',
    body,
  });
  tokenStorage.save(data);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

import { API_PREFIX, type ChangePasswordBody, type Tokens } from '@cuebrief/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { tokenStorage } from '../../../lib/token-storage';
import { SESSIONS_KEY } from './sessions';

/**
 * PUT /change-password. The server ends this session (and, unless `endOtherSessions` is false,
 * every other one) and answers with the tokens of a new one; keeping them is what keeps this
 * person signed in.
 */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  const { data } = await api.request<Tokens>(`${API_PREFIX.auth}/change-password`, {
    method: 'PUT',
    body,
  });
  tokenStorage.save(data);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // This device is a new session now, and the others may have ended.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

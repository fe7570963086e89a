import { API_PREFIX } from '@cuebrief/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type RemovableRole = 'Composer' | 'Client';

const PATHS: Record<RemovableRole, string> = {
  Composer: `${API_PREFIX.auth}/composer/remove-account`,
  Client: `${API_PREFIX.auth}/client/remove-account`,
};

/** DELETE /{client|composer}/remove-account: erases the person's data and ends every session. */
export async function removeAccount(role: RemovableRole): Promise<void> {
  await api.request<null>(PATHS[role], { method: 'DELETE' });
}

export function useRemoveAccount() {
  return useMutation({ mutationFn: removeAccount });
}

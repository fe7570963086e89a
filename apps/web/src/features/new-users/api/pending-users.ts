import { API_PREFIX, type Profile } from '@cuebrief/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type PendingRole = 'Composer' | 'Client';

const PATHS: Record<PendingRole, string> = {
  Composer: `${API_PREFIX.auth}/composers-access`,
  Client: `${API_PREFIX.auth}/clients-access`,
};

/** GET /composers-access or /clients-access: sign-ups of that role waiting for a decision. */
export async function fetchPendingUsers(role: PendingRole): Promise<Profile[]> {
  return (await api.request<Profile[]>(PATHS[role])).data;
}

export const pendingUsersQuery = (role: PendingRole) =>
  queryOptions({ queryKey: ['pending-users', role], queryFn: () => fetchPendingUsers(role) });

export function usePendingUsers(role: PendingRole) {
  return useQuery(pendingUsersQuery(role));
}

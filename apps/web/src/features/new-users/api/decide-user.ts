import { API_PREFIX, type Profile } from '@cuebrief/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pendingUsersQuery } from './pending-users';

export type Decision = 'accept' | 'reject';

/** POST /users-access/{id} accepts; POST /users-access/reject/{id} rejects. */
export async function decideUser(id: string, decision: Decision): Promise<Profile> {
  const path = decision === 'accept' ? `/users-access/${id}` : `/users-access/reject/${id}`;
  return (await api.request<Profile>(`${API_PREFIX.auth}${path}`, { method: 'POST' })).data;
}

/**
 * After a decision the pending list of that person's role is loaded again
 * (docs/contracts.md#session-in-the-browser).
 */
export function useDecideUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, decision }: { user: Profile; decision: Decision }) =>
      decideUser(user.uuid, decision),
    onSuccess: (_profile, { user }) =>
      queryClient.invalidateQueries({
        queryKey: pendingUsersQuery(user.role as 'Composer' | 'Client').queryKey,
      }),
  });
}

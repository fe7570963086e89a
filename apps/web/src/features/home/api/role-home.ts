import {
  API_PREFIX,
  type AdminHome,
  type ClientHome,
  type ComposerHome,
  type Role,
} from '@cuebrief/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** What each role's home call answers (docs/contracts.md#homes). */
export type RoleHomes = { Client: ClientHome; Composer: ComposerHome; Admin: AdminHome };

const PATHS: Record<Role, string> = {
  Client: `${API_PREFIX.request}/client/home`,
  Composer: `${API_PREFIX.request}/composer/home`,
  Admin: `${API_PREFIX.request}/admin/home`,
};

/** GET /client/home, /composer/home or /admin/home: the role's work at a glance. */
export const roleHomeQuery = <R extends Role>(role: R) =>
  queryOptions({
    queryKey: ['role-home', role],
    queryFn: async () => (await api.request<RoleHomes[R]>(PATHS[role])).data,
  });

export function useRoleHome<R extends Role>(role: R) {
  return useQuery(roleHomeQuery(role));
}

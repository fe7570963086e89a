import {
  API_PREFIX,
  type Profile,
  type RegisterClientBody,
  type RegisterComposerBody,
} from '@cuebrief/shared';
import { api } from '../../../lib/api';

export type SignUpKind = 'composer' | 'client';
type BodyOf<K extends SignUpKind> = K extends 'composer'
  ? RegisterComposerBody
  : RegisterClientBody;

/** POST /users/v1/auth/register/{composer|client}: creates a pending account. */
export async function registerAccount<K extends SignUpKind>(
  kind: K,
  body: BodyOf<K>,
): Promise<Profile> {
  const { data } = await api.request<Profile>(`${API_PREFIX.auth}/register/${kind}`, {
    method: 'POST',
    body,
    isAuthenticated: false,
  });
  return data;
}

import { API_PREFIX, type ColorSchemeChoice, type Profile } from '@cuebrief/shared';
import { api } from '../api';

/** PUT /color-scheme: keeps the choice on the account (docs/contracts.md#colour-scheme). */
export async function saveColorScheme(colorScheme: ColorSchemeChoice): Promise<Profile> {
  const { data } = await api.request<Profile>(`${API_PREFIX.auth}/color-scheme`, {
    method: 'PUT',
    body: { colorScheme },
  });
  return data;
}

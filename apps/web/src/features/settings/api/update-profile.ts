import { API_PREFIX, type Profile, type UpdateProfileBody } from '@cuebrief/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PUT /update-profile with only the fields that changed; answers with the whole profile. */
export async function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  const { data } = await api.request<Profile>(`${API_PREFIX.auth}/update-profile`, {
    method: 'PUT',
    body,
  });
  return data;
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}

import { API_PREFIX, type SecondFactorSetup } from '@cuebrief/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /second-factor/setup: a new secret, its QR code; not in force until confirmed. */
export async function startSecondFactorSetup(): Promise<SecondFactorSetup> {
  const { data } = await api.request<SecondFactorSetup>(`${API_PREFIX.auth}/second-factor/setup`, {
    method: 'POST',
  });
  return data;
}

export function useStartSecondFactorSetup() {
  return useMutation({ mutationFn: startSecondFactorSetup });
}

import { API_PREFIX, type SecondFactorChangeBody } from '@cuebrief/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** DELETE /second-factor: signing in asks for the password only again. */
export async function turnOffSecondFactor(body: SecondFactorChangeBody): Promise<void> {
  await api.request<null>(`${API_PREFIX.auth}/second-factor`, { method: 'DELETE', body });
}

export function useTurnOffSecondFactor() {
  return useMutation({ mutationFn: turnOffSecondFactor });
}

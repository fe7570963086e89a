import { API_PREFIX, type RecoveryCodes, type SecondFactorConfirmBody } from '@cuebrief/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /second-factor/confirm: a code from the new secret puts it in force; the recovery codes, once. */
export async function confirmSecondFactor(body: SecondFactorConfirmBody): Promise<RecoveryCodes> {
  const { data } = await api.request<RecoveryCodes>(`${API_PREFIX.auth}/second-factor/confirm`, {
    method: 'POST',
    body,
  });
  return data;
}

export function useConfirmSecondFactor() {
  return useMutation({ mutationFn: confirmSecondFactor });
}

import { API_PREFIX, type RecoveryCodes, type SecondFactorChangeBody } from '@cuebrief/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /second-factor/recovery-codes: ten new codes, shown once; the old ones stop working. */
export async function renewRecoveryCodes(body: SecondFactorChangeBody): Promise<RecoveryCodes> {
  const { data } = await api.request<RecoveryCodes>(
    `${API_PREFIX.auth}/second-factor/recovery-codes`,
    { method: 'POST', body },
  );
  return data;
}

export function useRenewRecoveryCodes() {
  return useMutation({ mutationFn: renewRecoveryCodes });
}

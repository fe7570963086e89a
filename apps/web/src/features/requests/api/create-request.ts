import { API_PREFIX, type ClientRequest, type CreateRequestBody } from '@cuebrief/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CLIENT_REQUESTS_KEY } from './client-requests';

/**
 * POST /client/request: stores the brief and answers with it. A client whose trial or
 * subscription has run out is refused with 402 SUBSCRIPTION_REQUIRED.
 */
export async function createRequest(body: CreateRequestBody): Promise<ClientRequest> {
  const { data } = await api.request<ClientRequest>(`${API_PREFIX.request}/client/request`, {
    method: 'POST',
    body,
  });
  return data;
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENT_REQUESTS_KEY }),
  });
}

import { API_PREFIX, type ClientRequest } from '@cuebrief/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { clientRequestQuery } from './client-request';
import { CLIENT_REQUESTS_KEY } from './client-requests';

/** POST /client/request/{id}/close: stops an open request taking submissions (409 if not open). */
export async function closeRequest(id: string): Promise<ClientRequest> {
  const { data } = await api.request<ClientRequest>(
    `${API_PREFIX.request}/client/request/${encodeURIComponent(id)}/close`,
    { method: 'POST' },
  );
  return data;
}

/** The closed request replaces the one shown; the lists it left or joined load again. */
export function useCloseRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeRequest,
    onSuccess: async (closed) => {
      queryClient.setQueryData(clientRequestQuery(closed.id).queryKey, closed);
      await queryClient.invalidateQueries({ queryKey: CLIENT_REQUESTS_KEY });
    },
  });
}

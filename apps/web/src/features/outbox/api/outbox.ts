import { API_PREFIX, type OutboxMessage } from '@cuebrief/shared';
import { usePagedQuery } from '../../../lib/paged-query';

/** GET /users/v1/mail/outbox?page= (admin): every mail written, newest first. */
export function useOutbox(page: number) {
  return usePagedQuery<OutboxMessage>(`${API_PREFIX.mail}/outbox`, { page });
}

import { API_PREFIX, type ContactMessage } from '@cuebrief/shared';
import { usePagedQuery } from '../../../lib/paged-query';

export type ContactMessageFilters = { search: string; page: number };

/** GET /users/v1/auth/contact-us?page=&search= (admin): contact messages, newest first. */
export function useContactMessages(filters: ContactMessageFilters) {
  return usePagedQuery<ContactMessage>(`${API_PREFIX.auth}/contact-us`, filters);
}

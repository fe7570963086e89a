import { API_PREFIX, DEFAULT_PAGE_SIZE, type ContactMessage, type Paged } from '@cuebrief/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type ContactMessageFilters = { search: string; page: number };

/** GET /users/v1/auth/contact-us?page=&search= (admin): contact messages, newest first. */
export async function fetchContactMessages(
  filters: ContactMessageFilters,
): Promise<Paged<ContactMessage>> {
  const { data } = await api.request<Paged<ContactMessage>>(`${API_PREFIX.auth}/contact-us`, {
    query: { ...filters, pageSize: DEFAULT_PAGE_SIZE },
  });
  return data;
}

export const contactMessagesQuery = (filters: ContactMessageFilters) =>
  queryOptions({
    queryKey: ['contact-messages', filters],
    queryFn: () => fetchContactMessages(filters),
    // The current page stays in view while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useContactMessages(filters: ContactMessageFilters) {
  return useQuery(contactMessagesQuery(filters));
}

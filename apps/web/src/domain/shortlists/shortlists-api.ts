import {
  API_PREFIX,
  type AddShortlistItemBody,
  type Shortlist,
  type ShortlistBody,
  type ShortlistSummary,
} from '@cuebrief/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const id = (value: string) => encodeURIComponent(value);
const base = `${API_PREFIX.request}/shortlists`;

/** Every address of the shortlists API (docs/contracts.md#shortlists), in one place. */
export const shortlistsApi = {
  list: base,
  one: (shortlistId: string) => `${base}/${id(shortlistId)}`,
  items: (shortlistId: string) => `${base}/${id(shortlistId)}/items`,
  item: (shortlistId: string, itemId: string) => `${base}/${id(shortlistId)}/items/${id(itemId)}`,
  order: (shortlistId: string) => `${base}/${id(shortlistId)}/order`,
  links: (shortlistId: string) => `${base}/${id(shortlistId)}/links`,
  link: (shortlistId: string, linkId: string) => `${base}/${id(shortlistId)}/links/${id(linkId)}`,
} as const;

/** Every shortlist query starts with this, so one change refreshes the list and the shortlist. */
export const SHORTLISTS_KEY = ['shortlists'] as const;
export const SHORTLIST_LIST_KEY = [...SHORTLISTS_KEY, 'list'] as const;
export const shortlistKey = (shortlistId: string) =>
  [...SHORTLISTS_KEY, 'one', shortlistId] as const;

/**
 * Every change answers the whole shortlist: it becomes the shortlist's cache at once, and the
 * list (its counts, its order by latest change) is read again.
 */
export function keepShortlist(queryClient: QueryClient, shortlist: Shortlist) {
  queryClient.setQueryData(shortlistKey(shortlist.id), shortlist);
  return queryClient.invalidateQueries({ queryKey: SHORTLIST_LIST_KEY });
}

/** GET /shortlists: a client's own, an admin's all (with the agency), latest change first. */
export function useShortlists({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: SHORTLIST_LIST_KEY,
    enabled: isEnabled,
    queryFn: async () => (await api.request<ShortlistSummary[]>(shortlistsApi.list)).data,
  });
}

/** POST /shortlists: a new, empty shortlist with its title; the list is read again. */
export function useCreateShortlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ShortlistBody) =>
      (
        await api.request<Pick<ShortlistSummary, 'id'>>(shortlistsApi.list, {
          method: 'POST',
          body,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHORTLIST_LIST_KEY }),
  });
}

/**
 * POST /shortlists/{id}/items: an audio the client may play (a take's version, a catalogue
 * track), at the end. 409 when it is already there, with the server's words for it.
 */
export function useAddToShortlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ shortlistId, ...body }: AddShortlistItemBody & { shortlistId: string }) =>
      (
        await api.request<Shortlist>(shortlistsApi.items(shortlistId), {
          method: 'POST',
          body,
        })
      ).data,
    onSuccess: (shortlist) => keepShortlist(queryClient, shortlist),
  });
}

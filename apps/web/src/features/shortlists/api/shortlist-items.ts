import type { EditShortlistItemBody, Shortlist } from '@cuebrief/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import {
  keepShortlist,
  shortlistKey,
  shortlistsApi,
} from '../../../domain/shortlists/shortlists-api';
import { api } from '../../../lib/api';
import { reasonOf } from '../../../lib/refusal-reason';
import { inOrder } from '../items/item-order';

/** PATCH /shortlists/{id}/items/{itemId}: the item's note; an empty one clears it. */
export function useSaveItemNote(shortlistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ itemId, ...body }: EditShortlistItemBody & { itemId: string }) =>
      (
        await api.request<Shortlist>(shortlistsApi.item(shortlistId, itemId), {
          method: 'PATCH',
          body,
        })
      ).data,
    onSuccess: (shortlist) => keepShortlist(queryClient, shortlist),
  });
}

/** DELETE /shortlists/{id}/items/{itemId}: off the shortlist, with what recipients did with it. */
export function useRemoveItem(shortlistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (itemId: string) =>
      (
        await api.request<Shortlist>(shortlistsApi.item(shortlistId, itemId), {
          method: 'DELETE',
        })
      ).data,
    onSuccess: (shortlist) => keepShortlist(queryClient, shortlist),
  });
}

/**
 * PUT /shortlists/{id}/order: every item's id in the new order. The items move at once; a refusal
 * puts them back as they were and a toast says why.
 */
export function useReorderItems(shortlistId: string) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const { t } = useTranslation();
  const key = shortlistKey(shortlistId);
  return useMutation({
    mutationFn: async (itemIds: string[]) =>
      (
        await api.request<Shortlist>(shortlistsApi.order(shortlistId), {
          method: 'PUT',
          body: { itemIds },
        })
      ).data,
    onMutate: async (itemIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Shortlist>(key);
      if (before) queryClient.setQueryData<Shortlist>(key, inOrder(before, itemIds));
      return { before };
    },
    onError: (error, _itemIds, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      showToast({
        severity: 'error',
        description: t('shortlists.items.orderFailed', { reason: reasonOf(error) }),
      });
    },
    onSuccess: (shortlist) => keepShortlist(queryClient, shortlist),
  });
}

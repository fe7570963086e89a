import type { Shortlist } from '@cuebrief/shared';

/**
 * The shortlist with its items in the order of `itemIds`, numbered again from 0: what the page
 * shows while PUT order is on its way. Ids it does not hold are left out; items `itemIds` does not
 * name keep their order after the named ones, so nothing is lost from the page.
 */
export function inOrder(shortlist: Shortlist, itemIds: readonly string[]): Shortlist {
  const byId = new Map(shortlist.items.map((item) => [item.id, item]));
  const named = itemIds.flatMap((id) => byId.get(id) ?? []);
  const rest = shortlist.items.filter((item) => !itemIds.includes(item.id));
  return {
    ...shortlist,
    items: [...named, ...rest].map((item, position) => ({ ...item, position })),
  };
}

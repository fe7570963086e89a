import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { ShortlistItem } from '@cuebrief/shared';
import type { TFunction } from 'i18next';

/**
 * What a screen reader hears while an item is moved (dnd-kit's live region): the item by its
 * title and its place as a number of the whole, never the ids dnd-kit would say by default.
 */
export function reorderAnnouncements(items: readonly ShortlistItem[], t: TFunction): Announcements {
  const titleOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.title ?? '';
  const placeOf = (id: UniqueIdentifier) => ({
    position: items.findIndex((item) => item.id === id) + 1,
    count: items.length,
  });
  return {
    onDragStart: ({ active }) =>
      t('shortlists.reorder.pickedUp', { title: titleOf(active.id), ...placeOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('shortlists.reorder.movedTo', { title: titleOf(active.id), ...placeOf(over.id) })
        : t('shortlists.reorder.outside', { title: titleOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('shortlists.reorder.dropped', { title: titleOf(active.id), ...placeOf(over.id) })
        : t('shortlists.reorder.cancelled', { title: titleOf(active.id), ...placeOf(active.id) }),
    onDragCancel: ({ active }) =>
      t('shortlists.reorder.cancelled', { title: titleOf(active.id), ...placeOf(active.id) }),
  };
}

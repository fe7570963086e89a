import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IconButton, Stack } from '@mui/material';
import type { ShortlistItem } from '@cuebrief/shared';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useReorderItems } from '../api/shortlist-items';
import type { ItemReaction } from './item-reactions';
import { reorderAnnouncements } from './reorder-announcements';
import { ShortlistItemCard } from './shortlist-item-card';

const NO_REACTIONS: readonly ItemReaction[] = [];

/**
 * The client's items in their order, to move by the grip: dragged with a mouse or a finger, or
 * from the keyboard (Space or Enter picks the item up, the arrows move it, Space or Enter drops
 * it, Escape puts it back), with each step said to screen readers. A drop saves the new order at
 * once (PUT order); a refusal puts the items back (see useReorderItems).
 */
export function SortableItems({
  shortlistId,
  items,
  reactions,
  onRemove,
}: {
  shortlistId: string;
  items: readonly ShortlistItem[];
  reactions: ReadonlyMap<string, ItemReaction[]>;
  onRemove: (item: ShortlistItem) => void;
}) {
  const { t } = useTranslation();
  const reordering = useReorderItems(shortlistId);
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the grip stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useMemo(
    () => ({
      announcements: reorderAnnouncements(items, t),
      screenReaderInstructions: { draggable: t('shortlists.reorder.instructions') },
    }),
    [items, t],
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    reordering.mutate(arrayMove(ids, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
          {items.map((item) => (
            <SortableItem
              key={item.id}
              shortlistId={shortlistId}
              item={item}
              reactions={reactions.get(item.id) ?? NO_REACTIONS}
              onRemove={() => onRemove(item)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  shortlistId,
  item,
  reactions,
  onRemove,
}: {
  shortlistId: string;
  item: ShortlistItem;
  reactions: readonly ItemReaction[];
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id });
  return (
    <ShortlistItemCard
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
      isDragging={isDragging}
      shortlistId={shortlistId}
      item={item}
      reactions={reactions}
      isEditable
      onRemove={onRemove}
      handle={
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('shortlists.reorder.handle', { title: item.title })}
          data-testid="reorder-handle"
          // The grip takes the touch, so dragging it on a phone does not scroll the page.
          sx={{ touchAction: 'none', cursor: isDragging ? 'grabbing' : 'grab', mt: -0.5 }}
        >
          <DragIndicatorIcon />
        </IconButton>
      }
    />
  );
}

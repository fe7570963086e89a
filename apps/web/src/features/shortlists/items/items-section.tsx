import { Button, Stack, Typography } from '@mui/material';
import { PRODUCT_NAME, type Shortlist, type ShortlistItem } from '@cuebrief/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PlayerQueue, type PlayerTrack } from '../../../components/audio-player/player-provider';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyList } from '../../../components/list-states';
import { useToast } from '../../../components/toast/toast-provider';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { fetchPlayLink } from '../../../domain/audio/audio-api';
import { reasonOf } from '../../../lib/refusal-reason';
import { useRemoveItem } from '../api/shortlist-items';
import { reactionsByItem, type ItemReaction } from './item-reactions';
import { bylineOf, ShortlistItemCard } from './shortlist-item-card';
import { SortableItems } from './sortable-items';

const NO_REACTIONS: readonly ItemReaction[] = [];

/** The items as the app's player plays them: the shortlist, in its order, is the queue. */
function tracksOf(items: readonly ShortlistItem[]): PlayerTrack[] {
  return items.map((item) => ({
    id: item.audioId,
    title: item.title,
    subtitle: bylineOf(item),
    peaks: item.peaks,
    durationSeconds: item.durationSeconds,
    getLink: () => fetchPlayLink(item.audioId),
  }));
}

/**
 * The shortlist's music: for its client to play, reorder, note and remove (asked first); for an
 * admin to read and play.
 */
export function ItemsSection({
  shortlist,
  headingId,
}: {
  shortlist: Shortlist;
  headingId: string;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const removing = useRemoveItem(shortlist.id);
  const [toRemove, setToRemove] = useState<ShortlistItem | null>(null);
  const reactions = useMemo(() => reactionsByItem(shortlist), [shortlist]);
  const queue = useMemo(() => tracksOf(shortlist.items), [shortlist.items]);

  const askRemove = (item: ShortlistItem) => {
    removing.reset();
    setToRemove(item);
  };
  const confirmRemove = () => {
    if (!toRemove) return;
    removing.mutate(toRemove.id, {
      onSuccess: () => {
        setToRemove(null);
        showToast({ severity: 'success', description: t('shortlists.items.removed') });
      },
    });
  };

  let content;
  if (shortlist.items.length === 0) {
    content = shortlist.editable ? (
      <EmptyList text={t('shortlists.items.empty')}>
        <Button component={RouterLink} to={paths.requestsHistory} variant="outlined">
          {t('shortlists.items.toRequests')}
        </Button>
        {env.isMusicViewEnabled && (
          <Button component={RouterLink} to={paths.music} variant="outlined">
            {t('shortlists.items.toCatalogue', { product: PRODUCT_NAME })}
          </Button>
        )}
      </EmptyList>
    ) : (
      <EmptyList text={t('shortlists.items.emptyAdmin')} />
    );
  } else if (shortlist.editable) {
    content = (
      <SortableItems
        shortlistId={shortlist.id}
        items={shortlist.items}
        reactions={reactions}
        onRemove={askRemove}
      />
    );
  } else {
    content = (
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
        {shortlist.items.map((item) => (
          <ShortlistItemCard
            key={item.id}
            shortlistId={shortlist.id}
            item={item}
            reactions={reactions.get(item.id) ?? NO_REACTIONS}
            isEditable={false}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack component="section" spacing={1.5} aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId}>
        {t('shortlists.items.heading', { count: shortlist.items.length })}
      </Typography>
      {shortlist.editable && shortlist.items.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {shortlist.items.length > 1 && `${t('shortlists.reorder.hint')} `}
          {t('shortlists.note.hint')}
        </Typography>
      )}
      <PlayerQueue tracks={queue}>{content}</PlayerQueue>
      {toRemove && (
        <ConfirmDialog
          isOpen
          title={t('shortlists.items.removeTitle', { title: toRemove.title })}
          onClose={() => setToRemove(null)}
          onConfirm={confirmRemove}
          isLoading={removing.isPending}
          error={
            removing.isError
              ? t('shortlists.items.removeFailed', { reason: reasonOf(removing.error) })
              : undefined
          }
        >
          <Typography>{t('shortlists.items.removeText')}</Typography>
        </ConfirmDialog>
      )}
    </Stack>
  );
}

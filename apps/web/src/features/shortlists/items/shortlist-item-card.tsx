import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, Chip, Stack, Typography } from '@mui/material';
import type { ShortlistItem } from '@cuebrief/shared';
import { useCallback, type CSSProperties, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AudioPlayer } from '../../../components/audio-player/audio-player';
import { fetchPlayLink } from '../../../domain/audio/audio-api';
import { AudioSource } from '../../../domain/audio/audio-source';
import { OfferButton } from '../../../domain/audio/offer-button';
import { formatDuration } from '../../../lib/format-duration';
import { formatUsd } from '../../../lib/format-usd';
import { shortlistAudioCache } from '../api/shortlist';
import { ItemNoteField } from './item-note-field';
import { ItemReactions, type ItemReaction } from './item-reactions';
import { ListCard, ListCardTitle } from '../../../components/list-card';

/** Under the title in the player bar and on the card: who wrote it. */
export const bylineOf = (item: ShortlistItem) => item.composerName;

/**
 * One item of a shortlist: its title and version, composer, where it comes from, its length,
 * a take's asking price and small waveform to play (through the app's player, the shortlist
 * being the queue), what the recipients said of it, and its note — edited in place by the
 * shortlist's client, who may also offer to license it (from the asking price) or remove it.
 * `handle` is the grip to reorder it by, when the viewer may.
 */
export function ShortlistItemCard({
  shortlistId,
  item,
  reactions,
  isEditable,
  handle,
  onRemove,
  ref,
  style,
  isDragging = false,
}: {
  shortlistId: string;
  item: ShortlistItem;
  reactions: readonly ItemReaction[];
  isEditable: boolean;
  handle?: ReactNode;
  onRemove?: () => void;
  ref?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  isDragging?: boolean;
}) {
  const { t } = useTranslation();
  const getLink = useCallback(() => fetchPlayLink(item.audioId), [item.audioId]);
  const facts = [
    item.composerName,
    formatDuration(item.durationSeconds),
    item.askingPrice === null
      ? null
      : t('submissions.askingPrice', { price: formatUsd(item.askingPrice) }),
    item.licensed ? t('shortlists.items.licensed') : null,
  ].filter(Boolean);
  return (
    <ListCard
      ref={ref}
      style={style}
      aria-label={item.title}
      data-testid="shortlist-item"
      sx={{
        borderColor: isDragging ? 'primary.main' : 'divider',
        bgcolor: 'background.paper',
        boxShadow: isDragging ? 4 : 0,
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        minWidth: 0,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
        {handle}
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Stack
              direction="row"
              useFlexGap
              sx={{ flex: 1, flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}
            >
              <ListCardTitle>{item.title}</ListCardTitle>
              {item.version !== null && (
                <Chip
                  size="small"
                  label={t('shortlists.items.version', { version: item.version })}
                  aria-label={t('shortlists.items.versionLong', { version: item.version })}
                />
              )}
            </Stack>
            {onRemove && (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteIcon />}
                onClick={onRemove}
                aria-label={t('shortlists.items.removeOf', { title: item.title })}
                sx={{ flexShrink: 0 }}
              >
                {t('shortlists.items.remove')}
              </Button>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {facts.join(' · ')}
          </Typography>
          <AudioSource
            source={{
              kind: item.source === 'take' ? 'request' : 'album',
              id: item.sourceId,
              title: item.sourceTitle,
            }}
            isClientsOwn={isEditable}
          />
          <AudioPlayer
            id={item.audioId}
            title={item.title}
            subtitle={bylineOf(item)}
            peaks={item.peaks}
            durationSeconds={item.durationSeconds}
            getLink={getLink}
            height={36}
          />
          <ItemReactions reactions={reactions} />
          {isEditable && (
            <Stack direction="row">
              <OfferButton
                audio={{
                  id: item.audioId,
                  audioType: item.source === 'take' ? 'submission' : 'catalogue',
                  title: item.title,
                }}
                askingPrice={item.askingPrice}
                cache={shortlistAudioCache(shortlistId)}
              />
            </Stack>
          )}
          {isEditable ? (
            <ItemNoteField shortlistId={shortlistId} item={item} />
          ) : (
            item.note && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('shortlists.note.shown', { note: item.note })}
              </Typography>
            )
          )}
        </Stack>
      </Stack>
    </ListCard>
  );
}

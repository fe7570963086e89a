import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, Link, Stack, Typography } from '@mui/material';
import type { AdminCatalogueAudio } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AudioDeleteButton } from '../../../domain/audio/audio-delete-button';
import { AudioFileBadges } from '../../../domain/audio/audio-file-badges';
import { AudioItem } from '../../../domain/audio/audio-item';
import { TrackWords } from '../track-words';
import { TrackEditDialog } from './track-edit-dialog';

/**
 * One track as admins see it: its words, files, how clients took to it (the offers count opens
 * the offers made), editing its words and deleting it.
 */
export function AdminTrackItem({
  track,
  isDeleting,
  onDelete,
  onShowOffers,
}: {
  track: AdminCatalogueAudio;
  /** This track, and only this one, is being deleted. */
  isDeleting: boolean;
  onDelete: () => void;
  onShowOffers: () => void;
}) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  return (
    <AudioItem
      audio={track}
      isBusy={isDeleting}
      details={
        <Stack spacing={1}>
          <TrackWords track={track} />
          <AudioFileBadges files={track.files} />
          <Typography variant="body2" color="text.secondary" data-testid="track-counts">
            {t('catalogue.favouritesCount', { count: track.favoritesCount })}
            {' · '}
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={onShowOffers}
              aria-label={t('catalogue.tracks.offersOf', {
                count: track.offersCount,
                title: track.title,
              })}
              sx={{ verticalAlign: 'baseline' }}
            >
              {t('catalogue.offersCount', { count: track.offersCount })}
            </Link>
          </Typography>
        </Stack>
      }
      actions={
        <>
          <Button
            size="small"
            startIcon={<EditIcon />}
            disabled={isDeleting}
            onClick={() => setIsEditing(true)}
            aria-label={t('catalogueAdmin.track.editOf', { title: track.title })}
          >
            {t('catalogueAdmin.track.edit')}
          </Button>
          <AudioDeleteButton
            title={track.title}
            isDeleting={isDeleting}
            onDelete={onDelete}
            textsOf="catalogue.tracks"
          />
          {isEditing && (
            <TrackEditDialog
              albumId={track.albumId}
              track={track}
              onClose={() => setIsEditing(false)}
            />
          )}
        </>
      }
    />
  );
}

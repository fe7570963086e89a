import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusicOutlined';
import { Button, Stack, Typography } from '@mui/material';
import type { Album } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PanelCard } from '../../../components/panels/panel-card';
import { PanelToggleButton, useOnePanel } from '../../../components/panels/one-panel';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { paths } from '../../../config/paths';
import { useDeleteAlbum, useUpdateAlbum } from '../api/albums';
import { AlbumFormDialog } from './album-form-dialog';
import { CoverUploadButton } from './cover-upload-button';
import { PublishAlbumButton } from './publish-album-button';
import { TrackUploader } from './track-uploader';

/**
 * What an admin does with an album: publish it or return it to draft, open the track upload
 * below the buttons, upload its cover (one button, straight to the file picker), edit it and
 * delete it (asked first, then back to the grid).
 */
export function AlbumAdminPanel({ album }: { album: Album }) {
  const { t } = useTranslation();
  const updating = useUpdateAlbum(album.id);
  const deleting = useConfirmedDelete({
    deleting: useDeleteAlbum(album.id),
    deletedText: t('catalogue.album.deleted', { title: album.title }),
    backTo: paths.music,
    failedText: t('catalogue.album.deleteFailed'),
  });
  const panels = useOnePanel<'track'>();
  const [isEditing, setIsEditing] = useState(false);

  return (
    <Stack spacing={2}>
      {/* The album's actions in one row: whether clients see it first, then what it holds. */}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <PublishAlbumButton album={album} />
        <PanelToggleButton
          panels={panels}
          panel="track"
          variant="contained"
          icon={<LibraryMusicIcon />}
        >
          {panels.open === 'track' ? t('catalogue.upload.hide') : t('catalogue.upload.open')}
        </PanelToggleButton>
        <CoverUploadButton album={album} />
        <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setIsEditing(true)}>
          {t('catalogue.album.edit')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={deleting.open}>
          {t('catalogue.album.delete')}
        </Button>
      </Stack>
      {panels.open === 'track' && (
        <PanelCard id={panels.idOf('track')} title={t('catalogue.upload.heading')}>
          <TrackUploader albumId={album.id} />
        </PanelCard>
      )}
      <AlbumFormDialog
        mode="edit"
        isOpen={isEditing}
        initial={{ title: album.title, description: album.description ?? '' }}
        save={(body) =>
          updating.mutateAsync({ title: body.title, description: body.description ?? '' })
        }
        onSaved={() => setIsEditing(false)}
        onClose={() => setIsEditing(false)}
      />
      <ConfirmDialog
        isOpen={deleting.isOpen}
        title={t('catalogue.album.deleteTitle', { title: album.title })}
        onClose={deleting.close}
        onConfirm={deleting.confirm}
        isLoading={deleting.isDeleting}
      >
        <Typography>{t('catalogue.album.deleteText')}</Typography>
      </ConfirmDialog>
    </Stack>
  );
}

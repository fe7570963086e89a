import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusicOutlined';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { Album } from '@cuebrief/shared';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { useDeleteAlbum, useUpdateAlbum } from '../api/albums';
import { AlbumFormDialog } from './album-form-dialog';
import { CoverUploader } from './cover-uploader';
import { TrackUploader } from './track-uploader';

type Panel = 'cover' | 'track' | null;

/**
 * What an admin does with an album: edit it, delete it (asked first, then back to the grid),
 * and open the cover or the track upload below the buttons.
 */
export function AlbumAdminPanel({ album }: { album: Album }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const navigate = useNavigate();
  const updating = useUpdateAlbum(album.id);
  const deleting = useDeleteAlbum(album.id);
  const [panel, setPanel] = useState<Panel>(null);
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const coverId = useId();
  const trackId = useId();
  const toggle = (next: Exclude<Panel, null>) =>
    setPanel((shown) => (shown === next ? null : next));

  const confirmDelete = () =>
    deleting.mutate(undefined, {
      onSuccess: () => {
        showToast({
          severity: 'success',
          description: t('catalogue.album.deleted', { title: album.title }),
        });
        void navigate(paths.music);
      },
      onError: () =>
        showToast({ severity: 'error', description: t('catalogue.album.deleteFailed') }),
    });

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          startIcon={<LibraryMusicIcon />}
          onClick={() => toggle('track')}
          aria-expanded={panel === 'track'}
          aria-controls={panel === 'track' ? trackId : undefined}
        >
          {panel === 'track' ? t('catalogue.upload.hide') : t('catalogue.upload.open')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<ImageIcon />}
          onClick={() => toggle('cover')}
          aria-expanded={panel === 'cover'}
          aria-controls={panel === 'cover' ? coverId : undefined}
        >
          {panel === 'cover'
            ? t('catalogue.album.hideCover')
            : album.cover
              ? t('catalogue.album.replaceCover')
              : t('catalogue.album.uploadCover')}
        </Button>
        <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setIsEditing(true)}>
          {t('catalogue.album.edit')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => setIsDeleteOpen(true)}
        >
          {t('catalogue.album.delete')}
        </Button>
      </Stack>
      {panel === 'cover' && (
        <PanelCard id={coverId} title={t('catalogue.album.coverLabel')}>
          <CoverUploader albumId={album.id} onStored={() => setPanel(null)} />
        </PanelCard>
      )}
      {panel === 'track' && (
        <PanelCard id={trackId} title={t('catalogue.upload.heading')}>
          <TrackUploader albumId={album.id} />
        </PanelCard>
      )}
      <AlbumFormDialog
        mode="edit"
        isOpen={isEditing}
        initial={{
          title: album.title,
          description: album.description ?? '',
          published: album.published,
        }}
        save={(body) =>
          updating.mutateAsync({
            title: body.title,
            description: body.description ?? '',
            published: body.published,
          })
        }
        onSaved={() => setIsEditing(false)}
        onClose={() => setIsEditing(false)}
      />
      <ConfirmDialog
        isOpen={isDeleteOpen}
        title={t('catalogue.album.deleteTitle', { title: album.title })}
        onClose={() => setIsDeleteOpen(false)}
        onConfirm={confirmDelete}
        isLoading={deleting.isPending}
      >
        <Typography>{t('catalogue.album.deleteText')}</Typography>
      </ConfirmDialog>
    </Stack>
  );
}

/** An upload opened under the buttons, named by its heading. */
function PanelCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <Card variant="outlined" component="section" id={id} aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

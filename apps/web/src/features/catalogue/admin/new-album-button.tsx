import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { albumPath } from '../../../config/paths';
import { useCreateAlbum } from '../api/albums';
import { AlbumFormDialog } from './album-form-dialog';

/** "New album": its dialog, then the new album's page, where its cover and tracks are added. */
export function NewAlbumButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const creating = useCreateAlbum();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsOpen(true)}>
        {t('catalogue.newAlbum')}
      </Button>
      <AlbumFormDialog
        mode="create"
        isOpen={isOpen}
        save={(draft) => creating.mutateAsync(draft)}
        onSaved={(album) => {
          setIsOpen(false);
          void navigate(albumPath(album.id));
        }}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
}

import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToShortlistDialog } from './add-to-shortlist-dialog';

/**
 * "Add to shortlist" wherever a client hears music (a take's version, a catalogue track): opens
 * the dialog that picks the shortlist. `isCompact` is the icon alone, for a row of a table.
 */
export function AddToShortlistButton({
  audioId,
  title,
  version = null,
  isCompact = false,
}: {
  audioId: string;
  title: string;
  /** A take's version: the one added (a shortlist holds a version, not the take). */
  version?: number | null;
  isCompact?: boolean;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const label = t('shortlists.add.buttonOf', { title });
  return (
    <>
      {isCompact ? (
        <Tooltip title={t('shortlists.add.button')}>
          <IconButton size="small" aria-label={label} onClick={() => setIsOpen(true)}>
            <PlaylistAddIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          size="small"
          variant="outlined"
          startIcon={<PlaylistAddIcon />}
          aria-label={label}
          onClick={() => setIsOpen(true)}
        >
          {t('shortlists.add.button')}
        </Button>
      )}
      {isOpen && (
        <AddToShortlistDialog
          audioId={audioId}
          title={title}
          version={version}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}

import LayersIcon from '@mui/icons-material/Layers';
import { Box, Button } from '@mui/material';
import type { ComposerAudio } from '@cuebrief/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LicencePdfButton } from '../../../domain/licences/licence-pdf-button';
import { StatusChip } from '../../../components/status-chip';
import { useToast } from '../../../components/toast/toast-provider';
import { useReloadComposerSubmissions } from '../api/composer-submissions';
import { AudioDeleteButton } from '../../../domain/audio/audio-delete-button';
import { AudioFileBadges } from '../../../domain/audio/audio-file-badges';
import { AudioItem } from '../../../domain/audio/audio-item';
import { ListenedChip } from '../listened-chip';
import { StemsUploader } from '../stems-uploader';
import { DownloadButtons } from './download-buttons';

/**
 * One of the composer's audios (a version of a take): heard or not, licensed or not (with its
 * licence PDF), its files to download, stems to add, delete (not once licensed); with the
 * take's own marks and review when it is one.
 */
export function ComposerAudioItem({
  audio,
  isDeleting,
  onDelete,
  marks,
  review,
}: {
  audio: ComposerAudio;
  /** This audio, and only this one, is being deleted. */
  isDeleting: boolean;
  onDelete: () => void;
  /** The take's marks after the version's own (where it stands, the client's decision). */
  marks?: ReactNode;
  /** The take's review, under its files (versions, comments, history). */
  review?: ReactNode;
}) {
  const { t } = useTranslation();
  const reload = useReloadComposerSubmissions();
  const [isAddingStems, setIsAddingStems] = useState(false);
  const showToast = useToast();
  const hasStems = audio.files.some((file) => file.kind === 'stems');
  // The reloaded list shows the stems among the files, and the upload's row leaves with it.
  const onStemsStored = () => {
    showToast({
      severity: 'success',
      description: t('submissions.mine.stemsUploaded', { title: audio.title }),
    });
    void reload();
  };

  return (
    <AudioItem
      audio={audio}
      isBusy={isDeleting}
      marks={
        <>
          <ListenedChip listenedAt={audio.listenedAt} />
          {audio.isLicensed && (
            <StatusChip color="success" label={t('submissions.states.licensed')} />
          )}
          {marks}
        </>
      }
      details={
        <>
          <AudioFileBadges files={audio.files} />
          {isAddingStems && !hasStems && (
            <Box sx={{ pt: 0.5 }}>
              <StemsUploader audioId={audio.id} onUploaded={onStemsStored} />
            </Box>
          )}
          {review}
        </>
      }
      actions={
        <>
          <DownloadButtons audio={audio} />
          {audio.isLicensed && <LicencePdfButton audioId={audio.id} audioTitle={audio.title} />}
          {!hasStems && (
            <Button
              size="small"
              startIcon={<LayersIcon />}
              onClick={() => setIsAddingStems((shown) => !shown)}
              aria-expanded={isAddingStems}
            >
              {isAddingStems ? t('submissions.mine.hideStems') : t('submissions.mine.addStems')}
            </Button>
          )}
          {/* A licence relies on its music: the server refuses to delete a licensed take. */}
          {!audio.isLicensed && (
            <AudioDeleteButton
              title={audio.title}
              isDeleting={isDeleting}
              onDelete={onDelete}
              textsOf="submissions.mine"
            />
          )}
        </>
      }
    />
  );
}

import { Box, Button, Stack, Typography } from '@mui/material';
import { GENRES, INSTRUMENTS, MOODS, type CatalogueAudio } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { SelectManyField } from '../../../components/form/select-many-field';
import { useToast } from '../../../components/toast/toast-provider';
import { UploadFileRows } from '../../../components/upload/upload-file-rows';
import { AudioUploadForm } from '../../../domain/audio/upload/audio-upload-form';
import { useAudioUploadDraft } from '../../../domain/audio/upload/use-audio-upload-draft';
import { useReloadAlbums } from '../api/albums';
import { useReloadTracks } from '../api/album-tracks';
import { uploadAlbumTrack, uploadAlbumTrackFile } from '../api/upload-album-files';
import { checkTrackDraft, emptyTrackDraft } from './track-draft';
import { useUploadFailureToast } from './use-upload-failure-toast';

const IDLE = { status: 'idle' } as const;

const WORD_FIELDS = [
  ['genre', GENRES],
  ['mood', MOODS],
  ['instruments', INSTRUMENTS],
] as const;

/**
 * Uploading a track to an album: its music name, its mp3 and/or wav, and the words clients
 * filter by; then each file's upload on its own row with progress, Cancel and Retry (decision
 * 045). A track joins the list with its first file; once every file is stored the form empties
 * for the next one.
 */
export function TrackUploader({ albumId }: { albumId: string }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const reloadTracks = useReloadTracks(albumId);
  const reloadAlbums = useReloadAlbums();
  const uploading = useAudioUploadDraft({
    empty: emptyTrackDraft,
    check: checkTrackDraft,
    create: (body, controls) => uploadAlbumTrack(albumId, body, controls),
    attach: (track: CatalogueAudio, kind, file, controls) =>
      uploadAlbumTrackFile(track.id, kind, file, controls),
    onStored: () => void reloadTracks(),
    onSettled: (track, isAllDone) => {
      void reloadAlbums();
      // A file cancelled or failed keeps its row to retry, and the form until "Upload another".
      if (!isAllDone) return;
      showToast({
        severity: 'success',
        description: t('catalogue.upload.stored', { title: track.title }),
      });
      uploading.clear();
    },
  });
  const { draft, errors, change, queue } = uploading;
  const failed = queue.files.find((entry) => entry.state.status === 'failed');
  useUploadFailureToast(failed?.state ?? IDLE, t('catalogue.upload.failed'));

  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">{t('catalogue.upload.lead')}</Typography>
      <AudioUploadForm
        {...uploading.formProps}
        isLocked={uploading.isLocked}
        texts={{
          title: t('catalogue.upload.musicName'),
          infoHeading: t('catalogue.upload.infoHeading'),
          description: t('catalogue.upload.description'),
          bpm: t('catalogue.upload.bpm'),
          key: t('catalogue.upload.key'),
          noKey: t('catalogue.upload.noKey'),
          send: t('catalogue.upload.send'),
        }}
        titleProps={{ required: true }}
        infoColumns="repeat(3, minmax(0, 1fr))"
      >
        {WORD_FIELDS.map(([name, options]) => (
          <SelectManyField
            key={name}
            label={t(`catalogue.upload.${name}`)}
            options={options}
            value={draft[name]}
            onChange={(words) => change({ [name]: words })}
            error={errors[name]}
          />
        ))}
      </AudioUploadForm>
      <UploadFileRows queue={queue} />
      {uploading.stored && !uploading.isUploading && !queue.isAllDone && (
        <Box>
          <Button variant="outlined" onClick={uploading.clear}>
            {t('upload.startOver')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

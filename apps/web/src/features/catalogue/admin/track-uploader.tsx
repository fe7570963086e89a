import { Stack, Typography } from '@mui/material';
import { GENRES, INSTRUMENTS, MOODS, type CatalogueAudio } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectManyField } from '../../../components/form/select-many-field';
import { useToast } from '../../../components/toast/toast-provider';
import { AudioUploadForm } from '../../../components/upload/audio-upload-form';
import { useUpload } from '../../../components/upload/use-upload';
import { useReloadAlbums } from '../api/albums';
import { useReloadTracks } from '../api/album-tracks';
import { uploadAlbumTrack } from '../api/upload-album-files';
import {
  checkTrackDraft,
  emptyTrackDraft,
  type TrackDraft,
  type TrackDraftCheck,
} from './track-draft';
import { useUploadFailureToast } from './use-upload-failure-toast';

type Errors = Extract<TrackDraftCheck, { isValid: false }>['errors'];

const WORD_FIELDS = [
  ['genre', GENRES],
  ['mood', MOODS],
  ['instruments', INSTRUMENTS],
] as const;

/**
 * Uploading a track to an album: its music name, its mp3 and/or wav, and the words clients
 * filter by; then the upload with progress, cancel and retry. A stored track joins the list and
 * the form empties for the next one.
 */
export function TrackUploader({ albumId }: { albumId: string }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const reloadTracks = useReloadTracks(albumId);
  const reloadAlbums = useReloadAlbums();
  const [draft, setDraft] = useState<TrackDraft>(emptyTrackDraft);
  const [errors, setErrors] = useState<Errors>({});
  const sending = useUpload<CatalogueAudio>();
  useUploadFailureToast(sending.state, t('catalogue.upload.failed'));
  const isUploading = sending.state.status === 'uploading';

  const change = (changes: Partial<TrackDraft>) => {
    // Other files or words start the upload over (a failed one is not retried with old files).
    if (sending.state.status !== 'idle') sending.reset();
    setDraft((current) => ({ ...current, ...changes }));
  };

  const keep = (track: CatalogueAudio | null) => {
    if (!track) return;
    showToast({
      severity: 'success',
      description: t('catalogue.upload.stored', { title: track.title }),
    });
    void reloadTracks();
    void reloadAlbums();
    sending.reset();
    setDraft(emptyTrackDraft());
  };

  const send = async () => {
    const check = checkTrackDraft(draft);
    if (!check.isValid) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    keep(
      await sending.start((controls) =>
        uploadAlbumTrack(
          albumId,
          { title: check.title, files: draft.files, info: check.info },
          controls,
        ),
      ),
    );
  };

  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">{t('catalogue.upload.lead')}</Typography>
      <AudioUploadForm
        draft={draft}
        errors={errors}
        onChange={change}
        isLocked={isUploading}
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
        upload={sending.state}
        onSend={() => void send()}
        onCancel={sending.cancel}
        onRetry={() => void sending.retry().then(keep)}
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
    </Stack>
  );
}

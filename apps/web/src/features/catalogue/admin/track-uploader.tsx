import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { GENRES, INSTRUMENTS, MOODS, MUSICAL_KEYS, type CatalogueAudio } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectManyField } from '../../../components/form/select-many-field';
import { useToast } from '../../../components/toast/toast-provider';
import { filesBytes, filesLabel } from '../../../components/upload/audio-files';
import { FileDropZone } from '../../../components/upload/file-drop-zone';
import { UploadProgressRow } from '../../../components/upload/upload-progress-row';
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
      <TextField
        label={t('catalogue.upload.musicName')}
        required
        value={draft.title}
        onChange={(event) => change({ title: event.target.value })}
        disabled={isUploading}
        error={Boolean(errors.title)}
        helperText={errors.title}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {(['mp3', 'wav'] as const).map((kind) => (
          <FileDropZone
            key={kind}
            label={t(`submissions.files.${kind}`)}
            kind={kind}
            file={draft.files[kind]}
            onChange={(file) => change({ files: { ...draft.files, [kind]: file } })}
            error={errors.files}
            isDisabled={isUploading}
          />
        ))}
      </Box>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} disabled={isUploading}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
          {t('catalogue.upload.infoHeading')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          }}
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
          <TextField
            label={t('catalogue.upload.bpm')}
            type="number"
            value={draft.bpm}
            onChange={(event) => change({ bpm: event.target.value })}
            error={Boolean(errors.bpm)}
            helperText={errors.bpm}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            select
            label={t('catalogue.upload.key')}
            value={draft.key}
            onChange={(event) => change({ key: event.target.value })}
            error={Boolean(errors.key)}
            helperText={errors.key}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('catalogue.upload.noKey')}</MenuItem>
            {MUSICAL_KEYS.map((key) => (
              <MenuItem key={key} value={key}>
                {key}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('catalogue.upload.description')}
            value={draft.description}
            onChange={(event) => change({ description: event.target.value })}
            error={Boolean(errors.description)}
            helperText={errors.description}
          />
        </Box>
      </Box>
      {sending.state.status === 'idle' && (
        <Box>
          <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={() => void send()}>
            {t('catalogue.upload.send')}
          </Button>
        </Box>
      )}
      <UploadProgressRow
        name={filesLabel(draft.files)}
        bytes={filesBytes(draft.files)}
        state={sending.state}
        onCancel={sending.cancel}
        onRetry={() => void sending.retry().then(keep)}
      />
    </Stack>
  );
}

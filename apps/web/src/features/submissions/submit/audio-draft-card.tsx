import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { DEFAULT_MUSIC_TITLE, MUSICAL_KEYS, type Audio } from '@cuebrief/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filesBytes, filesLabel } from '../../../components/upload/audio-files';
import { FileDropZone } from '../../../components/upload/file-drop-zone';
import { UploadProgressRow } from '../../../components/upload/upload-progress-row';
import { useUpload } from '../../../components/upload/use-upload';
import { uploadAudio } from '../api/upload-files';
import { AudioFileBadges } from '../../../components/audio-item/audio-file-badges';
import { AudioItem, AudioList } from '../../../components/audio-item/audio-item';
import { StemsUploader } from '../stems-uploader';
import {
  checkAudioDraft,
  emptyAudioDraft,
  type AudioDraft,
  type AudioDraftCheck,
} from './audio-draft';

type Errors = Extract<AudioDraftCheck, { isValid: false }>['errors'];

/**
 * One audio of a submission: its title, its mp3 and/or wav, what the composer says of it, then
 * its upload with progress. Once stored it shows as it will be heard, with its stems to add.
 */
export function AudioDraftCard({
  number,
  submissionId,
  onUploaded,
  onBusyChange,
  onRemove,
}: {
  number: number;
  submissionId: string;
  onUploaded: (audio: Audio) => void;
  /** Whether an upload of this card is running, so the page does not finish under it. */
  onBusyChange: (isBusy: boolean) => void;
  /** Without it the card cannot be removed (the first one). */
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AudioDraft>(emptyAudioDraft);
  const [errors, setErrors] = useState<Errors>({});
  const [stored, setStored] = useState<Audio | null>(null);
  const sending = useUpload<Audio>();
  const isUploading = sending.state.status === 'uploading';
  const isLocked = isUploading || stored !== null;
  const headingId = `audio-draft-${number}`;

  useEffect(() => onBusyChange(isUploading), [isUploading, onBusyChange]);

  const change = (changes: Partial<AudioDraft>) => {
    // Other files or words start the upload over (a failed one is not retried with old files).
    if (sending.state.status !== 'idle') sending.reset();
    setDraft((current) => ({ ...current, ...changes }));
  };

  const keep = (audio: Audio | null) => {
    if (!audio) return;
    setStored(audio);
    onUploaded(audio);
  };

  const send = async () => {
    const check = checkAudioDraft(draft);
    if (!check.isValid) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    keep(
      await sending.start((controls) =>
        uploadAudio(
          submissionId,
          { title: check.title, files: draft.files, info: check.info },
          controls,
        ),
      ),
    );
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack spacing={2.5}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography id={headingId} variant="h6" component="h3">
              {t('submissions.submit.audioHeading', { number })}
            </Typography>
            {onRemove && !isLocked && (
              <IconButton onClick={onRemove} aria-label={t('submissions.submit.removeAudio')}>
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
          {stored ? (
            <>
              <AudioList>
                <AudioItem audio={stored} details={<AudioFileBadges files={stored.files} />} />
              </AudioList>
              <Box>
                <Typography variant="subtitle2" component="h4">
                  {t('submissions.submit.stemsHeading')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {t('submissions.submit.stemsLead')}
                </Typography>
                <StemsUploader audioId={stored.id} />
              </Box>
            </>
          ) : (
            <>
              <TextField
                label={t('submissions.submit.musicTitle')}
                value={draft.title}
                placeholder={DEFAULT_MUSIC_TITLE}
                onChange={(event) => change({ title: event.target.value })}
                disabled={isLocked}
                error={Boolean(errors.title)}
                helperText={
                  errors.title ??
                  t('submissions.submit.musicTitleHelp', { default: DEFAULT_MUSIC_TITLE })
                }
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                }}
              >
                <FileDropZone
                  label={t('submissions.files.mp3')}
                  kind="mp3"
                  file={draft.files.mp3}
                  onChange={(mp3) => change({ files: { ...draft.files, mp3 } })}
                  error={errors.files}
                  isDisabled={isLocked}
                />
                <FileDropZone
                  label={t('submissions.files.wav')}
                  kind="wav"
                  file={draft.files.wav}
                  onChange={(wav) => change({ files: { ...draft.files, wav } })}
                  error={errors.files}
                  isDisabled={isLocked}
                />
              </Box>
              <Box
                component="fieldset"
                sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
                disabled={isLocked}
              >
                <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
                  {t('submissions.submit.infoHeading')}
                </Typography>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' },
                  }}
                >
                  <TextField
                    label={t('submissions.submit.description')}
                    value={draft.description}
                    onChange={(event) => change({ description: event.target.value })}
                    error={Boolean(errors.description)}
                    helperText={errors.description}
                  />
                  <TextField
                    label={t('submissions.submit.bpm')}
                    type="number"
                    value={draft.bpm}
                    onChange={(event) => change({ bpm: event.target.value })}
                    error={Boolean(errors.bpm)}
                    helperText={errors.bpm}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                  <TextField
                    select
                    label={t('submissions.submit.key')}
                    value={draft.key}
                    onChange={(event) => change({ key: event.target.value })}
                    error={Boolean(errors.key)}
                    helperText={errors.key}
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  >
                    <MenuItem value="">{t('submissions.submit.noKey')}</MenuItem>
                    {MUSICAL_KEYS.map((key) => (
                      <MenuItem key={key} value={key}>
                        {key}
                      </MenuItem>
                    ))}
                  </TextField>
                </Box>
              </Box>
              {sending.state.status === 'idle' && (
                <Box>
                  <Button
                    variant="contained"
                    startIcon={<CloudUploadIcon />}
                    onClick={() => void send()}
                  >
                    {t('submissions.submit.upload')}
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
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

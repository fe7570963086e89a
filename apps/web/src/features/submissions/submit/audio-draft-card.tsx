import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { DEFAULT_MUSIC_TITLE, type Audio } from '@cuebrief/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadFileRows } from '../../../components/upload/upload-file-rows';
import { AudioUploadForm } from '../../../domain/audio/upload/audio-upload-form';
import { useTakeFormTexts } from '../take-form-texts';
import { useAudioUploadDraft } from '../../../domain/audio/upload/use-audio-upload-draft';
import { useReloadComposerSubmissions } from '../api/composer-submissions';
import { uploadAudio, uploadAudioFile, uploadStems } from '../api/upload-files';
import { StemsUploader } from '../stems-uploader';
import { checkAudioDraft, emptyAudioDraft } from './audio-draft';
import { StoredTake } from './stored-take';
import { CardTitle } from '../../../components/card-title';

/**
 * One audio of a submission: its title, its mp3 and/or wav and stems, what the composer says of
 * it, then each file's upload on its own row with progress, Cancel and Retry (decision 045):
 * the first file makes the take, the others join it. Once stored it shows as it will be heard,
 * with what the server measured and how it fits the brief, the rows of files still on their
 * way or to retry, and its stems to add when none were chosen; deleted, the card is empty
 * again for another take.
 */
export function AudioDraftCard({
  number,
  submissionId,
  onUploaded,
  onSettled,
  onDeleted,
  onBusyChange,
  onRemove,
}: {
  number: number;
  submissionId: string;
  /** The take as stored after each of its files. */
  onUploaded: (audio: Audio) => void;
  /** Nothing is left on its way; `isAllDone` when every file chosen is stored. */
  onSettled?: (audio: Audio, isAllDone: boolean) => void;
  /** Without it the stored take cannot be deleted from the card. */
  onDeleted?: (audio: Audio) => void;
  /** Whether an upload of this card is running, so the page does not finish under it. */
  onBusyChange: (isBusy: boolean) => void;
  /** Without it the card cannot be removed (the first one). */
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const takeFormTexts = useTakeFormTexts(t('submissions.submit.upload'));
  const reload = useReloadComposerSubmissions();
  const uploading = useAudioUploadDraft({
    empty: emptyAudioDraft,
    check: checkAudioDraft,
    create: (body, controls) => uploadAudio(submissionId, body, controls),
    attach: (audio: Audio, kind, file, controls) => uploadAudioFile(audio.id, kind, file, controls),
    stems: (audio: Audio, file, controls) => uploadStems(audio.id, file, controls),
    onStored: (audio: Audio) => {
      onUploaded(audio);
      // The stored take is shown from the composer's list, which keeps the analysis current:
      // read again after each file, or a wav that joins a measured mp3 would not show.
      void reload();
    },
    onSettled,
  });
  const { stored, isUploading, queue } = uploading;
  const headingId = `audio-draft-${number}`;
  const hasStemsRow = queue.files.some((entry) => entry.key === 'stems');
  const rows = (
    <UploadFileRows
      queue={queue}
      waitingTextOf={(key) =>
        key === 'stems' && !stored ? t('upload.waitingForAudio') : undefined
      }
    />
  );

  useEffect(() => onBusyChange(isUploading), [isUploading, onBusyChange]);

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack spacing={2.5}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <CardTitle id={headingId} component="h3">
              {t('submissions.submit.audioHeading', { number })}
            </CardTitle>
            {onRemove && !uploading.isLocked && (
              <IconButton onClick={onRemove} aria-label={t('submissions.submit.removeAudio')}>
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
          {stored ? (
            <>
              <StoredTake
                audio={stored}
                onDeleted={
                  onDeleted && !isUploading
                    ? () => {
                        uploading.clear();
                        onDeleted(stored);
                      }
                    : undefined
                }
              />
              {rows}
              {!hasStemsRow && (
                <Box>
                  <Typography variant="subtitle2" component="h4">
                    {t('submissions.submit.stemsHeading')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                    {t('submissions.submit.stemsLead')}
                  </Typography>
                  <StemsUploader audioId={stored.id} />
                </Box>
              )}
            </>
          ) : (
            <>
              <AudioUploadForm
                {...uploading.formProps}
                isLocked={uploading.isLocked}
                texts={takeFormTexts}
                titleProps={{
                  placeholder: DEFAULT_MUSIC_TITLE,
                  helperText: t('submissions.submit.musicTitleHelp', {
                    default: DEFAULT_MUSIC_TITLE,
                  }),
                  slotProps: { inputLabel: { shrink: true } },
                }}
                infoColumns="2fr 1fr 1fr"
              />
              {rows}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

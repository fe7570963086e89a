import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { DEFAULT_MUSIC_TITLE, type Audio } from '@cuebrief/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AudioUploadForm } from '../../../domain/audio/upload/audio-upload-form';
import { useAudioUploadDraft } from '../../../domain/audio/upload/use-audio-upload-draft';
import { uploadAudio } from '../api/upload-files';
import { StemsUploader } from '../stems-uploader';
import { checkAudioDraft, emptyAudioDraft } from './audio-draft';
import { StoredTake } from './stored-take';

/**
 * One audio of a submission: its title, its mp3 and/or wav, what the composer says of it, then
 * its upload with progress. Once stored it shows as it will be heard, with what the server
 * measured and how it fits the brief, and its stems to add; deleted, the card is empty again
 * for another take.
 */
export function AudioDraftCard({
  number,
  submissionId,
  onUploaded,
  onDeleted,
  onBusyChange,
  onRemove,
}: {
  number: number;
  submissionId: string;
  onUploaded: (audio: Audio) => void;
  /** Without it the stored take cannot be deleted from the card. */
  onDeleted?: (audio: Audio) => void;
  /** Whether an upload of this card is running, so the page does not finish under it. */
  onBusyChange: (isBusy: boolean) => void;
  /** Without it the card cannot be removed (the first one). */
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const [stored, setStored] = useState<Audio | null>(null);
  const uploading = useAudioUploadDraft({
    empty: emptyAudioDraft,
    check: checkAudioDraft,
    upload: (body, controls) => uploadAudio(submissionId, body, controls),
    onStored: (audio: Audio) => {
      setStored(audio);
      onUploaded(audio);
    },
  });
  const isUploading = uploading.isUploading;
  const isLocked = isUploading || stored !== null;
  const headingId = `audio-draft-${number}`;

  useEffect(() => onBusyChange(isUploading), [isUploading, onBusyChange]);

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
              <StoredTake
                audio={stored}
                onDeleted={
                  onDeleted &&
                  (() => {
                    uploading.clear();
                    setStored(null);
                    onDeleted(stored);
                  })
                }
              />
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
              <AudioUploadForm
                {...uploading.formProps}
                isLocked={isLocked}
                texts={{
                  title: t('submissions.submit.musicTitle'),
                  infoHeading: t('submissions.submit.infoHeading'),
                  description: t('submissions.submit.description'),
                  bpm: t('submissions.submit.bpm'),
                  key: t('submissions.submit.key'),
                  noKey: t('submissions.submit.noKey'),
                  send: t('submissions.submit.upload'),
                }}
                titleProps={{
                  placeholder: DEFAULT_MUSIC_TITLE,
                  helperText: t('submissions.submit.musicTitleHelp', {
                    default: DEFAULT_MUSIC_TITLE,
                  }),
                  slotProps: { inputLabel: { shrink: true } },
                }}
                infoColumns="2fr 1fr 1fr"
              />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { ComposerTake } from '@cuebrief/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton } from '../../../components/dialog-close-button';
import { useToast } from '../../../components/toast/toast-provider';
import { UploadFileRows } from '../../../components/upload/upload-file-rows';
import { AudioUploadForm } from '../../../domain/audio/upload/audio-upload-form';
import { useAudioUploadDraft } from '../../../domain/audio/upload/use-audio-upload-draft';
import { uploadVersion } from '../../../domain/reviews/api/upload-version';
import { useReloadComposerSubmissions } from '../api/composer-submissions';
import { checkVersionDraft, emptyVersionDraft } from './version-draft';

/**
 * "Upload a new version" of a take: its mp3 and/or wav under the take's title, what changed,
 * and the words as for a take, then the upload with progress, cancel and retry. Stored, the list
 * shows it first; the earlier versions stay. It cannot be closed while the files are sent.
 */
export function VersionUploadDialog({
  take,
  isOpen,
  onClose,
}: {
  take: ComposerTake;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const theme = useTheme();
  // A long form: the whole screen on a phone.
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const showToast = useToast();
  const reload = useReloadComposerSubmissions();
  const nextVersion = (take.version ?? take.versions.length) + 1;
  const uploading = useAudioUploadDraft({
    empty: emptyVersionDraft(take.title),
    check: checkVersionDraft,
    create: (body, controls) => uploadVersion(take.id, body, controls),
    onStored: (stored: ComposerTake) => {
      showToast({
        severity: 'success',
        description: t('reviews.upload.uploaded', {
          version: stored.version ?? nextVersion,
          title: stored.title,
        }),
      });
      void reload();
      uploading.clear();
      onClose();
    },
  });
  const { draft, errors, change, isUploading } = uploading;
  const close = () => {
    if (!isUploading) onClose();
  };

  return (
    <Dialog
      open={isOpen}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={isPhone}
      maxWidth="md"
    >
      <DialogTitle id={titleId} sx={{ pr: 6, overflowWrap: 'anywhere' }}>
        {t('reviews.upload.title', { title: take.title })}
      </DialogTitle>
      {!isUploading && <DialogCloseButton onClick={close} />}
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          <Typography>{t('reviews.upload.lead', { version: nextVersion })}</Typography>
          <AudioUploadForm
            {...uploading.formProps}
            isLocked={uploading.isLocked}
            texts={{
              title: t('submissions.submit.musicTitle'),
              infoHeading: t('submissions.submit.infoHeading'),
              description: t('submissions.submit.description'),
              bpm: t('submissions.submit.bpm'),
              key: t('submissions.submit.key'),
              noKey: t('submissions.submit.noKey'),
              send: t('reviews.upload.send'),
            }}
            infoColumns="2fr 1fr 1fr"
          >
            <TextField
              label={t('reviews.upload.note')}
              value={draft.note}
              onChange={(event) => change({ note: event.target.value })}
              error={Boolean(errors.note)}
              helperText={errors.note ?? t('reviews.upload.noteHelp')}
              autoFocus
              sx={{ gridColumn: '1 / -1' }}
            />
          </AudioUploadForm>
          <UploadFileRows queue={uploading.queue} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={isUploading}>
          {t('dialog.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Button, Stack, TextField, Typography } from '@mui/material';
import type { ComposerTake } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame';
import { useToast } from '../../../components/toast/toast-provider';
import { UploadFileRows } from '../../../components/upload/upload-file-rows';
import { AudioUploadForm } from '../../../domain/audio/upload/audio-upload-form';
import { useTakeFormTexts } from '../take-form-texts';
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
  const takeFormTexts = useTakeFormTexts(t('reviews.upload.send'));
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

  return (
    <DialogFrame
      isOpen={isOpen}
      title={t('reviews.upload.title', { title: take.title })}
      onClose={onClose}
      maxWidth="md"
      // A long form: the whole screen on a phone.
      fullScreenBelow="sm"
      // While files are sent nothing closes it (Cancel below is disabled too): each file's row has
      // its own Cancel, which stops that file.
      dismissal={isUploading ? 'none' : 'any'}
      actions={
        <Button onClick={onClose} disabled={isUploading}>
          {t('dialog.cancel')}
        </Button>
      }
    >
      <Stack spacing={2.5} sx={{ pt: 0.5 }}>
        <Typography>{t('reviews.upload.lead', { version: nextVersion })}</Typography>
        <AudioUploadForm
          {...uploading.formProps}
          isLocked={uploading.isLocked}
          texts={takeFormTexts}
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
    </DialogFrame>
  );
}

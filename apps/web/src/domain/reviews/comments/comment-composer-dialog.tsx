import { FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { COMMENT_MAX_LENGTH, type CreateCommentBody } from '@cuebrief/shared';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../../components/counted-text-field';
import { DialogFrame } from '../../../components/dialog-frame';
import { fieldProps } from '../../../components/form/field-props';
import { CancelAndSend } from '../../../components/form/cancel-and-send';
import { useApiSubmit } from '../../../components/form/use-api-submit';
import { formatDuration } from '../../../lib/format-duration';
import { reasonOf } from '../../../lib/refusal-reason';
import { useCreateComment } from '../api/use-take-comments';
import { checkCommentDraft, type CommentDraft } from './comment-draft';
import type { CommentTarget } from './comment-target';

/** A range starts this long after its start, where the version is that long. */
const RANGE_SECONDS = 5;

const draftAt = (atSeconds: number): CommentDraft => ({
  atSeconds: formatDuration(atSeconds),
  isRange: false,
  endSeconds: '',
  body: '',
});

/**
 * A new comment thread on a version, at a time (from the playhead when opened) or a range of
 * it. The client and admins start threads; the composer answers in them. Posted, the thread
 * and its marker show for everyone who reads the take.
 */
export function CommentComposerDialog({
  target,
  atSeconds,
  isOpen,
  onClose,
  listKey,
}: {
  /** Kept by the caller while the dialog closes, so the title does not blink empty. */
  target: CommentTarget;
  /** Where the playhead was when the dialog opened. */
  atSeconds: number;
  isOpen: boolean;
  onClose: () => void;
  /** The list the take sits in, read again for its comment count. */
  listKey: QueryKey;
}) {
  const { t } = useTranslation();
  const posting = useCreateComment(target.audioId, listKey);
  const form = useForm<CommentDraft, unknown, CreateCommentBody>({
    defaultValues: draftAt(atSeconds),
    resolver: async (draft) => checkCommentDraft(draft, target.durationSeconds),
  });
  const submit = useApiSubmit(form.setError);
  const [isRange, body] = useWatch({ control: form.control, name: ['isRange', 'body'] });
  const { reset } = form;

  // Each opening starts from the playhead of that moment, not from the last draft.
  useEffect(() => {
    if (isOpen) reset(draftAt(atSeconds));
  }, [isOpen, atSeconds, reset]);

  const onRangeChange = (isOn: boolean) => {
    form.setValue('isRange', isOn);
    if (isOn && form.getValues('endSeconds') === '') {
      const end = Math.min(Math.floor(atSeconds) + RANGE_SECONDS, target.durationSeconds);
      form.setValue('endSeconds', formatDuration(end));
    }
  };

  const onSubmit = form.handleSubmit((comment) =>
    submit(() => posting.mutateAsync(comment), {
      success: t('reviews.comments.composer.sent'),
      onSuccess: onClose,
      failure: (refusal) => t('reviews.comments.failed', { reason: reasonOf(refusal) }),
    }),
  );

  return (
    <DialogFrame
      isOpen={isOpen}
      onClose={onClose}
      onSubmit={onSubmit}
      maxWidth="sm"
      title={t('reviews.comments.composer.title', { title: target.title })}
      actions={
        <CancelAndSend onCancel={onClose} isSending={form.formState.isSubmitting}>
          {t('reviews.comments.composer.send')}
        </CancelAndSend>
      }
    >
      <Stack spacing={2}>
        <Typography>
          {t(
            target.version === null
              ? 'reviews.comments.composer.leadOfTake'
              : 'reviews.comments.composer.lead',
            { version: target.version, duration: formatDuration(target.durationSeconds) },
          )}
        </Typography>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
        >
          <TextField
            label={t('reviews.comments.composer.at')}
            required
            autoComplete="off"
            sx={{ width: '9rem' }}
            {...fieldProps(form, 'atSeconds', t('reviews.comments.composer.atHelp'))}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormControlLabel
            sx={{ mt: 1, mr: 0 }}
            control={
              <Switch checked={isRange} onChange={(event) => onRangeChange(event.target.checked)} />
            }
            label={t('reviews.comments.composer.isRange')}
          />
          {isRange && (
            <TextField
              label={t('reviews.comments.composer.end')}
              required
              autoComplete="off"
              sx={{ width: '9rem' }}
              {...fieldProps(form, 'endSeconds', t('reviews.comments.composer.endHelp'))}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
        </Stack>
        <CountedTextField
          label={t('reviews.comments.composer.body')}
          required
          autoFocus
          minRows={3}
          length={body.length}
          maxLength={COMMENT_MAX_LENGTH}
          {...fieldProps(form, 'body')}
        />
      </Stack>
    </DialogFrame>
  );
}

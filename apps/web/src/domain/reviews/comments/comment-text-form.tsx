import { Button, Stack } from '@mui/material';
import { COMMENT_MAX_LENGTH, editCommentBodySchema, type EditCommentBody } from '@cuebrief/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../../components/counted-text-field';
import { fieldProps } from '../../../components/form/field-props';
import { useApiSubmit } from '../../../components/form/use-api-submit';
import { formResolver } from '../../../lib/form-resolver';
import { reasonOf } from '../../../lib/refusal-reason';

/**
 * The text of a comment, written in place: a reply under its thread, or the author's change to
 * their own comment. Checked with the shared rule; the server's refusal shows on the field.
 */
export function CommentTextForm({
  label,
  initialText = '',
  sendLabel,
  success,
  send,
  onDone,
}: {
  label: string;
  initialText?: string;
  sendLabel: string;
  /** Toasted once the server has it. */
  success: string;
  send: (body: string) => Promise<unknown>;
  /** Sent or cancelled: the form goes. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<{ body: string }, unknown, EditCommentBody>({
    defaultValues: { body: initialText },
    resolver: formResolver(editCommentBodySchema),
  });
  const submit = useApiSubmit(form.setError);
  const body = useWatch({ control: form.control, name: 'body' });

  const onSubmit = form.handleSubmit((comment) =>
    submit(() => send(comment.body), {
      success,
      onSuccess: onDone,
      failure: (refusal) => t('reviews.comments.failed', { reason: reasonOf(refusal) }),
    }),
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={1}>
      <CountedTextField
        label={label}
        required
        autoFocus
        size="small"
        minRows={2}
        length={body.length}
        maxLength={COMMENT_MAX_LENGTH}
        {...fieldProps(form, 'body')}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onDone} disabled={form.formState.isSubmitting}>
          {t('dialog.cancel')}
        </Button>
        <Button
          size="small"
          type="submit"
          variant="contained"
          loading={form.formState.isSubmitting}
        >
          {sendLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

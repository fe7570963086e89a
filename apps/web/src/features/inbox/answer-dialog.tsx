import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import {
  answerQuestionBodySchema,
  MESSAGE_MAX_LENGTH,
  type AdminQuestion,
  type AnswerQuestionBody,
} from '@cuebrief/shared';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../components/counted-text-field';
import { fieldProps } from '../../components/form/field-props';
import { useApiSubmit } from '../../components/form/use-api-submit';
import { formResolver } from '../../lib/form-resolver';
import { useAnswerQuestion } from './api/answer-question';

function AnswerForm({
  question,
  titleId,
  onClose,
}: {
  question: AdminQuestion;
  titleId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const answering = useAnswerQuestion();
  const form = useForm<Record<string, string>, unknown, AnswerQuestionBody>({
    resolver: formResolver(answerQuestionBodySchema),
    defaultValues: { answer: question.answer ?? '' },
  });

  const { handleSubmit, formState, setError } = form;
  const answerText = useWatch({ control: form.control, name: 'answer' });
  const submit = useApiSubmit(setError);

  const onSubmit = handleSubmit((body) =>
    submit(() => answering.mutateAsync({ id: question.id, body }), {
      success: t('inbox.answerSaved'),
      onSuccess: onClose,
      failure: (refusal) => t('inbox.answerFailed', { reason: refusal.message }),
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogTitle id={titleId}>
        {t(question.answer === null ? 'inbox.answerTitle' : 'inbox.editAnswerTitle', {
          name: question.name,
        })}
      </DialogTitle>
      <DialogContent>
        {/* The question stays in view while the answer is written. */}
        <Typography
          component="blockquote"
          sx={{
            m: 0,
            mb: 2.5,
            pl: 2,
            borderLeft: 4,
            borderColor: 'divider',
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
          }}
        >
          {question.question}
        </Typography>
        <CountedTextField
          label={t('inbox.answerField')}
          required
          fullWidth
          autoFocus
          minRows={6}
          length={answerText?.length ?? 0}
          maxLength={MESSAGE_MAX_LENGTH}
          {...fieldProps(
            form,
            'answer',
            t('inbox.answerHelp', { page: t(`inbox.audience.${question.audience}`) }),
          )}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={formState.isSubmitting}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {t('inbox.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Answers a question, or edits its answer; the list is refreshed when the answer is saved. */
export function AnswerDialog({
  question,
  onClose,
}: {
  question: AdminQuestion | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={question !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      {question && (
        <AnswerForm key={question.id} question={question} titleId={titleId} onClose={onClose} />
      )}
    </Dialog>
  );
}

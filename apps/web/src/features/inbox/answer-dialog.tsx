import { Button, Typography } from '@mui/material';
import {
  answerQuestionBodySchema,
  MESSAGE_MAX_LENGTH,
  type AdminQuestion,
  type AnswerQuestionBody,
} from '@cuebrief/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../components/dialog-frame';
import { CountedTextField } from '../../components/counted-text-field';
import { fieldProps } from '../../components/form/field-props';
import { useApiSubmit } from '../../components/form/use-api-submit';
import { formResolver } from '../../lib/form-resolver';
import { useAnswerQuestion } from './api/answer-question';

function AnswerForm({ question, onClose }: { question: AdminQuestion; onClose: () => void }) {
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
    <DialogFrame
      title={t(question.answer === null ? 'inbox.answerTitle' : 'inbox.editAnswerTitle', {
        name: question.name,
      })}
      onClose={onClose}
      onSubmit={onSubmit}
      maxWidth="sm"
      actions={
        <>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('inbox.save')}
          </Button>
        </>
      }
    >
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
    </DialogFrame>
  );
}

/**
 * Answers a question, or edits its answer, in the one dialog frame; the list is refreshed when
 * the answer is saved. Made for the question opened, so each opening starts from its answer.
 */
export function AnswerDialog({
  question,
  onClose,
}: {
  question: AdminQuestion | null;
  onClose: () => void;
}) {
  return question && <AnswerForm key={question.id} question={question} onClose={onClose} />;
}

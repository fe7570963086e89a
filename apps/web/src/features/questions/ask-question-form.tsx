import { Alert, Stack, TextField } from '@mui/material';
import {
  askQuestionBodySchema,
  MESSAGE_MAX_LENGTH,
  type AskQuestionBody,
  type QuestionAudience,
} from '@cuebrief/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../components/counted-text-field';
import { FieldGrid } from '../../components/form/field-grid';
import { fieldProps } from '../../components/form/field-props';
import { SendButton } from '../../components/form/send-button';
import { useApiSubmit } from '../../components/form/use-api-submit';
import { formResolver } from '../../lib/form-resolver';
import { useAskQuestion } from './api/ask-question';

/** Who asks: a signed-in person finds both filled in. */
const ASKER_FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
] as const;

/** A question for this page's audience; the page decides the audience, not the asker. */
export function AskQuestionForm({
  audience,
  asker,
}: {
  audience: QuestionAudience;
  asker: { name: string; email: string };
}) {
  const { t } = useTranslation();
  const asking = useAskQuestion();
  const [isAsked, setIsAsked] = useState(false);
  const form = useForm<Record<string, string>, unknown, AskQuestionBody>({
    resolver: formResolver(askQuestionBodySchema),
    defaultValues: { ...asker, question: '', audience },
  });

  const { handleSubmit, formState, setError, resetField } = form;
  const questionText = useWatch({ control: form.control, name: 'question' });
  const submit = useApiSubmit(setError);

  const onSubmit = handleSubmit((body) => {
    setIsAsked(false);
    return submit(() => asking.mutateAsync(body), {
      success: t('questions.success'),
      onSuccess: () => {
        setIsAsked(true);
        // Name and email stay for a follow-up question.
        resetField('question');
      },
      failure: (refusal) => refusal.message,
    });
  });

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
      {isAsked && (
        // A status, not an alert: the toast already announces the success.
        <Alert
          severity="success"
          role="status"
          closeText={t('dialog.close')}
          onClose={() => setIsAsked(false)}
        >
          {t('questions.askedNote')}
        </Alert>
      )}
      <FieldGrid>
        {ASKER_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={t(`questions.fields.${field.name}`)}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            {...fieldProps(form, field.name)}
          />
        ))}
      </FieldGrid>
      <CountedTextField
        label={t('questions.fields.question')}
        required
        minRows={4}
        length={questionText?.length ?? 0}
        maxLength={MESSAGE_MAX_LENGTH}
        {...fieldProps(form, 'question')}
      />
      <SendButton isSending={formState.isSubmitting}>{t('questions.submit')}</SendButton>
    </Stack>
  );
}

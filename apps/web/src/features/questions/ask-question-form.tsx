import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import {
  askQuestionBodySchema,
  MESSAGE_MAX_LENGTH,
  type AskQuestionBody,
  type QuestionAudience,
} from '@cuebrief/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../components/counted-text-field';
import { useToast } from '../../components/toast/toast-provider';
import { ApiError } from '../../lib/api-client';
import { formResolver } from '../../lib/form-resolver';
import { useAskQuestion } from './api/ask-question';

/** A question for this page's audience; the page decides the audience, not the asker. */
export function AskQuestionForm({
  audience,
  asker,
}: {
  audience: QuestionAudience;
  asker: { name: string; email: string };
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const asking = useAskQuestion();
  const [isAsked, setIsAsked] = useState(false);
  const { register, handleSubmit, formState, setError, watch, resetField } = useForm<
    Record<string, string>,
    unknown,
    AskQuestionBody
  >({
    resolver: formResolver(askQuestionBodySchema),
    defaultValues: { ...asker, question: '', audience },
  });

  const onSubmit = handleSubmit(async (body) => {
    setIsAsked(false);
    try {
      await asking.mutateAsync(body);
      showToast({ severity: 'success', description: t('questions.success') });
      setIsAsked(true);
      // Name and email stay for a follow-up question.
      resetField('question');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const field of error.fields) setError(field.field, { message: field.message });
      showToast({ severity: 'error', description: error.message });
    }
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
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('questions.fields.name')}
          autoComplete="name"
          required
          error={Boolean(formState.errors.name)}
          helperText={formState.errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('questions.fields.email')}
          type="email"
          autoComplete="email"
          required
          error={Boolean(formState.errors.email)}
          helperText={formState.errors.email?.message}
          {...register('email')}
        />
      </Box>
      <CountedTextField
        label={t('questions.fields.question')}
        required
        minRows={4}
        length={watch('question')?.length ?? 0}
        maxLength={MESSAGE_MAX_LENGTH}
        error={Boolean(formState.errors.question)}
        helperText={formState.errors.question?.message}
        {...register('question')}
      />
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          endIcon={<SendIcon />}
          loading={formState.isSubmitting}
          loadingPosition="end"
        >
          {t('questions.submit')}
        </Button>
      </Box>
    </Stack>
  );
}

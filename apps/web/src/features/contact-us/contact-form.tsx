import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Stack, TextField } from '@mui/material';
import {
  contactBodySchema,
  MESSAGE_MAX_LENGTH,
  type ContactBody,
  type ContactMessage,
} from '@cuebrief/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../components/counted-text-field';
import { useToast } from '../../components/toast/toast-provider';
import { ApiError } from '../../lib/api-client';
import { formResolver } from '../../lib/form-resolver';
import { useSendContactMessage } from './api/send-contact-message';

export type Sender = Pick<ContactBody, 'firstName' | 'lastName' | 'email'>;

const TEXT_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', autoComplete: 'email', type: 'email', isWide: true },
  { name: 'subject', autoComplete: 'off', isWide: true },
] as const;

/** The contact payload of spec §3; the sender's name and email come prefilled when known. */
export function ContactForm({
  sender,
  onSent,
}: {
  sender: Sender;
  onSent: (message: ContactMessage) => void;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const sending = useSendContactMessage();
  const { register, handleSubmit, formState, setError, watch } = useForm<
    Record<string, string>,
    unknown,
    ContactBody
  >({
    resolver: formResolver(contactBodySchema),
    defaultValues: { ...sender, subject: '', message: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const message = await sending.mutateAsync(body);
      showToast({ severity: 'success', description: t('contact.success') });
      onSent(message);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The spec's own text for a repeated message; any other refusal (429 and the like) is
      // explained by the server's message.
      if (error.code === 'DUPLICATE_CONTACT') {
        showToast({ severity: 'error', description: t('contact.failedEmailTaken') });
        return;
      }
      for (const field of error.fields) setError(field.field, { message: field.message });
      showToast({ severity: 'error', description: error.message });
    }
  });

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {TEXT_FIELDS.map((field) => {
          const error = formState.errors[field.name]?.message;
          return (
            <TextField
              key={field.name}
              label={t(`contact.fields.${field.name}`)}
              type={'type' in field ? field.type : 'text'}
              autoComplete={field.autoComplete}
              required
              error={Boolean(error)}
              helperText={error}
              sx={'isWide' in field ? { gridColumn: '1 / -1' } : undefined}
              {...register(field.name)}
            />
          );
        })}
      </Box>
      <CountedTextField
        label={t('contact.fields.message')}
        required
        minRows={6}
        length={watch('message')?.length ?? 0}
        maxLength={MESSAGE_MAX_LENGTH}
        error={Boolean(formState.errors.message)}
        helperText={formState.errors.message?.message}
        {...register('message')}
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
          {t('contact.send')}
        </Button>
      </Box>
    </Stack>
  );
}

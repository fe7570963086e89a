import { Stack, TextField } from '@mui/material';
import {
  contactBodySchema,
  MESSAGE_MAX_LENGTH,
  type ContactBody,
  type ContactMessage,
} from '@cuebrief/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../components/counted-text-field';
import { FieldGrid } from '../../components/form/field-grid';
import { fieldProps } from '../../components/form/field-props';
import { SendButton } from '../../components/form/send-button';
import { useApiSubmit } from '../../components/form/use-api-submit';
import { formResolver } from '../../lib/form-resolver';
import { useSendContactMessage } from './api/send-contact-message';

export type Sender = Pick<ContactBody, 'firstName' | 'lastName' | 'email'>;

const TEXT_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', autoComplete: 'email', type: 'email', isWide: true },
  { name: 'subject', autoComplete: 'off', isWide: true },
] as const;

/**
 * The contact payload (docs/contracts.md#payloads); the sender's name and email come prefilled when
 * known.
 */
export function ContactForm({
  sender,
  onSent,
}: {
  sender: Sender;
  onSent: (message: ContactMessage) => void;
}) {
  const { t } = useTranslation();
  const sending = useSendContactMessage();
  const form = useForm<Record<string, string>, unknown, ContactBody>({
    resolver: formResolver(contactBodySchema),
    defaultValues: { ...sender, subject: '', message: '' },
  });

  const { handleSubmit, formState, setError } = form;
  const messageText = useWatch({ control: form.control, name: 'message' });
  const submit = useApiSubmit(setError);

  const onSubmit = handleSubmit((body) =>
    submit(() => sending.mutateAsync(body), {
      success: t('contact.success'),
      onSuccess: onSent,
      // The spec's own text for a repeated message; any other refusal (429 and the like) is
      // explained by the server's message.
      failure: (refusal) =>
        refusal.code === 'DUPLICATE_CONTACT' ? t('contact.failedEmailTaken') : refusal.message,
    }),
  );

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
      <FieldGrid>
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={t(`contact.fields.${field.name}`)}
            type={'type' in field ? field.type : 'text'}
            autoComplete={field.autoComplete}
            required
            sx={'isWide' in field ? { gridColumn: '1 / -1' } : undefined}
            {...fieldProps(form, field.name)}
          />
        ))}
      </FieldGrid>
      <CountedTextField
        label={t('contact.fields.message')}
        required
        minRows={6}
        length={messageText?.length ?? 0}
        maxLength={MESSAGE_MAX_LENGTH}
        {...fieldProps(form, 'message')}
      />
      <SendButton isSending={formState.isSubmitting}>{t('contact.send')}</SendButton>
    </Stack>
  );
}

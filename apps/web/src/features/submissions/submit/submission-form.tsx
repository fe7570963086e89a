import { Stack, TextField } from '@mui/material';
import {
  GENRES,
  INSTRUMENTS,
  LENGTHS,
  MESSAGE_MAX_LENGTH,
  MOODS,
  MUSICAL_KEYS,
  REQUEST_CATEGORIES,
  type ComposerRequest,
  type CreateSubmission,
  type Submission,
} from '@cuebrief/shared';
import type { FormEvent } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../../components/counted-text-field';
import { fieldProps } from '../../../components/form/field-props';
import { ListField } from '../../../components/form/list-field';
import { usePendingReference } from '../../../domain/requests/pending-reference';
import { ReferencesField } from '../../../domain/requests/references-field';
import { SendButton } from '../../../components/form/send-button';
import { TempoRangeField } from '../../../domain/requests/tempo-range-field';
import { useApiSubmit } from '../../../components/form/use-api-submit';
import { USD_SLOT_PROPS } from '../../../components/form/usd-slot-props';
import { useCreateSubmission } from '../api/create-submission';
import { draftFromRequest, submissionResolver, type SubmissionDraft } from './submission-draft';

type ListName = 'category' | 'length' | 'genre' | 'mood' | 'keywords' | 'instrumentation' | 'key';

/** The server names a list's item ("references.2"); the form shows it on the list. */
const topFieldOf = (path: string) => (path.split('.')[0] ?? path) as keyof SubmissionDraft;

/** The note to the client, with its length: watched here, so a key re-renders this box only. */
function NoteField({ form }: { form: UseFormReturn<SubmissionDraft, unknown, CreateSubmission> }) {
  const { t } = useTranslation();
  const note = useWatch({ control: form.control, name: 'brief' });
  return (
    <CountedTextField
      label={t('submissions.fields.brief')}
      minRows={4}
      length={note.length}
      maxLength={MESSAGE_MAX_LENGTH}
      {...fieldProps(form, 'brief', t('submissions.help.brief'))}
    />
  );
}

/**
 * The submission's description (the brief's fields, docs/contracts.md#brief-fields), filled in
 * from the brief and checked with the shared schema. Sent on its own first: the audios are
 * uploaded to the submission it creates (docs/contracts.md#submissions).
 */
export function SubmissionForm({
  request,
  onCreated,
}: {
  request: ComposerRequest;
  onCreated: (submission: Submission) => void;
}) {
  const { t } = useTranslation();
  const creating = useCreateSubmission(request.id);
  const form = useForm<SubmissionDraft, unknown, CreateSubmission>({
    resolver: submissionResolver,
    defaultValues: draftFromRequest(request),
  });
  const submit = useApiSubmit<SubmissionDraft>((name, error) =>
    form.setError(topFieldOf(name), error),
  );
  const texts = (name: ListName | 'tempo' | 'references') => ({
    label: t(`requests.fields.${name}`),
    help: t(`requests.wizard.help.${name}`),
  });
  const list = (
    name: ListName,
    kind: 'chips' | 'menu' | 'free',
    options: readonly string[] = [],
  ) => (
    <ListField
      control={form.control}
      name={name}
      kind={kind}
      options={options}
      isRequired={name === 'genre' || name === 'mood'}
      {...texts(name)}
    />
  );

  const pendingReference = usePendingReference(form, 'references');
  const onSubmit = (event: FormEvent) => {
    // A link typed and not added goes with the form, or the form stops to say why.
    if (!pendingReference.takeBeforeSubmit()) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit((body) =>
      submit(() => creating.mutateAsync(body), {
        failure: t('submissions.submit.failed'),
        onSuccess: onCreated,
      }),
    )(event);
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
      {list('genre', 'chips', GENRES)}
      {list('mood', 'chips', MOODS)}
      {list('category', 'chips', REQUEST_CATEGORIES)}
      {list('length', 'chips', LENGTHS)}
      {list('instrumentation', 'chips', INSTRUMENTS)}
      <TempoRangeField control={form.control} name="tempo" isRequired {...texts('tempo')} />
      {list('key', 'menu', MUSICAL_KEYS)}
      {list('keywords', 'free')}
      <TextField
        label={t('requests.fields.soundLike')}
        {...fieldProps(form, 'soundLike', t('submissions.help.soundLike'))}
      />
      <ReferencesField
        control={form.control}
        name="references"
        pending={pendingReference}
        {...texts('references')}
      />
      <TextField
        label={t('requests.fields.trailerizationOf')}
        {...fieldProps(form, 'trailerizationOf', t('submissions.help.trailerizationOf'))}
      />
      <NoteField form={form} />
      <TextField
        label={t('submissions.fields.budget')}
        autoComplete="off"
        {...fieldProps(form, 'budget', t('submissions.help.budget'))}
        slotProps={USD_SLOT_PROPS}
      />
      <SendButton isSending={form.formState.isSubmitting}>
        {t('submissions.submit.send')}
      </SendButton>
    </Stack>
  );
}

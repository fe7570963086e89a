import {
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import {
  SHORTLIST_NOTE_MAX_LENGTH,
  addShortlistItemBodySchema,
  shortlistBodySchema,
  type ShortlistSummary,
} from '@cuebrief/shared';
import { useId, type FormEvent } from 'react';
import {
  useForm,
  useWatch,
  type FieldErrors,
  type Resolver,
  type ResolverResult,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../components/counted-text-field';
import { DialogFrame } from '../../components/dialog-frame';
import { fieldProps } from '../../components/form/field-props';
import { useApiSubmit } from '../../components/form/use-api-submit';
import { ListSkeleton, LoadFailed } from '../../components/list-states';
import { validateForm } from '../../lib/form-resolver';
import { reasonOf } from '../../lib/refusal-reason';
import { useAddToShortlist, useCreateShortlist, useShortlists } from './shortlists-api';

/** The choice that makes a new shortlist first ("New shortlist…"). */
const NEW = 'new';

type AddDraft = { choice: string; title: string; note: string };
type AddValues = { choice: string; title?: string; note?: string };

const noteSchema = addShortlistItemBodySchema.pick({ note: true });

/** The note always, the new shortlist's title only when one is being made. */
const addResolver: Resolver<AddDraft, unknown, AddValues> = async (
  draft,
): Promise<ResolverResult<AddDraft, AddValues>> => {
  const note = validateForm(noteSchema, { note: draft.note });
  const title =
    draft.choice === NEW ? validateForm(shortlistBodySchema, { title: draft.title }) : null;
  const errors = { ...note.errors, ...title?.errors } as FieldErrors<AddDraft>;
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return {
    values: { choice: draft.choice, title: title?.values.title, note: note.values.note },
    errors: {},
  };
};

/**
 * "Add to a shortlist": which of the client's shortlists (the latest changed first, chosen
 * already) or a new one with its title, and an optional note. Mounted only while open, so a page
 * of music does not ask for the shortlists until someone wants to add to one.
 */
export function AddToShortlistDialog({
  audioId,
  title,
  version,
  onClose,
}: {
  audioId: string;
  title: string;
  version: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const shortlists = useShortlists();
  const creating = useCreateShortlist();
  const adding = useAddToShortlist();
  const form = useForm<AddDraft, unknown, AddValues>({
    defaultValues: { choice: '', title: '', note: '' },
    resolver: addResolver,
  });
  const submit = useApiSubmit(form.setError);
  const list = shortlists.data ?? [];
  // Until someone picks, the latest changed shortlist is the one (or a new one when none).
  const choice = useWatch({ control: form.control, name: 'choice' }) || (list[0]?.id ?? NEW);
  const note = useWatch({ control: form.control, name: 'note' });

  const send = form.handleSubmit((values) =>
    submit(
      async () => {
        let shortlistId = values.choice;
        if (shortlistId === NEW) {
          shortlistId = (await creating.mutateAsync({ title: values.title ?? '' })).id;
          // Made: a retry after a refused add goes to it rather than making another.
          form.setValue('choice', shortlistId);
        }
        return adding.mutateAsync({ shortlistId, audioId, note: values.note });
      },
      {
        success: t('shortlists.add.added'),
        onSuccess: onClose,
        // 409 "This is already on the shortlist." is the server's own sentence.
        failure: (refusal) =>
          refusal.status === 409
            ? refusal.message
            : t('shortlists.add.failed', { reason: reasonOf(refusal) }),
      },
    ),
  );
  // The choice shown is the one sent, picked or not.
  const onSubmit = (event: FormEvent) => {
    form.setValue('choice', choice);
    return send(event);
  };

  let choices;
  if (shortlists.isPending) {
    choices = <ListSkeleton rows={2} height={36} />;
  } else if (shortlists.isError) {
    choices = (
      <LoadFailed
        message={t('shortlists.add.loadFailed')}
        onRetry={() => void shortlists.refetch()}
      />
    );
  } else {
    choices = (
      <ShortlistChoices
        shortlists={list}
        value={choice}
        onChange={(value) => form.setValue('choice', value)}
      />
    );
  }

  return (
    <DialogFrame
      onClose={onClose}
      onSubmit={onSubmit}
      title={
        version === null
          ? t('shortlists.add.title', { title })
          : t('shortlists.add.titleOfVersion', { title, version })
      }
      actions={
        <>
          <Button onClick={onClose} disabled={form.formState.isSubmitting}>
            {t('dialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={form.formState.isSubmitting}
            disabled={shortlists.isPending || shortlists.isError}
          >
            {t('shortlists.add.submit')}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        {choices}
        {choice === NEW && (
          <TextField
            label={t('shortlists.add.newTitle')}
            required
            autoComplete="off"
            {...fieldProps(form, 'title')}
          />
        )}
        <CountedTextField
          label={t('shortlists.note.label')}
          minRows={2}
          length={note.length}
          maxLength={SHORTLIST_NOTE_MAX_LENGTH}
          {...fieldProps(form, 'note', t('shortlists.note.help'))}
        />
      </Stack>
    </DialogFrame>
  );
}

/** The client's shortlists as radio buttons, then "New shortlist…". */
function ShortlistChoices({
  shortlists,
  value,
  onChange,
}: {
  shortlists: readonly ShortlistSummary[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const legendId = useId();
  return (
    <FormControl>
      <FormLabel id={legendId}>{t('shortlists.add.which')}</FormLabel>
      <RadioGroup
        aria-labelledby={legendId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {shortlists.map((shortlist) => (
          <FormControlLabel
            key={shortlist.id}
            value={shortlist.id}
            control={<Radio />}
            label={t('shortlists.add.choice', {
              title: shortlist.title,
              count: shortlist.itemCount,
            })}
            sx={{ overflowWrap: 'anywhere' }}
          />
        ))}
        <FormControlLabel value={NEW} control={<Radio />} label={t('shortlists.add.new')} />
      </RadioGroup>
    </FormControl>
  );
}

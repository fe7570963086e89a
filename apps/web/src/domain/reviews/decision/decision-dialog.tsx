import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import {
  DECISION_NOTE_MAX_LENGTH,
  type TakeDecision,
  type TakeDecisionBody,
} from '@cuebrief/shared';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../../components/counted-text-field';
import { DialogFrame } from '../../../components/dialog-frame';
import { fieldProps } from '../../../components/form/field-props';
import { CancelAndSend } from '../../../components/form/cancel-and-send';
import { useApiSubmit } from '../../../components/form/use-api-submit';
import { reasonOf } from '../../../lib/refusal-reason';
import { useDecideTake } from '../api/use-take-decision';
import { checkDecisionDraft, draftOf, type DecisionDraft } from './decision-draft';
import { PassReasonsField } from './pass-reasons-field';
import { madeWhenOpened } from '../../../components/made-when-opened';

/**
 * The client's decision on a version of a take: shortlist it, or pass with one or more reasons
 * from the fixed list and an optional note. Opened again, it starts from the current decision,
 * which the new one replaces.
 */
function DecisionDialogMade({
  target,
  decision,
  isOpen,
  onClose,
  listKey,
}: {
  /** The version decided on. */
  target: { audioId: string; title: string; version: number };
  decision: TakeDecision | null;
  isOpen: boolean;
  onClose: () => void;
  listKey: QueryKey;
}) {
  const { t } = useTranslation();
  const stateId = useId();
  const deciding = useDecideTake(target.audioId, listKey);
  const form = useForm<DecisionDraft, unknown, TakeDecisionBody>({
    defaultValues: draftOf(decision),
    resolver: async (draft) => checkDecisionDraft(draft),
  });
  const submit = useApiSubmit(form.setError);
  const [state, note] = useWatch({ control: form.control, name: ['state', 'note'] });
  const { reset } = form;

  useEffect(() => {
    if (isOpen) reset(draftOf(decision));
  }, [isOpen, decision, reset]);

  const onSubmit = form.handleSubmit((body) =>
    submit(() => deciding.mutateAsync(body), {
      success: t('reviews.decision.saved', { title: target.title }),
      onSuccess: onClose,
      failure: (refusal) => t('reviews.decision.failed', { reason: reasonOf(refusal) }),
    }),
  );
  const stateError = form.formState.errors.state?.message;

  return (
    <DialogFrame
      isOpen={isOpen}
      onClose={onClose}
      onSubmit={onSubmit}
      maxWidth="sm"
      title={t('reviews.decision.title', { title: target.title })}
      actions={
        <CancelAndSend onCancel={onClose} isSending={form.formState.isSubmitting}>
          {t('reviews.decision.send')}
        </CancelAndSend>
      }
    >
      <Stack spacing={2.5}>
        <Typography>{t('reviews.decision.lead', { version: target.version })}</Typography>
        <FormControl error={Boolean(stateError)}>
          <FormLabel id={stateId} sx={{ fontWeight: 600 }}>
            {t('reviews.decision.state')}
          </FormLabel>
          <Controller
            control={form.control}
            name="state"
            render={({ field }) => (
              <RadioGroup
                aria-labelledby={stateId}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {(['shortlisted', 'passed'] as const).map((choice) => (
                  <FormControlLabel
                    key={choice}
                    value={choice}
                    control={
                      <Radio
                        slotProps={{
                          input: { ref: choice === 'shortlisted' ? field.ref : undefined },
                        }}
                      />
                    }
                    label={
                      <span>
                        {t(`reviews.decision.${choice === 'passed' ? 'pass' : 'shortlist'}`)}
                        <Typography
                          component="span"
                          variant="body2"
                          color="text.secondary"
                          sx={{ display: 'block' }}
                        >
                          {t(
                            `reviews.decision.${choice === 'passed' ? 'passHelp' : 'shortlistHelp'}`,
                          )}
                        </Typography>
                      </span>
                    }
                    sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.75 }, mb: 1 }}
                  />
                ))}
              </RadioGroup>
            )}
          />
          {stateError && <FormHelperText sx={{ mx: 0 }}>{stateError}</FormHelperText>}
        </FormControl>
        {state === 'passed' && (
          <>
            <Controller
              control={form.control}
              name="reasons"
              render={({ field, fieldState }) => (
                <PassReasonsField
                  value={field.value}
                  onChange={field.onChange}
                  focusRef={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
            <CountedTextField
              label={t('reviews.decision.note')}
              minRows={2}
              length={note.length}
              maxLength={DECISION_NOTE_MAX_LENGTH}
              {...fieldProps(form, 'note', t('reviews.decision.noteHelp'))}
            />
          </>
        )}
      </Stack>
    </DialogFrame>
  );
}

/** Made once first opened: closed, it costs a list of many audios nothing. */
export const DecisionDialog = madeWhenOpened(DecisionDialogMade);

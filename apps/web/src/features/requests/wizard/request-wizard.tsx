import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ClientRequest, CreateRequest, Profile, Vocabularies } from '@cuebrief/shared';
import { useEffect, useId, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useApiSubmit } from '../../../components/form/use-api-submit';
import { useSubscriptionDialog } from '../../../domain/payments/subscription-dialog';
import { usePendingReference } from '../../../domain/requests/pending-reference';
import { useCreateRequest } from '../api/create-request';
import { REQUEST_STEPS, SUMMARY_STEP, stepOfField } from '../request-steps';
import { draftStorage } from './draft-storage';
import { newDraft, type RequestDraft } from './request-draft';
import { requestResolver, type StepContext } from './request-resolver';
import { WizardActions } from './wizard-actions';
import type { WizardForm } from './wizard-form';
import { WizardProgress } from './wizard-progress';
import { WizardStep } from './wizard-step';

/** The server names a list's item ("references.2"); the wizard shows it on the list. */
const topFieldOf = (path: string) => path.split('.')[0] ?? path;

/**
 * The six-step brief (docs/contracts.md#request-wizard). Each step's "Next" checks that step's
 * answers with the shared schema; the summary sends. The draft, with its step, is kept on the
 * device until it is sent or reset, so a reload picks up where the client was.
 */
export function RequestWizard({
  profile,
  words,
  onCreated,
}: {
  profile: Profile;
  words: Vocabularies;
  onCreated: (request: ClientRequest) => void;
}) {
  const { t } = useTranslation();
  const creating = useCreateRequest();
  const subscriptionDialog = useSubscriptionDialog();
  const headingId = useId();
  const fresh = useMemo(() => newDraft(profile, words.duty), [profile, words.duty]);
  const [saved] = useState(() => draftStorage.load(profile.uuid));
  const [step, setStep] = useState(saved?.step ?? 0);
  // The furthest step reached: the stepper opens it and every step before it.
  const [visited, setVisited] = useState(Math.max(saved?.visited ?? 0, saved?.step ?? 0));
  const [isResetOpen, setIsResetOpen] = useState(false);
  const form: WizardForm = useForm<RequestDraft, StepContext, CreateRequest>({
    resolver: requestResolver,
    context: { step },
    defaultValues: { ...fresh, ...saved?.values },
  });

  // Every answer is kept as it is given, with the step it was given on.
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        // A change without a name is the wizard's own reset: nothing of the person's to keep.
        if (name) draftStorage.save(profile.uuid, { step, visited, values: form.getValues() });
      },
    });
  }, [form, profile.uuid, step, visited]);

  // A new step replaces the one the person was in: focus goes to its heading, so keyboard and
  // screen-reader users start at its top. Not on the first visit, which starts at the page's.
  // The heading is brought into view only if it is out of it, and then below the sticky app bar
  // (the document's scroll padding, from the bar's height token; decision 046), never under it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shouldFocusHeading = useRef(false);
  useEffect(() => {
    const heading = headingRef.current;
    if (!shouldFocusHeading.current || !heading) return;
    shouldFocusHeading.current = false;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView?.({ block: 'nearest' });
  }, [step]);

  const show = (next: number, reached: number) => {
    shouldFocusHeading.current = true;
    setStep(next);
    setVisited(reached);
  };

  /** A step starts unchecked, unless it is opened to show the server's objections. */
  const goTo = (next: number, options: { keepErrors?: boolean } = {}) => {
    form.reset(undefined, {
      keepValues: true,
      keepDefaultValues: true,
      keepErrors: options.keepErrors,
    });
    const reached = Math.max(visited, next);
    draftStorage.save(profile.uuid, { step: next, visited: reached, values: form.getValues() });
    show(next, reached);
  };

  const startOver = () => {
    draftStorage.clear(profile.uuid);
    form.reset(fresh);
    show(0, 0);
  };

  const setFieldError: UseFormSetError<RequestDraft> = (name, error, options) =>
    form.setError(topFieldOf(name) as typeof name, error, options);
  const submit = useApiSubmit(setFieldError);

  const pendingReference = usePendingReference(form, 'references');

  /**
   * The step shown, checked as its Next checks it, then `then`: Next and the stepper's way ahead
   * alike. Built when used, not while rendering: its steps move focus and the step.
   */
  const checkStep = (then: (body: CreateRequest) => unknown, event?: BaseSyntheticEvent) => {
    // A link typed on the brief step and not added goes with it, or the step stops to say why.
    if (!pendingReference.takeBeforeSubmit()) {
      event?.preventDefault();
      return;
    }
    return form.handleSubmit(then)(event);
  };

  /**
   * A step of the stepper: one before this goes back as Back does; one after it, already
   * visited, goes ahead once this step's answers pass as Next would have them.
   */
  const openStep = (target: number) => {
    if (target < step) goTo(target);
    else if (target > step && target <= visited) void checkStep(() => goTo(target));
  };

  /** Next, or on the summary the brief sent. */
  const nextOrSend = (body: CreateRequest) => {
    if (step < SUMMARY_STEP) {
      goTo(step + 1);
      return;
    }
    return submit(() => creating.mutateAsync(body), {
      success: t('requests.wizard.success'),
      onSuccess: (created) => {
        startOver();
        onCreated(created);
      },
      // A plan that ran out is said by the "Upgrade Your Plan" dialog, not a toast.
      failure: (refusal) => (refusal.status === 402 ? null : t('requests.wizard.failed')),
      onRefusal: (refusal) => {
        if (refusal.status === 402) {
          subscriptionDialog.open();
          return;
        }
        const first = refusal.fields[0];
        if (first) goTo(stepOfField(topFieldOf(first.field)), { keepErrors: true });
      },
    });
  };
  const onSubmit = (event?: BaseSyntheticEvent) => checkStep(nextOrSend, event);

  return (
    <>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack spacing={3}>
            <WizardProgress step={step} visited={visited} onOpen={openStep} />
            <Stack
              component="form"
              spacing={3}
              noValidate
              onSubmit={onSubmit}
              aria-labelledby={headingId}
            >
              <Typography
                id={headingId}
                variant="h2"
                ref={headingRef}
                tabIndex={-1}
                sx={{ outline: 'none' }}
              >
                {t(`requests.wizard.steps.${REQUEST_STEPS[step]?.id ?? 'RequestSummary'}`)}
              </Typography>
              <WizardStep
                step={step}
                form={form}
                words={words}
                onEdit={(next) => goTo(next)}
                pendingReference={pendingReference}
              />
              <WizardActions
                step={step}
                isSending={form.formState.isSubmitting}
                onBack={() => goTo(step - 1)}
                onReset={() => setIsResetOpen(true)}
              />
              <Typography variant="body2" color="text.secondary">
                {t('requests.wizard.draftNote')}
              </Typography>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <ConfirmDialog
        isOpen={isResetOpen}
        title={t('requests.wizard.resetTitle')}
        onClose={() => setIsResetOpen(false)}
        onConfirm={() => {
          setIsResetOpen(false);
          startOver();
        }}
      >
        <Typography>{t('requests.wizard.resetText')}</Typography>
      </ConfirmDialog>
    </>
  );
}

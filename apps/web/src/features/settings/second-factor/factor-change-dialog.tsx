import { Button, Stack, TextField, Typography } from '@mui/material';
import { secondFactorChangeBodySchema, type SecondFactorChangeBody } from '@cuebrief/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame';
import { fieldProps } from '../../../components/form/field-props';
import { useApiSubmit } from '../../../components/form/use-api-submit';
import { formResolver } from '../../../lib/form-resolver';

const EMPTY = { password: '', code: '' };

/**
 * A change to a factor in force (new recovery codes, turning it off), confirmed in a dialog that
 * asks for the password and a code, so a session left open is not enough to make it. Wrong ones
 * are said on their fields; the dialog stays open to try again.
 */
export function FactorChangeDialog<R>({
  isOpen,
  title,
  text,
  confirmLabel,
  isDanger = false,
  send,
  texts,
  onDone,
  onClose,
}: {
  isOpen: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  isDanger?: boolean;
  send: (body: SecondFactorChangeBody) => Promise<R>;
  texts: { success: string; failed: string };
  onDone: (result: R) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Record<string, string>, unknown, SecondFactorChangeBody>({
    resolver: formResolver(secondFactorChangeBodySchema),
    defaultValues: EMPTY,
  });
  const { handleSubmit, formState, setError, reset } = form;
  const submit = useApiSubmit(setError);
  const close = () => {
    if (formState.isSubmitting) return;
    reset(EMPTY);
    onClose();
  };

  const onSubmit = handleSubmit((body) =>
    submit(() => send(body), {
      success: texts.success,
      onSuccess: (result) => {
        reset(EMPTY);
        onDone(result);
      },
      // Said on the fields in the app's words: the password, or the code.
      onRefusal: (refusal) => {
        if (refusal.code === 'WRONG_PASSWORD') {
          setError('password', { message: t('secondFactor.wrongPassword') });
        } else if (refusal.fields.some((field) => field.field === 'code')) {
          setError('code', { message: t('secondFactor.wrongCode') });
        }
      },
      failure: (refusal) =>
        refusal.code === 'WRONG_PASSWORD' || refusal.fields.some((f) => f.field === 'code')
          ? null
          : texts.failed,
    }),
  );

  return (
    <DialogFrame
      isOpen={isOpen}
      onClose={close}
      onSubmit={onSubmit}
      title={title}
      actions={
        <>
          <Button onClick={close} disabled={formState.isSubmitting}>
            {t('secondFactor.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={isDanger ? 'error' : 'primary'}
            loading={formState.isSubmitting}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack spacing={2.5}>
        <Typography>{text}</Typography>
        <TextField
          label={t('secondFactor.password')}
          type="password"
          autoComplete="current-password"
          required
          {...fieldProps(form, 'password')}
        />
        <TextField
          label={t('secondFactor.changeCode')}
          autoComplete="one-time-code"
          required
          {...fieldProps(form, 'code')}
        />
      </Stack>
    </DialogFrame>
  );
}

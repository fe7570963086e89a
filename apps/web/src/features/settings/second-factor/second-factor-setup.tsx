import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import {
  secondFactorConfirmBodySchema,
  type RecoveryCodes,
  type SecondFactorSetup,
} from '@cuebrief/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldProps } from '../../../components/form/field-props';
import { useApiSubmit } from '../../../components/form/use-api-submit';
import { formResolver } from '../../../lib/form-resolver';
import { useConfirmSecondFactor } from '../api/confirm-second-factor';
import { CopyButton } from '../../../components/copy-button';
import { copyTexts } from './copy-texts';

/**
 * The server's QR code as an image: an SVG drawn from data, never put into the page as markup,
 * so nothing in it can run or reach the page.
 */
function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** The key in groups of four, as apps that take it typed show it; the copy is the plain key. */
const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A setup under way: scan the QR code (or type the key), then confirm with the code the app
 * shows. The recovery codes the confirmation answers go to `onConfirmed`.
 */
export function SecondFactorSetupPanel({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: SecondFactorSetup;
  onConfirmed: (codes: RecoveryCodes) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmSecondFactor();
  const form = useForm<Record<string, string>, unknown, { code: string }>({
    resolver: formResolver(secondFactorConfirmBodySchema),
    defaultValues: { code: '' },
  });
  const { handleSubmit, formState, setError } = form;
  const submit = useApiSubmit(setError);

  const onSubmit = handleSubmit((body) =>
    submit(() => confirm.mutateAsync(body), {
      success: t('secondFactor.confirmed'),
      onSuccess: onConfirmed,
      // A wrong code is said on the field, in the app's words; anything else in a toast.
      onRefusal: (refusal) => {
        if (refusal.fields.some((field) => field.field === 'code')) {
          setError('code', { message: t('secondFactor.wrongCode') });
        }
      },
      failure: (refusal) =>
        refusal.fields.some((field) => field.field === 'code')
          ? null
          : t('secondFactor.confirmFailed'),
    }),
  );

  return (
    <Stack spacing={2.5}>
      <Typography>{t('secondFactor.scan')}</Typography>
      <Box
        component="img"
        src={svgDataUrl(setup.qrSvg)}
        alt={t('secondFactor.qrAlt')}
        sx={{ width: 200, height: 200, bgcolor: 'common.white', border: 1, borderColor: 'divider' }}
      />
      <Stack spacing={1}>
        <Typography color="text.secondary">{t('secondFactor.orType')}</Typography>
        <Typography
          component="code"
          aria-label={t('secondFactor.secretLabel')}
          data-testid="second-factor-key"
          sx={{ fontFamily: 'monospace', fontSize: '1.1rem', wordBreak: 'break-all' }}
        >
          {groupedKey(setup.secret)}
        </Typography>
        <CopyButton text={setup.secret} texts={copyTexts(t, t('secondFactor.copyKey'))} />
      </Stack>
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        <Typography>{t('secondFactor.enterCode')}</Typography>
        <TextField
          label={t('secondFactor.code')}
          autoComplete="one-time-code"
          required
          sx={{ maxWidth: { sm: 240 } }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          {...fieldProps(form, 'code')}
        />
        <Stack direction="row" spacing={1.5}>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('secondFactor.confirm')}
          </Button>
          <Button onClick={onCancel} disabled={formState.isSubmitting}>
            {t('secondFactor.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}

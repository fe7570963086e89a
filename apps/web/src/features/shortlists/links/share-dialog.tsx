import { Alert, Button, Stack, TextField } from '@mui/material';
import { SHARE_LINK_MAX_DAYS, type CreatedShareLink } from '@cuebrief/shared';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame';
import { fieldProps } from '../../../components/form/field-props';
import { SwitchField } from '../../../components/form/switch-field';
import { useApiSubmit } from '../../../components/form/use-api-submit';
import { reasonOf } from '../../../lib/refusal-reason';
import { useCreateShareLink } from '../api/share-links';
import { CreatedLink } from './created-link';
import {
  expiryDaysOf,
  newShareLinkDraft,
  shareLinkResolver,
  type ShareLinkBody,
  type ShareLinkDraft,
} from './share-link-draft';

/**
 * "Share": one recipient's link — who it is for, an optional email (kept for the client, never
 * mailed), the day it ends, an optional password, and whether mp3s may be downloaded (off unless
 * chosen). Made, the dialog shows its address this once, to copy (the server keeps only a hash).
 * Mounted while open, so each opening starts a fresh link.
 */
export function ShareDialog({
  shortlistId,
  shortlistTitle,
  onClose,
}: {
  shortlistId: string;
  shortlistTitle: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const creating = useCreateShareLink(shortlistId);
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const days = useMemo(() => expiryDaysOf(new Date()), []);
  const form = useForm<ShareLinkDraft, unknown, ShareLinkBody>({
    defaultValues: newShareLinkDraft(new Date()),
    resolver: shareLinkResolver(() => new Date()),
  });
  const submit = useApiSubmit(form.setError);

  const onSubmit = form.handleSubmit((body) =>
    submit(() => creating.mutateAsync(body), {
      success: t('shortlists.share.created'),
      onSuccess: setCreated,
      failure: (refusal) => t('shortlists.share.failed', { reason: reasonOf(refusal) }),
    }),
  );

  return (
    <DialogFrame
      title={t('shortlists.share.title', { title: shortlistTitle })}
      onClose={onClose}
      maxWidth="sm"
      // Once the address shows, a stray click outside would lose it for good: only Done, the
      // close button or Escape end the dialog then.
      dismissal={created ? 'not-by-backdrop' : 'any'}
      onSubmit={created ? undefined : onSubmit}
      actions={
        created ? (
          <Button variant="contained" onClick={onClose}>
            {t('shortlists.share.done')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={form.formState.isSubmitting}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {t('shortlists.share.submit')}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <CreatedLink url={created.url} label={created.link.label} />
      ) : (
        <Stack spacing={2}>
          <TextField
            label={t('shortlists.share.label')}
            required
            autoFocus
            autoComplete="off"
            {...fieldProps(form, 'label', t('shortlists.share.labelHelp'))}
          />
          <TextField
            label={t('shortlists.share.email')}
            type="email"
            autoComplete="off"
            {...fieldProps(form, 'email', t('shortlists.share.emailHelp'))}
          />
          {/* The browser's own date picker: no library, and it speaks the person's locale. */}
          <TextField
            label={t('shortlists.share.expiresOn')}
            type="date"
            required
            {...fieldProps(
              form,
              'expiresAt',
              t('shortlists.share.expiresHelp', { max: SHARE_LINK_MAX_DAYS }),
            )}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: days }}
          />
          <TextField
            label={t('shortlists.share.password')}
            type="password"
            autoComplete="new-password"
            {...fieldProps(form, 'password', t('shortlists.share.passwordHelp'))}
          />
          <SwitchField
            control={form.control}
            name="allowDownloads"
            label={t('shortlists.share.allowDownloads')}
            help={t('shortlists.share.downloadsHelp')}
          />
          <Alert severity="info">{t('shortlists.share.licensedOnly')}</Alert>
        </Stack>
      )}
    </DialogFrame>
  );
}

import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { SHARE_LINK_MAX_DAYS, type CreatedShareLink } from '@cuebrief/shared';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton } from '../../../components/dialog-close-button';
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
  const titleId = useId();
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
    <Dialog
      open
      // Once the address shows, only Done or the close button end it: a stray click outside
      // would lose the address for good.
      onClose={(_event, reason) => (created && reason === 'backdropClick' ? undefined : onClose())}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId} sx={{ pr: 6, overflowWrap: 'anywhere' }}>
        {t('shortlists.share.title', { title: shortlistTitle })}
      </DialogTitle>
      <DialogCloseButton onClick={onClose} />
      {created ? (
        <>
          <DialogContent>
            <CreatedLink url={created.url} label={created.link.label} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={onClose}>
              {t('shortlists.share.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Stack component="form" noValidate onSubmit={onSubmit}>
          <DialogContent sx={{ pt: 0 }}>
            <Stack spacing={2} sx={{ pt: 1 }}>
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
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={form.formState.isSubmitting}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {t('shortlists.share.submit')}
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Dialog>
  );
}

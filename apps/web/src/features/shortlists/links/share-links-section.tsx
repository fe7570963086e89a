import { Stack, Typography } from '@mui/material';
import type { ShareLink, Shortlist } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyList } from '../../../components/list-states';
import { useToast } from '../../../components/toast/toast-provider';
import { reasonOf } from '../../../lib/refusal-reason';
import { useRevokeShareLink } from '../api/share-links';
import { ShareLinkCard } from './share-link-card';

/**
 * The shortlist's links, one per recipient, in the server's order, each with what its recipient
 * did. Its client revokes a link here (asked first: whoever holds it can no longer
 * open it; its figures stay); Share is at the top of the page.
 */
export function ShareLinksSection({
  shortlist,
  headingId,
}: {
  shortlist: Shortlist;
  headingId: string;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const revoking = useRevokeShareLink(shortlist.id);
  const [toRevoke, setToRevoke] = useState<ShareLink | null>(null);

  const askRevoke = (link: ShareLink) => {
    revoking.reset();
    setToRevoke(link);
  };
  const confirmRevoke = () => {
    if (!toRevoke) return;
    revoking.mutate(toRevoke.id, {
      onSuccess: () => {
        setToRevoke(null);
        showToast({ severity: 'success', description: t('shortlists.links.revoked') });
      },
    });
  };

  let content;
  if (shortlist.links.length === 0) {
    content = (
      <EmptyList
        text={t(shortlist.editable ? 'shortlists.links.empty' : 'shortlists.links.emptyAdmin')}
      />
    );
  } else {
    content = (
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
        {shortlist.links.map((link) => (
          <ShareLinkCard
            key={link.id}
            link={link}
            items={shortlist.items}
            onRevoke={shortlist.editable ? () => askRevoke(link) : undefined}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack component="section" spacing={1.5} aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId}>
        {t('shortlists.links.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('shortlists.links.lead')}
      </Typography>
      {content}
      {toRevoke && (
        <ConfirmDialog
          isOpen
          title={t('shortlists.links.revokeTitle', { label: toRevoke.label })}
          onClose={() => setToRevoke(null)}
          onConfirm={confirmRevoke}
          isLoading={revoking.isPending}
          error={
            revoking.isError
              ? t('shortlists.links.revokeFailed', { reason: reasonOf(revoking.error) })
              : undefined
          }
        >
          <Typography>{t('shortlists.links.revokeText')}</Typography>
        </ConfirmDialog>
      )}
    </Stack>
  );
}

import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box, Button, Collapse, Stack, Typography } from '@mui/material';
import type { ShareLink, ShareLinkState, ShortlistItem } from '@cuebrief/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusColor } from '../../../components/status-chip';
import { formatDate } from '../../../lib/format-date';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatDuration } from '../../../lib/format-duration';
import { LinkItemStats } from './link-item-stats';
import { ListCard, ListCardTitle } from '../../../components/list-card';

const STATE_COLORS: Record<ShareLinkState, StatusColor> = {
  active: 'success',
  expired: 'warning',
  revoked: 'error',
};

/** Label above value, as many to a row as fit: two on a phone, more on a wider screen. */
function Facts({ facts }: { facts: readonly { label: string; value: string }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
        gap: 1.5,
        m: 0,
      }}
    >
      {facts.map((fact) => (
        <div key={fact.label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

/**
 * One recipient's link: who it is for, its state, how it was set up, and what they did — opens
 * (how many, first and last), plays, time listened, downloads — with each item's figures and
 * reaction a click away. Its client can revoke a live one.
 */
export function ShareLinkCard({
  link,
  items,
  onRevoke,
}: {
  link: ShareLink;
  items: readonly ShortlistItem[];
  onRevoke?: () => void;
}) {
  const { t } = useTranslation();
  const detailsId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const yesNo = (value: boolean) => t(value ? 'shortlists.links.yes' : 'shortlists.links.no');
  const opens =
    link.opens === 0 || !link.firstOpenedAt || !link.lastOpenedAt
      ? t('shortlists.links.notOpened')
      : t('shortlists.links.opensOf', {
          count: link.opens,
          first: formatDateTime(link.firstOpenedAt),
          last: formatDateTime(link.lastOpenedAt),
        });
  const ending =
    link.state === 'revoked' && link.revokedAt
      ? { label: t('shortlists.links.revokedOn'), value: formatDate(link.revokedAt) }
      : {
          label: t(link.state === 'expired' ? 'shortlists.links.ended' : 'shortlists.links.ends'),
          value: formatDateTime(link.expiresAt),
        };
  const setUp = [
    ending,
    { label: t('shortlists.links.password'), value: yesNo(link.hasPassword) },
    { label: t('shortlists.links.downloadsAllowed'), value: yesNo(link.allowDownloads) },
  ];
  const activity = [
    { label: t('shortlists.links.opens'), value: opens },
    { label: t('shortlists.links.plays'), value: String(link.plays) },
    { label: t('shortlists.links.listened'), value: formatDuration(link.secondsListened) },
    { label: t('shortlists.links.downloads'), value: String(link.downloads) },
  ];

  return (
    <ListCard aria-label={link.label} data-testid="share-link">
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}
        >
          <Stack
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}
          >
            <ListCardTitle>{link.label}</ListCardTitle>
            <StatusChip
              color={STATE_COLORS[link.state]}
              label={t(`shortlists.links.states.${link.state}`)}
            />
          </Stack>
          {onRevoke && link.state === 'active' && (
            <Button
              size="small"
              color="error"
              startIcon={<LinkOffIcon />}
              onClick={onRevoke}
              aria-label={t('shortlists.links.revokeOf', { label: link.label })}
            >
              {t('shortlists.links.revoke')}
            </Button>
          )}
        </Stack>
        {link.email && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {link.email}
          </Typography>
        )}
        {/* How it was set up, then what its recipient did. */}
        <Facts facts={setUp} />
        <Facts facts={activity} />
        {/* One box, so the closed figures add no gap under the button. */}
        <Box>
          <Button
            size="small"
            onClick={() => setIsOpen((open) => !open)}
            aria-expanded={isOpen}
            aria-controls={detailsId}
            endIcon={
              <ExpandMoreIcon
                sx={{
                  transform: isOpen ? 'rotate(180deg)' : 'none',
                  transition: 'transform 150ms',
                }}
              />
            }
          >
            {t(isOpen ? 'shortlists.links.hideItems' : 'shortlists.links.showItems')}
          </Button>
          <Collapse in={isOpen} id={detailsId}>
            <Box sx={{ pt: 1 }}>
              <LinkItemStats link={link} items={items} />
            </Box>
          </Collapse>
        </Box>
      </Stack>
    </ListCard>
  );
}

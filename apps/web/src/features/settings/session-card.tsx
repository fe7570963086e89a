import LogoutIcon from '@mui/icons-material/Logout';
import { Button, Stack, Typography } from '@mui/material';
import type { Session } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { ListCard, ListCardTitle } from '../../components/list-card';
import { StatusChip } from '../../components/status-chip';
import { formatDateTime } from '../../lib/format-date-time';
import { formatTimeAgo } from '../../lib/format-relative-time';

/** What a person recognises a session by: "Chrome 130, macOS · desktop". */
export function useSessionName(): (session: Session) => string {
  const { t } = useTranslation();
  return (session) =>
    [
      session.browser ?? t('settings.sessions.unknownBrowser'),
      session.device ?? t('settings.sessions.unknownDevice'),
    ].join(', ');
}

/** A moment as how long ago it was, with the exact time on hover and for assistive tech. */
function TimeAgo({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const exact = formatDateTime(iso);
  return (
    <time dateTime={iso} title={exact}>
      {formatTimeAgo(iso, t('settings.sessions.justNow'))}
    </time>
  );
}

/** "Signed in 3 days ago from 198.51.100.7": a moment and, when known, the address it came from. */
function WhenAndWhere({
  label,
  iso,
  address,
}: {
  label: string;
  iso: string;
  address: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {label} <TimeAgo iso={iso} />
      {address && ` ${t('settings.sessions.fromAddress', { address })}`}
    </Typography>
  );
}

/**
 * One signed-in session: its browser and device, when and where it signed in and was last used.
 * This device's says so and cannot be signed out here (logging out does that); another's can.
 */
export function SessionCard({ session, onSignOut }: { session: Session; onSignOut: () => void }) {
  const { t } = useTranslation();
  const nameOf = useSessionName();
  return (
    <ListCard aria-label={nameOf(session)}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <ListCardTitle>
              {session.browser ?? t('settings.sessions.unknownBrowser')}
            </ListCardTitle>
            {session.current && (
              <StatusChip color="success" label={t('settings.sessions.thisDevice')} />
            )}
          </Stack>
          <Typography variant="body2">
            {session.device ?? t('settings.sessions.unknownDevice')}
          </Typography>
          <WhenAndWhere
            label={t('settings.sessions.signedIn')}
            iso={session.startedAt}
            address={session.firstAddress}
          />
          {session.current ? (
            <Typography variant="body2" color="text.secondary">
              {t('settings.sessions.activeNow')}
            </Typography>
          ) : (
            <WhenAndWhere
              label={t('settings.sessions.lastUsed')}
              iso={session.lastUsedAt}
              address={session.lastAddress}
            />
          )}
        </Stack>
        {!session.current && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<LogoutIcon />}
            onClick={onSignOut}
            aria-label={t('settings.sessions.signOutOf', { name: nameOf(session) })}
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            {t('settings.sessions.signOut')}
          </Button>
        )}
      </Stack>
    </ListCard>
  );
}

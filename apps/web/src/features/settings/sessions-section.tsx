import { Box, Button, Stack, Typography } from '@mui/material';
import type { Session } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListSkeleton, LoadFailed } from '../../components/list-states';
import { useToast } from '../../components/toast/toast-provider';
import { useEndOtherSessions, useEndSession, useSessions } from './api/sessions';
import { SessionCard, useSessionName } from './session-card';
import { SectionCard } from '../../components/section-card';

/** What the confirmation is about: one other session, or all of them. */
type Ending = { session: Session } | 'others';

/**
 * Where one is signed in (docs/contracts.md#sessions): this device first, then the others by
 * last use, each of which can be signed out, one at a time or all at once, asked first.
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const showToast = useToast();
  const nameOf = useSessionName();
  const query = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  // The last one asked about stays while the dialog closes, so its title does not change then.
  const [ending, setEnding] = useState<Ending>('others');
  const [isAsking, setIsAsking] = useState(false);
  const isEnding = endOne.isPending || endOthers.isPending;
  const ask = (about: Ending) => {
    setEnding(about);
    setIsAsking(true);
  };

  const failed = () => {
    setIsAsking(false);
    showToast({ severity: 'error', description: t('settings.sessions.failed') });
  };
  const confirm = () => {
    if (ending === 'others') {
      endOthers.mutate(undefined, {
        onSuccess: ({ ended }) => {
          setIsAsking(false);
          showToast({
            severity: 'success',
            description: t('settings.sessions.endedOthers', { count: ended }),
          });
        },
        onError: failed,
      });
    } else {
      endOne.mutate(ending.session.id, {
        onSuccess: () => {
          setIsAsking(false);
          showToast({ severity: 'success', description: t('settings.sessions.endedOne') });
        },
        onError: failed,
      });
    }
  };

  let content;
  if (query.isPending) content = <ListSkeleton rows={2} height={112} />;
  else if (query.isError) {
    content = (
      <LoadFailed
        message={t('settings.sessions.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const hasOthers = query.data.some((session) => !session.current);
    content = (
      <Stack spacing={2}>
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ m: 0, p: 0 }}
          aria-label={t('settings.sessions.listLabel')}
        >
          {query.data.map((session) => (
            <SessionCard key={session.id} session={session} onSignOut={() => ask({ session })} />
          ))}
        </Stack>
        {hasOthers ? (
          <Box>
            <Button variant="outlined" color="error" onClick={() => ask('others')}>
              {t('settings.sessions.signOutOthers')}
            </Button>
          </Box>
        ) : (
          <Typography color="text.secondary">{t('settings.sessions.onlyThisDevice')}</Typography>
        )}
      </Stack>
    );
  }

  return (
    <SectionCard title={t('settings.sessions.title')}>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t('settings.sessions.lead')}
      </Typography>
      {content}
      <ConfirmDialog
        isOpen={isAsking}
        title={
          ending === 'others'
            ? t('settings.sessions.confirmOthersTitle')
            : t('settings.sessions.confirmOneTitle', { name: nameOf(ending.session) })
        }
        onClose={() => !isEnding && setIsAsking(false)}
        onConfirm={confirm}
        isLoading={isEnding}
      >
        <Typography>
          {ending === 'others'
            ? t('settings.sessions.confirmOthersText')
            : t('settings.sessions.confirmOneText')}
        </Typography>
      </ConfirmDialog>
    </SectionCard>
  );
}

import {
  Alert,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { Profile } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { usePendingUsers, type PendingRole } from './api/pending-users';
import { ReviewDialog } from './review-dialog';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const SECTIONS: { role: PendingRole; title: string; empty: string }[] = [
  { role: 'Composer', title: 'newUsers.composers', empty: 'newUsers.noComposers' },
  { role: 'Client', title: 'newUsers.clients', empty: 'newUsers.noClients' },
];

function PendingUsers({
  role,
  empty,
  onReview,
}: {
  role: PendingRole;
  empty: string;
  onReview: (user: Profile) => void;
}) {
  const { t } = useTranslation();
  const pending = usePendingUsers(role);

  if (pending.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }
  // docs/contracts.md#failure-toasts: admin fetch failures are kept on the page, not toasted.
  if (pending.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void pending.refetch()}>
            {t('newUsers.retry')}
          </Button>
        }
      >
        {t('newUsers.loadFailed')}
      </Alert>
    );
  }
  if (pending.data.length === 0) return <Typography color="text.secondary">{t(empty)}</Typography>;

  return (
    <List disablePadding>
      {pending.data.map((user) => (
        // The button sits beside the text where there is room and wraps below it on a phone.
        <ListItem key={user.uuid} divider sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, px: 0 }}>
          <ListItemText
            sx={{ flex: '1 1 240px', m: 0 }}
            primary={`${user.firstName} ${user.lastName}${user.clientAgencyName ? ` · ${user.clientAgencyName}` : ''}`}
            secondary={
              <>
                <span>{user.email}</span>
                <br />
                <span>
                  {t('newUsers.signedUp', { date: dateFormat.format(new Date(user.createdAt)) })}
                </span>
              </>
            }
            slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
          />
          <Button
            variant="outlined"
            onClick={() => onReview(user)}
            aria-label={`${t('newUsers.review')} ${user.firstName} ${user.lastName}`}
          >
            {t('newUsers.review')}
          </Button>
        </ListItem>
      ))}
    </List>
  );
}

/** /users (admin): pending composers and agencies, accepted or rejected through the confirmation dialog. */
export function NewUsersPage() {
  const { t } = useTranslation();
  const [reviewing, setReviewing] = useState<Profile | null>(null);
  return (
    <Stack spacing={3}>
      <PageHeader title={t('newUsers.title')} lead={t('newUsers.lead')} />
      {SECTIONS.map((section) => (
        <Card
          key={section.role}
          variant="outlined"
          component="section"
          aria-labelledby={`pending-${section.role}`}
        >
          <CardContent>
            <Typography id={`pending-${section.role}`} variant="h2" gutterBottom>
              {t(section.title)}
            </Typography>
            <PendingUsers role={section.role} empty={section.empty} onReview={setReviewing} />
          </CardContent>
        </Card>
      ))}
      <ReviewDialog user={reviewing} onClose={() => setReviewing(null)} />
    </Stack>
  );
}

import { Box, Typography } from '@mui/material';
import type { Profile } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { reasonOf } from '../../lib/refusal-reason';
import { useDecideUser, type Decision } from './api/decide-user';

const fullName = (user: Profile) => `${user.firstName} ${user.lastName}`;

/** The facts an admin decides on: contact, and the role's own sign-up fields. */
function detailsOf(user: Profile): [string, string | null][] {
  const place =
    [user.agencyLocationCity, user.agencyLocationCountry].filter(Boolean).join(', ') || null;
  return user.role === 'Composer'
    ? [
        ['newUsers.email', user.email],
        ['newUsers.pro', user.pro],
        ['newUsers.ipiNumber', user.ipiNumber],
      ]
    : [
        ['newUsers.email', user.email],
        ['newUsers.agency', user.clientAgencyName],
        ['newUsers.website', user.website],
        ['newUsers.location', place],
        ['newUsers.duty', user.duty],
        ['newUsers.phone', user.phone],
      ];
}

/**
 * Accept (Confirm) or reject a sign-up, through the confirmation dialog
 * (docs/contracts.md#dialogs).
 */
export function ReviewDialog({ user, onClose }: { user: Profile | null; onClose: () => void }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const decision = useDecideUser();

  const decide = (choice: Decision) => {
    if (!user) return;
    decision.mutate(
      { user, decision: choice },
      {
        onSuccess: () => {
          showToast({
            severity: 'success',
            description: t(choice === 'accept' ? 'newUsers.accepted' : 'newUsers.rejected', {
              name: fullName(user),
            }),
          });
          onClose();
        },
        onError: (error) =>
          showToast({
            severity: 'error',
            description: t('newUsers.decisionFailed', {
              reason: reasonOf(error),
            }),
          }),
      },
    );
  };

  return (
    <ConfirmDialog
      isOpen={user !== null}
      title={user ? t('newUsers.reviewTitle', { name: fullName(user) }) : ''}
      onClose={onClose}
      onConfirm={() => decide('accept')}
      onReject={() => decide('reject')}
      isLoading={decision.isPending}
    >
      {user && (
        <>
          <Typography sx={{ mb: 2 }}>
            {t('newUsers.reviewText', { name: fullName(user) })}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
          >
            {detailsOf(user)
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {t(label)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
          </Box>
        </>
      )}
    </ConfirmDialog>
  );
}

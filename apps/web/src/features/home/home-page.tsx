import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { Viewer } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { useAvailablePaths } from '../../lib/available-paths';
import { CardTitle } from '../../components/card-title';

const FEATURES = [
  ['home.agencies', 'home.agenciesText'],
  ['home.composers', 'home.composersText'],
  ['home.curated', 'home.curatedText'],
] as const;

/** The next step for each role: what they most likely came to do. */
const CALLS_TO_ACTION: Record<
  Viewer,
  { label: string; to: string; variant: 'contained' | 'outlined' }[]
> = {
  Guest: [
    { label: 'home.ctaSignUp', to: paths.chooseUserType, variant: 'contained' },
    { label: 'home.ctaLogIn', to: paths.login, variant: 'outlined' },
    { label: 'home.ctaHowItWorks', to: paths.info, variant: 'outlined' },
  ],
  Client: [{ label: 'home.clientCta', to: paths.requestCustomMusic, variant: 'contained' }],
  Composer: [{ label: 'home.composerCta', to: paths.requestsHistory, variant: 'contained' }],
  Admin: [
    { label: 'home.adminCta', to: paths.newUsers, variant: 'contained' },
    { label: 'inbox.homeCta', to: paths.inbox, variant: 'outlined' },
  ],
};

/**
 * The first page. `showcase` is what the app shows of the music under it (the placements
 * showcase): the route composes it in, so this feature does not import another one.
 */
export function HomePage({ showcase }: { showcase?: ReactNode }) {
  const { t } = useTranslation();
  const { viewer, profile } = useAuth();
  const availablePaths = useAvailablePaths();
  const callsToAction = CALLS_TO_ACTION[viewer].filter((cta) => availablePaths.has(cta.to));
  return (
    <Stack spacing={5}>
      <Box component="section" sx={{ maxWidth: 720 }}>
        <Box sx={{ mb: 1 }}>
          <PageHeader title={t('product')} />
        </Box>
        {profile && (
          <Typography variant="h2" component="p" gutterBottom>
            {t('home.welcome', { name: profile.firstName })}
          </Typography>
        )}
        <Typography variant="h5" component="p" gutterBottom>
          {t('home.title')}
        </Typography>
        <Typography color="text.secondary">{t('home.lead')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
          {callsToAction.map((cta) => (
            <Button
              key={cta.to}
              component={RouterLink}
              to={cta.to}
              variant={cta.variant}
              size="large"
            >
              {t(cta.label)}
            </Button>
          ))}
        </Stack>
      </Box>
      <Box
        component="section"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {FEATURES.map(([title, text]) => (
          <Card key={title} variant="outlined">
            <CardContent>
              <CardTitle component="h2" gutterBottom>
                {t(title)}
              </CardTitle>
              <Typography color="text.secondary">{t(text)}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      {showcase}
    </Stack>
  );
}

import { Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';

const STEPS = ['info.step1', 'info.step2', 'info.step3', 'info.step4', 'info.step5'] as const;

/** How It Works; `showcase` as on the home page. */
export function InfoPage({ showcase }: { showcase?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={5}>
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <PageHeader title={t('info.title')} />
        <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1.5 } }}>
          {STEPS.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to={paths.chooseUserType} variant="contained" size="large">
            {t('home.ctaSignUp')}
          </Button>
          <Button component={RouterLink} to={paths.login} variant="outlined" size="large">
            {t('home.ctaLogIn')}
          </Button>
        </Stack>
      </Stack>
      {showcase}
    </Stack>
  );
}

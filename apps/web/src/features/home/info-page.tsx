import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CardTitle } from '../../components/card-title';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';

/** The road from a brief to a licence, each step its short name and what happens in it. */
const STEPS = [
  ['info.step1Title', 'info.step1'],
  ['info.step2Title', 'info.step2'],
  ['info.step3Title', 'info.step3'],
  ['info.step4Title', 'info.step4'],
  ['info.step5Title', 'info.step5'],
] as const;

/** How wide a step's number is drawn; the line joining the steps runs through its middle. */
const MARKER_SIZE = 40;

/**
 * The steps as a numbered road: each step's number in a round marker, a line down to the next
 * one, its name as a heading and what happens in it. The list stays an `<ol>`, so a screen
 * reader counts the steps itself and the drawn numbers are hidden from it.
 */
function StepRoad() {
  const { t } = useTranslation();
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {STEPS.map(([title, text], index) => (
        <Box
          component="li"
          key={title}
          sx={{
            position: 'relative',
            display: 'grid',
            gridTemplateColumns: `${MARKER_SIZE}px 1fr`,
            columnGap: 2,
            '&:not(:last-of-type)': { pb: 3 },
            // The line to the next step, behind the markers.
            '&:not(:last-of-type)::before': {
              content: '""',
              position: 'absolute',
              left: MARKER_SIZE / 2 - 1,
              top: MARKER_SIZE,
              bottom: 0,
              borderLeft: 2,
              borderColor: 'divider',
            },
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: MARKER_SIZE,
              height: MARKER_SIZE,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 700,
            }}
          >
            {index + 1}
          </Box>
          <Box sx={{ pt: 1 }}>
            <CardTitle component="h2" gutterBottom>
              {t(title)}
            </CardTitle>
            <Typography color="text.secondary">{t(text)}</Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** How It Works; `showcase` as on the home page. */
export function InfoPage({ showcase }: { showcase?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={5}>
      <Stack spacing={4} sx={{ maxWidth: 720 }}>
        <PageHeader title={t('info.title')} lead={t('info.lead')} />
        <StepRoad />
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

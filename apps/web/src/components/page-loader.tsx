import { Box, CircularProgress, LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A page that has nothing to show yet. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }} role="status">
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

/**
 * A page already shown that waits a moment (its session being renewed): a thin bar along the
 * top of the window, over the page, which stays as it is.
 */
export function PageBusyBar() {
  const { t } = useTranslation();
  return (
    <LinearProgress
      aria-label={t('common.loading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 'tooltip' }}
    />
  );
}

import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }} role="status">
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

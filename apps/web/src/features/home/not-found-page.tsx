import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, py: 6 }}>
      <Typography variant="h1">{t('notFound.title')}</Typography>
      <Typography color="text.secondary">{t('notFound.text')}</Typography>
      <div>
        <Button component={RouterLink} to={paths.home} variant="contained">
          {t('notFound.back')}
        </Button>
      </div>
    </Stack>
  );
}

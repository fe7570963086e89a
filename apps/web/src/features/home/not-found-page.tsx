import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, py: 6 }}>
      <PageHeader title={t('notFound.title')} lead={t('notFound.text')} />
      <div>
        <Button component={RouterLink} to={paths.home} variant="contained">
          {t('notFound.back')}
        </Button>
      </div>
    </Stack>
  );
}

import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../components/section-card';
import { paths } from '../../config/paths';

/** Where a client's offers, licences and invoices went when they left Settings (decision 038). */
export function MoneyLinkSection() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('settings.money.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.money.text')}
      </Typography>
      <Button component={RouterLink} to={paths.offers} variant="outlined">
        {t('settings.money.open')}
      </Button>
    </SectionCard>
  );
}

import LanguageIcon from '@mui/icons-material/Language';
import PlaceIcon from '@mui/icons-material/Place';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { Agency } from '@cuebrief/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, isWebAddress } from '../../components/external-link';
import { AgencyClientsTable } from './agency-clients-table';
import { CardTitle } from '../../components/card-title';

/** One agency: where it is, its website, and its clients. */
export function AgencyCard({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  const headingId = useId();
  const location = [agency.agencyLocationCity, agency.agencyLocationCountry]
    .filter(Boolean)
    .join(', ');

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <CardTitle id={headingId} component="h2" gutterBottom>
          {agency.name}
        </CardTitle>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 3 }}
          sx={{ mb: 2, color: 'text.secondary' }}
        >
          {agency.website && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <LanguageIcon fontSize="small" aria-hidden />
              {isWebAddress(agency.website) ? (
                <ExternalLink href={agency.website} sx={{ overflowWrap: 'anywhere' }}>
                  {agency.website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
                </ExternalLink>
              ) : (
                <span>{agency.website}</span>
              )}
            </Stack>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <PlaceIcon fontSize="small" aria-hidden />
            <span>{location || t('agencies.noLocation')}</span>
          </Stack>
        </Stack>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {t('agencies.clients', { count: agency.clients.length })}
        </Typography>
        <AgencyClientsTable agency={agency.name} clients={agency.clients} />
      </CardContent>
    </Card>
  );
}

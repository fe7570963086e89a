import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PagedList } from '../../components/paged-list/paged-list';
import { useListParams } from '../../components/paged-list/use-list-params';
import { AgencyCard } from './agency-card';
import { useAgencies } from './api/agencies';

/** /my-agencies (admin): agencies with their clients, searchable by agency or person. */
export function MyAgenciesPage() {
  const { t } = useTranslation();
  const params = useListParams();
  const query = useAgencies({ page: params.page, search: params.search });

  return (
    <Stack spacing={3}>
      <PageHeader title={t('agencies.title')} lead={t('agencies.lead')} />
      <PagedList
        query={query}
        params={params}
        searchLabel={t('agencies.search')}
        searchHelp={t('agencies.searchHelp')}
        emptyText={
          params.search ? t('agencies.noMatch', { search: params.search }) : t('agencies.empty')
        }
      >
        {(agencies) => (
          <Stack spacing={2}>
            {agencies.map((agency) => (
              <AgencyCard key={agency.name} agency={agency} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}

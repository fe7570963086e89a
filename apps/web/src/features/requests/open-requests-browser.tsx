import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PagedList } from '../../components/paged-list/paged-list';
import { PhoneFoldedFilters } from '../../components/phone-folded-filters';
import { useListParams } from '../../components/paged-list/use-list-params';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useOpenRequests } from './api/composer-requests';
import { OpenRequestFilters } from './open-request-filters';
import {
  OPEN_REQUEST_FILTERS,
  activeFilterCount,
  openRequestFiltersOf,
} from './open-request-query';
import { RequestCard } from './request-card';
import { closingAndBudget, tempoFact } from './request-facts';
import { WordChips } from '../../components/word-chips';

/**
 * /requests-history for a composer, "New Requests": open briefs of every agency, newest first,
 * searched and filtered with everything kept in the address (on a phone the filters fold under
 * one button), each card the brief at a glance.
 */
export function OpenRequestsBrowser() {
  const { t } = useTranslation();
  const params = useListParams(OPEN_REQUEST_FILTERS);
  const filters = openRequestFiltersOf(params.filters);
  const query = useOpenRequests({ page: params.page, search: params.search, ...filters });
  useFailureToast(query, t('requests.listFailedToast'));
  const isFiltered = params.search !== '' || Object.keys(filters).length > 0;

  return (
    <Stack spacing={3}>
      <PageHeader title={t('menu.newRequests')} lead={t('requests.browse.lead')} />
      <PagedList
        query={query}
        params={params}
        searchLabel={t('requests.browse.search')}
        searchHelp={t('requests.browse.searchHelp')}
        filters={
          <PhoneFoldedFilters count={activeFilterCount(filters)}>
            <OpenRequestFilters params={params} filters={filters} />
          </PhoneFoldedFilters>
        }
        emptyText={isFiltered ? t('requests.browse.noMatch') : t('requests.browse.empty')}
        summary={(list) => t('requests.browse.count', { count: list.total })}
        failedText={t('requests.listFailed')}
        skeleton={{ rows: 3, height: 150 }}
      >
        {(requests) => (
          <Stack spacing={2}>
            {requests.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                listLabel={t('menu.newRequests')}
                subtitle={request.agencyName}
                facts={[...closingAndBudget(t, request), tempoFact(t, request)]}
              >
                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
                  <WordChips
                    label={t('requests.fields.genre')}
                    words={request.genre}
                    color="primary"
                  />
                  <WordChips label={t('requests.fields.mood')} words={request.mood} />
                </Stack>
              </RequestCard>
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}

import { ACCOUNT_STATUSES, type AccountStatus } from '@cuebrief/shared';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PagedList } from '../../components/paged-list/paged-list';
import { useListParams } from '../../components/paged-list/use-list-params';
import { useComposers } from './api/all-composers';
import { ComposersTable } from './composers-table';

const FILTERS = ['status'] as const;

/** A status from the address, or none when it is missing or not one the API knows. */
const statusOf = (text: string | undefined) =>
  ACCOUNT_STATUSES.find((status) => status === text) as AccountStatus | undefined;

/** /my-composers (admin): every composer, searchable and filtered by account state. */
export function MyComposersPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const status = statusOf(params.filters.status);
  const query = useComposers({ page: params.page, search: params.search, status });

  const emptyText = params.search
    ? t('composers.noMatch', { search: params.search })
    : status
      ? t('composers.noneWithStatus', { status: t(`adminList.statuses.${status}`) })
      : t('composers.empty');

  return (
    <Stack spacing={3}>
      <PageHeader title={t('composers.title')} lead={t('composers.lead')} />
      <PagedList
        query={query}
        params={params}
        searchLabel={t('composers.search')}
        searchHelp={t('composers.searchHelp')}
        emptyText={emptyText}
        filters={
          <TextField
            select
            label={t('composers.status')}
            value={status ?? ''}
            onChange={(event) => params.setFilter('status', event.target.value)}
            sx={{ minWidth: { sm: 180 } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('composers.allStatuses')}</MenuItem>
            {ACCOUNT_STATUSES.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`adminList.statuses.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        }
      >
        {(composers) => <ComposersTable composers={composers} />}
      </PagedList>
    </Stack>
  );
}

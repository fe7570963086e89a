import { MenuItem, Stack, TextField } from '@mui/material';
import { REQUEST_STATES, type RequestState } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { useListParams } from '../../components/paged-list/use-list-params';
import { ClientRequestList } from './client-request-list';

const FILTERS = ['state'] as const;

/** A state from the address, or all of them when it is missing or not one the API knows. */
const stateOf = (text: string | undefined): RequestState | undefined =>
  REQUEST_STATES.find((state) => state === text);

/** /requests-history for a client, "Requests History": every request of theirs, by state. */
export function ClientRequestsHistory() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const state = stateOf(params.filters.state);

  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title={t('menu.requestsHistory')} lead={t('requests.history.lead')} />
      <TextField
        select
        label={t('requests.history.state')}
        value={state ?? ''}
        onChange={(event) => params.setFilter('state', event.target.value)}
        sx={{ width: { xs: '100%', sm: 220 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('requests.history.allStates')}</MenuItem>
        {REQUEST_STATES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`requests.states.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <ClientRequestList
        listLabel={t('menu.requestsHistory')}
        state={state}
        showState
        empty={
          <EmptyList
            text={
              state
                ? t('requests.history.noneInState', {
                    state: t(`requests.states.${state}`).toLowerCase(),
                  })
                : t('requests.history.empty')
            }
          />
        }
      />
    </Stack>
  );
}

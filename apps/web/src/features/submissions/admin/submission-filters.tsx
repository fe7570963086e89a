import { MenuItem, TextField } from '@mui/material';
import { REQUEST_STATES } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../../components/paged-list/use-list-params';
import type { AllSubmissionsFilters } from './all-submissions-query';

/** The request-state and has-offers filters beside the search box, kept in the address. */
export function SubmissionFilters({
  params,
  filters,
}: {
  params: ListParams;
  filters: AllSubmissionsFilters;
}) {
  const { t } = useTranslation();
  const select = { slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } } };
  return (
    <>
      <TextField
        select
        label={t('submissions.admin.requestState')}
        value={filters.requestState ?? ''}
        onChange={(event) => params.setFilter('requestState', event.target.value)}
        sx={{ flex: { sm: '0 1 12rem' } }}
        {...select}
      >
        <MenuItem value="">{t('submissions.admin.anyState')}</MenuItem>
        {REQUEST_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {t(`requests.states.${state}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('submissions.admin.offers')}
        value={filters.hasOffers ?? ''}
        onChange={(event) => params.setFilter('hasOffers', event.target.value)}
        sx={{ flex: { sm: '0 1 14rem' } }}
        {...select}
      >
        <MenuItem value="">{t('submissions.admin.anyOffers')}</MenuItem>
        <MenuItem value="true">{t('submissions.admin.withOffers')}</MenuItem>
        <MenuItem value="false">{t('submissions.admin.withoutOffers')}</MenuItem>
      </TextField>
    </>
  );
}

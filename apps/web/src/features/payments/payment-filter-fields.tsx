import { MenuItem, TextField } from '@mui/material';
import { PAYMENT_PURPOSES, PAYMENT_STATES } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../components/paged-list/use-list-params';
import type { PaymentsFilters } from './payments-filters';

/** The state and purpose filters of the payments list, kept in the address. */
export function PaymentFilterFields({
  params,
  filters,
}: {
  params: ListParams;
  filters: PaymentsFilters;
}) {
  const { t } = useTranslation();
  const select = { slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } } };
  return (
    <>
      <TextField
        select
        label={t('money.admin.state')}
        value={filters.state ?? ''}
        onChange={(event) => params.setFilter('state', event.target.value)}
        sx={{ flex: { sm: '0 1 14rem' } }}
        {...select}
      >
        <MenuItem value="">{t('money.admin.anyState')}</MenuItem>
        {PAYMENT_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {t(`money.paymentStates.${state}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('money.admin.purpose')}
        value={filters.purpose ?? ''}
        onChange={(event) => params.setFilter('purpose', event.target.value)}
        sx={{ flex: { sm: '0 1 16rem' } }}
        {...select}
      >
        <MenuItem value="">{t('money.admin.anyPurpose')}</MenuItem>
        {PAYMENT_PURPOSES.map((purpose) => (
          <MenuItem key={purpose} value={purpose}>
            {t(`money.purposes.${purpose}`)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

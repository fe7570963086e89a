import { FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TAKE_SORTS, type TakeOrder } from './take-order';

/**
 * The client's sort ("Newest first" or "Best fit first") and the "Fits the brief" switch above
 * a request's takes.
 */
export function TakeOrderBar({
  order,
  onChange,
}: {
  order: TakeOrder;
  onChange: (changes: Partial<TakeOrder>) => void;
}) {
  const { t } = useTranslation();
  const helpId = useId();
  return (
    <Stack
      component="section"
      aria-label={t('analysis.order.label')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1.5, sm: 3 }}
      sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      <TextField
        select
        size="small"
        label={t('analysis.order.sort')}
        value={order.sort}
        onChange={(event) => onChange({ sort: event.target.value as TakeOrder['sort'] })}
        sx={{ minWidth: { sm: '13rem' } }}
      >
        {TAKE_SORTS.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(sort === 'fit' ? 'analysis.order.bestFit' : 'analysis.order.newest')}
          </MenuItem>
        ))}
      </TextField>
      <Stack spacing={0}>
        <FormControlLabel
          control={
            <Switch
              checked={order.fitsOnly}
              onChange={(event) => onChange({ fitsOnly: event.target.checked })}
              slotProps={{ input: { 'aria-describedby': helpId } }}
            />
          }
          label={t('analysis.order.fitsOnly')}
        />
        <Typography
          id={helpId}
          variant="caption"
          color="text.secondary"
          // Under the label's words, past the switch (58 px, less the label's −11 px margin).
          sx={{ pl: '47px' }}
        >
          {t('analysis.order.fitsOnlyHelp')}
        </Typography>
      </Stack>
    </Stack>
  );
}

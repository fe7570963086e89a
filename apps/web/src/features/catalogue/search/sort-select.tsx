import { MenuItem, TextField } from '@mui/material';
import type { CatalogueTrackSort } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';

/** The orders a person picks from, each a sort and its direction. */
const SORT_CHOICES = [
  ['newest', 'added', 'desc'],
  ['oldest', 'added', 'asc'],
  ['titleAsc', 'title', 'asc'],
  ['titleDesc', 'title', 'desc'],
  ['slowest', 'tempo', 'asc'],
  ['fastest', 'tempo', 'desc'],
  ['shortest', 'length', 'asc'],
  ['longest', 'length', 'desc'],
] as const satisfies readonly (readonly [string, CatalogueTrackSort, 'asc' | 'desc'])[];

/** "Sort by": how the found tracks are ordered. */
export function SortSelect({
  sort,
  order,
  onChange,
}: {
  sort: CatalogueTrackSort;
  order: 'asc' | 'desc';
  onChange: (sort: CatalogueTrackSort, order: 'asc' | 'desc') => void;
}) {
  const { t } = useTranslation();
  const chosen =
    SORT_CHOICES.find(([, by, way]) => by === sort && way === order) ?? SORT_CHOICES[0];
  return (
    <TextField
      select
      size="small"
      label={t('catalogueSearch.sortBy')}
      value={chosen[0]}
      onChange={(event) => {
        const choice = SORT_CHOICES.find(([name]) => name === event.target.value);
        if (choice) onChange(choice[1], choice[2]);
      }}
      sx={{ minWidth: '11rem' }}
    >
      {SORT_CHOICES.map(([name]) => (
        <MenuItem key={name} value={name}>
          {t(`catalogueSearch.sorts.${name}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CatalogueTrackFilters } from '@cuebrief/shared';
import type { TrackFilterName } from './track-filters';

/**
 * The track filters in force, one chip each ("Genre: Ambient"), each removable on its own: with
 * the filters folded away they still say why the list is what it is.
 */
export function ActiveFilterChips({
  applied,
  names,
  onRemove,
}: {
  applied: CatalogueTrackFilters;
  names: readonly TrackFilterName[];
  onRemove: (name: TrackFilterName) => void;
}) {
  const { t } = useTranslation();
  if (names.length === 0) return null;
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      aria-label={t('catalogueSearch.activeFilters')}
      sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {names.map((name) => {
        const label = t('catalogueSearch.activeFilter', {
          name: t(`catalogue.tracks.${name}`),
          value: String(applied[name]),
        });
        return (
          <li key={name}>
            {/* The whole chip removes its filter: one button, named for what it does. */}
            <Chip
              size="small"
              label={label}
              onClick={() => onRemove(name)}
              onDelete={() => onRemove(name)}
              aria-label={t('catalogueSearch.removeFilter', { label })}
            />
          </li>
        );
      })}
    </Stack>
  );
}

import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FiltersButton, FiltersPanel, useFoldedFilters } from '../../components/filters-panel';
import type { ListParams } from '../../components/paged-list/use-list-params';
import { SearchField } from '../../components/search-field';
import { ActiveFilterChips } from './active-filter-chips';
import { TrackFilterFields } from './track-filter-fields';
import { TRACK_FILTERS, trackQueryOf } from './track-filters';

/**
 * A search box with the track filters folded under "Filters" beside it (the count of those in
 * force on the button, each one a chip below), so the list starts on the first screen, a phone's
 * too. All of it lives in the address (`params`): reload, Back and a shared link keep it.
 */
export function TrackSearchBar({
  params,
  label,
  searchLabel,
  searchHelp,
}: {
  params: ListParams;
  /** Names the whole search for screen readers. */
  label: string;
  searchLabel: string;
  searchHelp: string;
}) {
  const { t } = useTranslation();
  const folded = useFoldedFilters();
  // What is applied: a number out of range stays in its box, saying so, but is no filter.
  const applied = trackQueryOf('', params.filters);
  const active = TRACK_FILTERS.filter((name) => applied[name] !== undefined);
  // One write for every filter: several in a row would each start from the same address.
  const clear = () =>
    params.setFilters(Object.fromEntries(TRACK_FILTERS.map((name) => [name, ''])));

  return (
    <Stack spacing={1.5} role="search" aria-label={label}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <SearchField
          label={searchLabel}
          help={searchHelp}
          value={params.search}
          onSearch={params.setSearch}
          sx={{ flexGrow: 1, minWidth: 0 }}
        />
        <FiltersButton
          count={active.length}
          isOpen={folded.isOpen}
          onToggle={folded.toggle}
          panelId={folded.panelId}
        />
      </Stack>
      <ActiveFilterChips
        applied={applied}
        names={active}
        onRemove={(name) => params.setFilter(name, '')}
      />
      <FiltersPanel
        panelId={folded.panelId}
        isOpen={folded.isOpen}
        label={t('catalogueSearch.filters')}
        count={active.length}
        onClear={clear}
      >
        <TrackFilterFields params={params} />
      </FiltersPanel>
    </Stack>
  );
}

import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import {
  GENRES,
  INSTRUMENTS,
  MOODS,
  MUSICAL_KEYS,
  TEMPO_MAX_BPM,
  TEMPO_MIN_BPM,
} from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../components/paged-list/use-list-params';
import { SearchField } from '../../components/search-field';
import { NumberFilterField } from './number-filter-field';
import { TRACK_FILTERS } from './track-filters';

const WORD_FILTERS = [
  ['genre', GENRES],
  ['mood', MOODS],
  ['instrument', INSTRUMENTS],
  ['key', MUSICAL_KEYS],
] as const;

/** A day is far longer than any track; the API takes lengths up to it. */
const MAX_SECONDS = 24 * 60 * 60;

/**
 * The search and filters of an album's tracks: a word from each list, and tempo and length
 * ranges. All of it lives in the address (`params`), so reload, Back and a shared link keep it.
 */
export function TrackFiltersBar({ params }: { params: ListParams }) {
  const { t } = useTranslation();
  const isFiltered =
    params.search !== '' || TRACK_FILTERS.some((name) => params.filters[name] !== '');
  const select = { slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } } };

  return (
    <Stack spacing={2} role="search" aria-label={t('catalogue.tracks.filters')}>
      <SearchField
        label={t('catalogue.tracks.search')}
        help={t('catalogue.tracks.searchHelp')}
        value={params.search}
        onSearch={params.setSearch}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {WORD_FILTERS.map(([name, words]) => (
          <TextField
            key={name}
            select
            size="small"
            label={t(`catalogue.tracks.${name}`)}
            value={params.filters[name] ?? ''}
            onChange={(event) => params.setFilter(name, event.target.value)}
            {...select}
          >
            <MenuItem value="">{t('catalogue.tracks.any')}</MenuItem>
            {words.map((word) => (
              <MenuItem key={word} value={word}>
                {word}
              </MenuItem>
            ))}
          </TextField>
        ))}
        {(['tempoMin', 'tempoMax'] as const).map((name) => (
          <NumberFilterField
            key={name}
            label={t(`catalogue.tracks.${name}`)}
            value={params.filters[name] ?? ''}
            onCommit={(value) => params.setFilter(name, value)}
            min={TEMPO_MIN_BPM}
            max={TEMPO_MAX_BPM}
          />
        ))}
        {(['durationMin', 'durationMax'] as const).map((name) => (
          <NumberFilterField
            key={name}
            label={t(`catalogue.tracks.${name}`)}
            value={params.filters[name] ?? ''}
            onCommit={(value) => params.setFilter(name, value)}
            min={0}
            max={MAX_SECONDS}
          />
        ))}
      </Box>
      {isFiltered && (
        <Box>
          <Button
            size="small"
            // One write for the search and the filters: two in a row would each start from
            // the same address, and the second would bring the first's change back.
            onClick={() =>
              params.setFilters({
                q: '',
                ...Object.fromEntries(TRACK_FILTERS.map((name) => [name, ''])),
              })
            }
          >
            {t('catalogue.tracks.clearFilters')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

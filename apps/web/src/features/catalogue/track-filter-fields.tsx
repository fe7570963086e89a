import { Box, MenuItem, TextField } from '@mui/material';
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
import { NumberFilterField } from './number-filter-field';

const WORD_FILTERS = [
  ['genre', GENRES],
  ['mood', MOODS],
  ['instrument', INSTRUMENTS],
  ['key', MUSICAL_KEYS],
] as const;

/** A day is far longer than any track; the API takes lengths up to it. */
const MAX_SECONDS = 24 * 60 * 60;

/**
 * The catalogue's track filters, on an album's page and in the catalogue's search: a word from
 * each list, and tempo and length ranges, each kept in the address (`params`).
 */
export function TrackFilterFields({ params }: { params: ListParams }) {
  const { t } = useTranslation();
  const select = { slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } } };
  return (
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
  );
}

import { Box, Button, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../components/paged-list/use-list-params';
import { useVocabularies } from './api/vocabularies';
import type { OpenRequestFilterValues } from './open-request-query';
import { TempoFilter } from './tempo-filter';
import { VocabularySelect } from './vocabulary-select';

const WORD_FILTERS = ['genre', 'mood', 'category'] as const;

/** The composer's filters beside the search box; each is kept in the address. */
export function OpenRequestFilters({
  params,
  filters,
}: {
  params: ListParams;
  filters: OpenRequestFilterValues;
}) {
  const { t } = useTranslation();
  const words = useVocabularies();
  const hasFilters = Object.keys(filters).length > 0;
  const anyLabel = { genre: 'anyGenre', mood: 'anyMood', category: 'anyCategory' } as const;

  return (
    <>
      {WORD_FILTERS.map((name) => (
        <VocabularySelect
          key={name}
          label={t(`requests.browse.${name}`)}
          anyLabel={t(`requests.browse.${anyLabel[name]}`)}
          options={words.data?.[name] ?? []}
          value={filters[name] ?? ''}
          onChange={(word) => params.setFilter(name, word)}
        />
      ))}
      {/* The ranges start a row of their own beside the search's (a phone stacks everything). */}
      <Box sx={{ flexBasis: '100%', display: { xs: 'none', sm: 'block' } }} />
      <TempoFilter
        key={`${filters.tempoMin}-${filters.tempoMax}`}
        tempoMin={filters.tempoMin}
        tempoMax={filters.tempoMax}
        onChange={params.setFilters}
      />
      <TextField
        label={t('requests.browse.deadlineBefore')}
        type="date"
        value={filters.deadlineBefore ?? ''}
        onChange={(event) => params.setFilter('deadlineBefore', event.target.value)}
        sx={{ width: { sm: '12rem' } }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {hasFilters && (
        <Button
          onClick={() =>
            params.setFilters(Object.fromEntries(Object.keys(filters).map((name) => [name, ''])))
          }
          sx={{ alignSelf: { sm: 'center' } }}
        >
          {t('requests.browse.clearFilters')}
        </Button>
      )}
    </>
  );
}

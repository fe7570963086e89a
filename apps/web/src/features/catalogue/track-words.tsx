import { Stack } from '@mui/material';
import type { CatalogueAudio } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { WordChips } from '../../components/word-chips';

/** What a track is, as the filters name it: genres in colour, then moods and instruments. */
export function TrackWords({
  track,
}: {
  track: Pick<CatalogueAudio, 'genre' | 'mood' | 'instruments'>;
}) {
  const { t } = useTranslation();
  const words = [...track.mood, ...track.instruments];
  if (track.genre.length === 0 && words.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      <WordChips label={t('catalogue.upload.genre')} words={track.genre} color="primary" />
      <WordChips label={t('catalogue.tracks.words')} words={words} />
    </Stack>
  );
}

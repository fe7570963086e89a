import { Stack, Typography } from '@mui/material';
import type { Submission } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { WordChips } from '../../components/word-chips';
import { formatUsd } from '../../lib/format-usd';

/**
 * What the composer says of the music: its genres and moods, tempo, and the note to the client.
 * `askingPrice` (the composer's and admins' pages) shows the price asked for each take; the
 * client sees it beside each take instead, where the offer starts from it.
 */
export function SubmissionWords({
  submission,
  askingPrice = null,
}: {
  submission: Pick<Submission, 'genre' | 'mood' | 'tempo' | 'brief'>;
  askingPrice?: number | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
        <WordChips label={t('requests.fields.genre')} words={submission.genre} color="primary" />
        <WordChips label={t('requests.fields.mood')} words={submission.mood} />
        <Typography variant="body2" color="text.secondary">
          {submission.tempo[0] === submission.tempo[1]
            ? t('requests.bpm', { value: submission.tempo[0] })
            : t('requests.tempoRange', { from: submission.tempo[0], to: submission.tempo[1] })}
        </Typography>
        {askingPrice !== null && (
          <Typography variant="body2" color="text.secondary" data-testid="asking-price">
            {t('submissions.askingPrice', { price: formatUsd(askingPrice) })}
          </Typography>
        )}
      </Stack>
      {submission.brief && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {submission.brief}
        </Typography>
      )}
    </Stack>
  );
}

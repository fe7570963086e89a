import { Stack, Typography } from '@mui/material';
import type { Audio } from '@cuebrief/shared';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AudioPlayer } from '../../components/audio-player/audio-player';
import { formatDate } from '../../lib/format-date';
import { formatDuration } from '../../lib/format-duration';
import { AudioAnalysis } from '../analysis/audio-analysis';
import { FitSummaryChip } from '../analysis/fit-summary-chip';
import { statedOrMeasuredText, tempoAndKeyOf } from '../analysis/measured-facts';
import { fetchPlayLink } from './audio-api';
import { peaksOf } from './waveform-peaks';
import { ListCard, ListCardTitle } from '../../components/list-card';

/**
 * One audio as every side sees it: its title with marks beside it (how a take fits its brief,
 * listened, new, favourite), what it is (length, tempo, key — measured where none was stated —
 * description), what the server measured in it, the player, and what can be done with it.
 */
export function AudioItem({
  audio,
  marks,
  details,
  actions,
  onPlayStarted,
  isBusy = false,
}: {
  audio: Audio;
  /** Beside the title: chips of its state for this viewer. */
  marks?: ReactNode;
  /** Under the player: its files, counts. */
  details?: ReactNode;
  /** Buttons, under everything. */
  actions?: ReactNode;
  onPlayStarted?: () => void;
  /** Faded while something is being done to it (deleting). */
  isBusy?: boolean;
}) {
  const { t } = useTranslation();
  const getLink = useCallback(() => fetchPlayLink(audio.id), [audio.id]);
  const { bpm, key } = tempoAndKeyOf(audio, t);
  const facts = [
    formatDuration(audio.durationSeconds),
    statedOrMeasuredText(bpm, t),
    statedOrMeasuredText(key, t),
    t('submissions.audio.uploadedOn', { date: formatDate(audio.createdAt) }),
  ].filter(Boolean);

  return (
    <ListCard
      aria-label={audio.title}
      data-testid="audio-item"
      aria-busy={isBusy}
      sx={{
        opacity: isBusy ? 0.55 : 1,
        transition: 'opacity 150ms',
        minWidth: 0,
      }}
    >
      <Stack spacing={1.25}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}
        >
          <ListCardTitle>{audio.title}</ListCardTitle>
          <FitSummaryChip fit={audio.fit} />
          {marks}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {facts.join(' · ')}
        </Typography>
        {audio.description && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {audio.description}
          </Typography>
        )}
        <AudioAnalysis
          title={audio.title}
          analysis={audio.analysis}
          fit={audio.fit}
          statedMismatches={audio.statedMismatches}
          shownInFacts={{ bpm: bpm?.isMeasured === true, key: key?.isMeasured === true }}
        />
        <AudioPlayer
          id={audio.id}
          title={audio.title}
          peaks={peaksOf(audio)}
          durationSeconds={audio.durationSeconds}
          getLink={getLink}
          onPlayStarted={onPlayStarted}
        />
        {details}
        {actions && (
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </ListCard>
  );
}

/** Audios as a list (a submission's, an album's tracks). */
export function AudioList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
      {children}
    </Stack>
  );
}

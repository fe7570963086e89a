import { useTranslation } from 'react-i18next';
import { isActiveStatus, PlayPauseButton } from './player-controls';
import { usePlayerActions, usePlayerSelector, type PlayerTrack } from './player-provider';

/**
 * A list row's play button (a row of takes, a found track): plays `queue[index]` through the
 * app's player with the list as the queue, or pauses and resumes it when it is the one playing.
 * Rows carry no waveform of their own; the player bar draws it.
 */
export function QueuePlayButton({
  queue,
  index,
  size = 36,
  testId,
}: {
  queue: readonly PlayerTrack[];
  index: number;
  size?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const actions = usePlayerActions();
  const track = queue[index];
  const status = usePlayerSelector((state) =>
    track && state.current?.id === track.id ? state.status : 'idle',
  );
  if (!track) return null;
  const title = track.title;
  return (
    <PlayPauseButton
      size={size}
      status={status}
      testId={testId}
      label={t(isActiveStatus(status) ? 'audioPlayer.pause' : 'audioPlayer.play', { title })}
      loadingLabel={t('audioPlayer.loading', { title })}
      onClick={() => (status !== 'idle' ? actions.toggle() : actions.playQueue(queue, index))}
    />
  );
}

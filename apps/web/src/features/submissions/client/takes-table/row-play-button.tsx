import type { TakeTableRow } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import {
  isActiveStatus,
  PlayPauseButton,
} from '../../../../components/audio-player/player-controls';
import {
  usePlayerActions,
  usePlayerSelector,
  type PlayerTrack,
} from '../../../../components/audio-player/player-provider';

/**
 * A row's play button: plays the take through the app's player with the page as the queue, or
 * pauses and resumes it when it is the one playing.
 */
export function RowPlayButton({
  row,
  queue,
  index,
}: {
  row: TakeTableRow;
  queue: readonly PlayerTrack[];
  index: number;
}) {
  const { t } = useTranslation();
  const actions = usePlayerActions();
  const status = usePlayerSelector((state) =>
    state.current?.id === row.audioId ? state.status : 'idle',
  );
  const isCurrent = status !== 'idle';
  return (
    <PlayPauseButton
      size={32}
      status={status}
      testId="row-play"
      label={t(isActiveStatus(status) ? 'takesTable.pause' : 'takesTable.play', {
        title: row.title,
      })}
      loadingLabel={t('audioPlayer.loading', { title: row.title })}
      onClick={() => (isCurrent ? actions.toggle() : actions.playQueue(queue, index))}
    />
  );
}

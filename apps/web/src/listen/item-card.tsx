import type { SharePageItem } from '@cuebrief/shared';
import { formatDuration } from '../lib/format-duration';
import { DownloadButtons } from './download-buttons';
import { PauseIcon, PlayIcon } from './icons';
import { ReactionForm } from './reaction-form';
import { TEXTS } from './texts';
import type { PlayerState } from './use-share-player';
import { Waveform } from './waveform';

/** One item of the shortlist: what it is, its player, the recipient's reaction and downloads. */
export function ItemCard(props: {
  token: string;
  pass: string;
  item: SharePageItem;
  player: PlayerState;
  onToggle: (item: SharePageItem) => void;
  onSeek: (item: SharePageItem, seconds: number) => void;
  onRefused: (error: unknown) => boolean;
}) {
  const { token, pass, item, player, onToggle, onSeek, onRefused } = props;
  const isCurrent = player.itemId === item.id;
  const isPlaying = isCurrent && player.isPlaying;
  const position = isCurrent ? player.position : 0;

  return (
    <li className={isCurrent ? 'item item-current' : 'item'}>
      <div className="item-head">
        <button
          type="button"
          className="play"
          aria-label={isPlaying ? TEXTS.pause(item.title) : TEXTS.play(item.title)}
          onClick={() => onToggle(item)}
        >
          {isPlaying ? <PauseIcon /> : <PlayIcon />}
        </button>
        <div className="item-titles">
          <h3>{item.title}</h3>
          <p className="muted">{TEXTS.by(item.composerName)}</p>
        </div>
        <p className="item-time">
          {isCurrent && `${formatDuration(position)} / `}
          {formatDuration(item.durationSeconds)}
        </p>
      </div>
      <Waveform
        title={item.title}
        peaks={item.peaks}
        duration={item.durationSeconds}
        position={position}
        onSeek={(seconds) => onSeek(item, seconds)}
      />
      {player.failedItemId === item.id && (
        <p className="problem" role="alert">
          {TEXTS.playbackFailed}
        </p>
      )}
      {item.note && (
        <p className="note">
          <span className="note-label">{TEXTS.noteFromAgency}</span> {item.note}
        </p>
      )}
      <ReactionForm token={token} pass={pass} item={item} onRefused={onRefused} />
      {item.downloads.length > 0 && (
        <DownloadButtons token={token} pass={pass} item={item} onRefused={onRefused} />
      )}
    </li>
  );
}

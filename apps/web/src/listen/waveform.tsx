import { formatDuration } from '../lib/format-duration';
import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { TEXTS } from './texts';

/** How far the arrow keys move, and Page Up / Page Down. */
const STEP_SECONDS = 5;
const PAGE_SECONDS = 30;
/** The drawing's height; its width is one unit per peak. */
const HEIGHT = 40;

/**
 * The outline of the peaks, mirrored around the middle: one closed path (a few KB for the 160
 * points a recipient's page gets) instead of an element per bar.
 */
export function waveformPath(peaks: readonly number[]): string {
  if (peaks.length === 0) return '';
  const middle = HEIGHT / 2;
  // Silence still shows a hairline, so the track is visible and clickable.
  const half = (peak: number) => Math.max(0.5, Math.min(1, peak) * (middle - 1));
  const top = peaks.map((peak, i) => `L${i + 0.5} ${(middle - half(peak)).toFixed(1)}`);
  const bottom = peaks
    .map((peak, i) => `L${i + 0.5} ${(middle + half(peak)).toFixed(1)}`)
    .reverse();
  return `M0 ${middle}${top.join('')}L${peaks.length} ${middle}${bottom.join('')}Z`;
}

/** The seconds a key moves to from `position`, or null for a key the waveform leaves alone. */
export function positionAfterKey(key: string, position: number, duration: number): number | null {
  const moves: Record<string, number> = {
    ArrowRight: position + STEP_SECONDS,
    ArrowUp: position + STEP_SECONDS,
    ArrowLeft: position - STEP_SECONDS,
    ArrowDown: position - STEP_SECONDS,
    PageUp: position + PAGE_SECONDS,
    PageDown: position - PAGE_SECONDS,
    Home: 0,
    End: duration,
  };
  const moved = moves[key];
  return moved === undefined ? null : Math.min(Math.max(0, moved), duration);
}

/**
 * An item's waveform as a slider: click anywhere to move there, or use the arrow keys (5 s),
 * Page Up/Down (30 s), Home and End. The part already heard is drawn in the strong colour.
 */
export function Waveform(props: {
  title: string;
  peaks: readonly number[];
  duration: number;
  position: number;
  onSeek: (seconds: number) => void;
}) {
  const { title, peaks, duration, position, onSeek } = props;
  const clipId = useId();
  const width = Math.max(1, peaks.length);
  const progress = duration > 0 ? Math.min(1, position / duration) : 0;
  const path = waveformPath(peaks);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    onSeek(((event.clientX - box.left) / box.width) * duration);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = positionAfterKey(event.key, position, duration);
    if (next === null) return;
    event.preventDefault();
    onSeek(next);
  };

  return (
    <div
      className="waveform"
      role="slider"
      tabIndex={0}
      aria-label={TEXTS.position(title)}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(position)}
      aria-valuetext={TEXTS.positionValue(formatDuration(position), formatDuration(duration))}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true">
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width={progress * width} height={HEIGHT} />
          </clipPath>
        </defs>
        <path className="waveform-rest" d={path} />
        <path className="waveform-heard" d={path} clipPath={`url(#${clipId})`} />
      </svg>
    </div>
  );
}

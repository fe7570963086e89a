import { Box } from '@mui/material';
import { useEffect, useEffectEvent, useRef, useState, type MouseEvent } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import { PeaksPreview } from './peaks-preview';
import { useWaveformColors } from './waveform-colors';

let loading: Promise<{ default: typeof WaveSurfer }> | undefined;

/** wavesurfer, imported once for every waveform of the page (a failed import is tried again). */
function importWaveSurfer() {
  loading ??= import('wavesurfer.js').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export type WaveformProps = {
  peaks: readonly number[];
  durationSeconds: number;
  /** The play position shown, in seconds. */
  time: number;
  /** A position chosen on the waveform with the mouse or a touch. */
  onSeek: (seconds: number) => void;
  height: number;
};

/**
 * The waveform, drawn by wavesurfer.js from the stored peaks and duration: no audio is
 * downloaded to draw it. wavesurfer is imported when the first player shows, so it stays out
 * of every page's first load; until it has drawn (or if it cannot), plain bars stand in.
 *
 * It shows `time` and reports clicks; it never touches the app's `<audio>` element: wavesurfer
 * bound to a media element reloads its source when made or given peaks, which would cut the
 * track that plays. So each waveform gets a silent element of its own that never loads.
 */
export function Waveform({ peaks, durationSeconds, time, onSeek, height }: WaveformProps) {
  const container = useRef<HTMLDivElement>(null);
  const [isDrawn, setIsDrawn] = useState(false);
  const drawn = useRef<WaveSurfer | null>(null);
  // wavesurfer is made once per drawing, so its clicks reach the latest onSeek through this.
  const onInteraction = useEffectEvent((seconds: number) => onSeek(seconds));
  const shownTime = useEffectEvent(() => time);
  const colors = useWaveformColors();
  const canDraw = peaks.length > 0 && durationSeconds > 0;

  useEffect(() => {
    if (!canDraw) return;
    let isGone = false;
    let destroy = () => {};
    importWaveSurfer()
      .then(({ default: WaveSurfer }) => {
        if (isGone || !container.current) return;
        const wavesurfer = WaveSurfer.create({
          container: container.current,
          media: document.createElement('audio'),
          peaks: [[...peaks]],
          duration: durationSeconds,
          height,
          waveColor: colors.wave,
          progressColor: colors.progress,
          cursorColor: colors.progress,
          cursorWidth: 2,
          barWidth: 2,
          barGap: 1,
          barRadius: 2,
          normalize: true,
          dragToSeek: true,
        });
        wavesurfer.on('interaction', (seconds) => onInteraction(seconds));
        wavesurfer.on('redrawcomplete', () => {
          setIsDrawn(true);
          wavesurfer.setTime(shownTime());
        });
        drawn.current = wavesurfer;
        destroy = () => {
          drawn.current = null;
          wavesurfer.destroy();
        };
      })
      .catch(() => {
        // The bars stand in: the player still plays and seeks.
      });
    return () => {
      isGone = true;
      destroy();
    };
  }, [canDraw, peaks, durationSeconds, height, colors.wave, colors.progress]);

  // The progress follows the player's time (a few times a second while it plays).
  useEffect(() => {
    drawn.current?.setTime(time);
  }, [time]);

  const onPreviewClick = (event: MouseEvent<HTMLDivElement>) => {
    if (isDrawn || durationSeconds <= 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) onSeek(((event.clientX - box.left) / box.width) * durationSeconds);
  };

  return (
    <Box sx={{ position: 'relative', height, cursor: 'pointer' }} onClick={onPreviewClick}>
      {!isDrawn && (
        <Box sx={{ position: 'absolute', inset: 0 }}>
          <PeaksPreview
            peaks={peaks}
            progress={durationSeconds > 0 ? time / durationSeconds : 0}
            colors={colors}
          />
        </Box>
      )}
      <Box ref={container} sx={{ position: 'absolute', inset: 0 }} />
    </Box>
  );
}

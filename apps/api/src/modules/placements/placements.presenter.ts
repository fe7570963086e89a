import { encodeWaveform, type ImageLink, type MediaLink, type Placement } from '@cuebrief/shared';
import type { PlacementRow } from '../../db/schema';
import { toMilliseconds } from '../../lib/to-milliseconds';
import { presentAnalysis } from '../analysis/analysis.service';
import type { AudioWithFiles } from '../audio/audio.types';

export type PlacementLinks = {
  image: ImageLink | null;
  thumbnail: MediaLink | null;
  /** The link to play its music; null without music (or a file to play). */
  play: MediaLink | null;
};

/** A placement as everyone sees it: never where its files are stored. */
export function presentPlacement(
  row: PlacementRow,
  audio: AudioWithFiles | undefined,
  links: PlacementLinks,
): Placement {
  return {
    id: row.id,
    title: row.title,
    brand: row.brand,
    media: row.media,
    year: row.year,
    description: row.description,
    image: links.image,
    thumbnail: links.thumbnail,
    audio:
      audio && links.play
        ? {
            id: audio.audio.id,
            title: audio.audio.title,
            durationSeconds: toMilliseconds(audio.audio.durationSeconds),
            waveform: encodeWaveform(audio.audio.peaks),
            peaks: audio.audio.peaks,
            analysis: presentAnalysis(audio.analysis),
            play: links.play,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

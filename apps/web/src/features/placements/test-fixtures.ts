import { encodeWaveform, type Placement } from '@cuebrief/shared';
import { measuredAnalysis } from '../../test/analysis';
import { uuidOf } from '../../test/fake-api';

/** A link that stays valid through any test run. */
export const linkTo = (url: string) => ({ url, expiresAt: '2099-01-01T00:00:00.000Z' });

/** A stored image's link as the API gives it: 1200 × 675, with its 320 and 640 px widths. */
export const imageLinkTo = (base: string) => ({
  ...linkTo(`${base}.webp`),
  width: 1200,
  height: 675,
  srcset: [
    { url: `${base}-320.webp`, width: 320 },
    { url: `${base}-640.webp`, width: 640 },
    { url: `${base}.webp`, width: 1200 },
  ],
});

/** A placement with an image and 2:30 of music, newest first by `n`. */
export const placementOf = (n: number, changes: Partial<Placement> = {}): Placement => ({
  id: uuidOf(600 + n),
  title: `Placement ${n}`,
  brand: 'Northwind Motors',
  media: 'ad',
  year: 2025,
  description: null,
  image: imageLinkTo(`https://media.test/placement-${n}`),
  thumbnail: linkTo(`https://media.test/placement-${n}-thumb.webp`),
  audio: {
    id: uuidOf(700 + n),
    title: `Placement ${n}`,
    durationSeconds: 150,
    waveform: encodeWaveform([0.2, 0.6, 0.9, 0.5, 0.3]),
    // The list leaves the peaks out (docs/contracts.md#waveforms): the player draws the waveform.
    peaks: [],
    analysis: measuredAnalysis({ durationSeconds: 150 }),
    play: linkTo(`https://media.test/placement-${n}.mp3`),
  },
  createdAt: '2026-11-20T12:00:00.000Z',
  ...changes,
});

/** A file of `bytes` without holding them: only the size is read before sending. */
export function fileOf(name: string, bytes: number) {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

import { Readable } from 'node:stream';
import type { UploadPart } from '../lib/upload-part';
import { synthesiseMusic, type MusicOptions } from './music-synth';
import { encodeWav } from './wav-encode';

/**
 * The music of a demo clip: played at this tempo, in this key, for this long (and, when said,
 * its chords on piano or a pad, its first chorus at a second a brief names).
 */
export type DemoMusic = Pick<MusicOptions, 'bpm' | 'key' | 'seconds' | 'sound' | 'lift'>;

/**
 * A clip of the demo data: its name (which picks its sounds), its music, and what the demo
 * says of it (a take's or track's description, a placement's), which names how long it plays.
 */
export type DemoClip = { name: string; music: DemoMusic; description?: string };

/** As a composer exports a master: CD rate, stereo, 16-bit. */
const SAMPLE_RATE = 44_100;
const BITS_PER_SAMPLE = 16;

/** A number from a clip's name, so each clip has its own sounds, the same at every seed. */
function seedOf(name: string): number {
  let hash = 0;
  for (const character of name)
    hash = (Math.imul(hash, 31) + (character.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

/**
 * A wav of demo music (a song of drums, bass, chords and a tune at the clip's tempo and in its
 * key), made at seed time so the repository ships no audio and the analyser measures what the
 * demo states.
 */
export function demoMusicWav({ name, music }: DemoClip): Buffer {
  const channels = synthesiseMusic({
    ...music,
    form: 'song',
    sampleRate: SAMPLE_RATE,
    seed: seedOf(name),
  });
  return encodeWav(channels, SAMPLE_RATE, BITS_PER_SAMPLE);
}

/** The parts of an upload of a wav and what the uploader says of it (`infoData`). */
export async function* wavUpload(wav: Buffer, info: object): AsyncGenerator<UploadPart> {
  yield { kind: 'field', name: 'infoData', value: JSON.stringify(info), isCut: false };
  yield { kind: 'file', name: 'filewav', stream: Readable.from([wav]) };
}

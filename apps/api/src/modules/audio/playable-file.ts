import type { AudioFileRow } from '../../db/schema';

/** The file a player loads: the mp3 (smaller, streams sooner), else the wav; stems never. */
export function playableFileOf(files: readonly AudioFileRow[]): AudioFileRow | undefined {
  return files.find((file) => file.kind === 'mp3') ?? files.find((file) => file.kind === 'wav');
}

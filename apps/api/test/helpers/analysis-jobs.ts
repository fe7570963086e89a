import { setTimeout as wait } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MeasuredKey } from '@cuebrief/shared';
import { audioAnalyses, audioFiles, type AudioAnalysisRow } from '../../src/db/schema';
import { synthesiseMusic } from '../../src/demo/music-synth';
import { encodeWav } from '../../src/demo/wav-encode';
import type { FormPart } from './multipart';

/** A wav of synthesised music at a known tempo and key (16-bit stereo 44.1 kHz unless said). */
export function musicWav(options: {
  bpm: number;
  key: MeasuredKey;
  seconds: number;
  bits?: 16 | 24;
  seed?: number;
}): Buffer {
  const sampleRate = 44_100;
  return encodeWav(synthesiseMusic({ ...options, sampleRate }), sampleRate, options.bits ?? 16);
}

/** The upload part of such a wav. */
export const musicWavPart = (options: Parameters<typeof musicWav>[0]): FormPart => ({
  name: 'filewav',
  filename: 'take.wav',
  contentType: 'audio/wav',
  data: musicWav(options),
});

/**
 * Reads until `isReady` holds of what was read, on the wall clock (analysis runs on worker
 * threads, whatever the test clock says); fails naming `what` when it never does.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  isReady: (value: T) => boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isReady(value)) return value;
    if (Date.now() > until) {
      throw new Error(`${what} did not happen in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    }
    await wait(100);
  }
}

/** The analysis rows of an audio's files, with each file's kind and storage key. */
export async function analysisRowsOf(
  app: FastifyInstance,
  audioId: string,
): Promise<(AudioAnalysisRow & { kind: string; storageKey: string })[]> {
  const rows = await app.database.db
    .select({ analysis: audioAnalyses, kind: audioFiles.kind, storageKey: audioFiles.storageKey })
    .from(audioAnalyses)
    .innerJoin(audioFiles, eq(audioFiles.id, audioAnalyses.audioFileId))
    .where(eq(audioFiles.audioId, audioId));
  return rows.map((row) => ({ ...row.analysis, kind: row.kind, storageKey: row.storageKey }));
}

/** Every analysis row of the database. */
export const everyAnalysisRow = (app: FastifyInstance) =>
  app.database.db.select().from(audioAnalyses);

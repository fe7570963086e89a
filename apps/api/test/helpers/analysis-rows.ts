import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { audioAnalyses, audioFiles, type AudioAnalysisRow } from '../../src/db/schema';

/** What a finished analysis measured, as its row stores it. */
export type Measurement = Partial<
  Pick<
    AudioAnalysisRow,
    | 'bpm'
    | 'musicalKey'
    | 'keyConfidence'
    | 'loudnessLufs'
    | 'truePeakDbtp'
    | 'durationSeconds'
    | 'clippedSamples'
  >
>;

/**
 * Records a finished analysis of an audio's file (its wav, else its mp3, unless `kind` names
 * one) straight in the database, as the worker would once done, so a test need not wait for
 * it. The claim is cleared too, so a worker still measuring the file cannot write over it.
 */
export async function recordMeasurement(
  app: FastifyInstance,
  audioId: string,
  measurement: Measurement,
  kind?: 'mp3' | 'wav',
): Promise<void> {
  const files = await app.database.db
    .select({ id: audioFiles.id, kind: audioFiles.kind })
    .from(audioFiles)
    .where(
      and(
        eq(audioFiles.audioId, audioId),
        inArray(audioFiles.kind, kind ? [kind] : ['wav', 'mp3']),
      ),
    );
  const file = files.find((entry) => entry.kind === 'wav') ?? files[0];
  if (!file) throw new Error(`audio ${audioId} has no ${kind ?? 'mp3 or wav'} file`);
  const updated = await app.database.db
    .update(audioAnalyses)
    .set({
      state: 'done',
      claimToken: null,
      leaseUntil: null,
      analyser: 'cuebrief-analyser',
      analyserVersion: '1.0.0',
      bpm: null,
      bpmConfidence: measurement.bpm === undefined ? null : 0.9,
      musicalKey: null,
      keyConfidence: measurement.musicalKey === undefined ? null : 0.8,
      loudnessLufs: -14,
      truePeakDbtp: -2,
      samplePeakDbfs: -2.5,
      durationSeconds: 30,
      leadingSilenceSeconds: 0,
      trailingSilenceSeconds: 0,
      clippedSamples: 0,
      error: null,
      analysedAt: new Date(),
      ...measurement,
    })
    .where(eq(audioAnalyses.audioFileId, file.id))
    .returning({ id: audioAnalyses.audioFileId });
  if (updated.length === 0) throw new Error(`the ${file.kind} of audio ${audioId} has no analysis`);
}

/** Records that an audio's master file could not be analysed, as the worker would. */
export async function recordFailure(app: FastifyInstance, audioId: string): Promise<void> {
  const updated = await app.database.db
    .update(audioAnalyses)
    .set({ state: 'failed', claimToken: null, leaseUntil: null, error: 'unreadable audio' })
    .where(
      inArray(
        audioAnalyses.audioFileId,
        app.database.db
          .select({ id: audioFiles.id })
          .from(audioFiles)
          .where(and(eq(audioFiles.audioId, audioId), inArray(audioFiles.kind, ['wav', 'mp3']))),
      ),
    )
    .returning({ id: audioAnalyses.audioFileId });
  if (updated.length === 0) throw new Error(`audio ${audioId} has no analysis`);
}

/** How many analyses are in each state (a state none is in is left out). */
export async function analysisStates(app: FastifyInstance): Promise<Record<string, number>> {
  const rows = await app.database.db
    .select({ state: audioAnalyses.state, count: count() })
    .from(audioAnalyses)
    .groupBy(audioAnalyses.state);
  return Object.fromEntries(rows.map((row) => [row.state, row.count]));
}

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnalysisState } from '@cuebrief/shared';
import { audioFiles } from './audio';

/**
 * What the server measured in one stored mp3 or wav, and the job that measures it: a row is
 * written `pending` in the transaction that writes the file's row, and a worker claims it by
 * setting a fresh `claim_token` and a lease (docs/contracts.md#brief-fit). A lease that runs out
 * (the worker's process died) makes the row claimable again; results are written only under the
 * token of the claim that computed them, so no job is recorded twice.
 */
export const audioAnalyses = pgTable(
  'audio_analyses',
  {
    audioFileId: uuid('audio_file_id')
      .primaryKey()
      .references(() => audioFiles.id, { onDelete: 'cascade' }),
    state: text('state').$type<AnalysisState>().notNull().default('pending'),
    /** Claims made so far, the current one included. */
    attempts: integer('attempts').notNull().default(0),
    claimToken: uuid('claim_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    analyser: text('analyser'),
    analyserVersion: text('analyser_version'),
    bpm: real('bpm'),
    bpmConfidence: real('bpm_confidence'),
    musicalKey: text('musical_key'),
    keyConfidence: real('key_confidence'),
    loudnessLufs: real('loudness_lufs'),
    truePeakDbtp: real('true_peak_dbtp'),
    samplePeakDbfs: real('sample_peak_dbfs'),
    durationSeconds: real('duration_seconds'),
    leadingSilenceSeconds: real('leading_silence_seconds'),
    trailingSilenceSeconds: real('trailing_silence_seconds'),
    clippedSamples: integer('clipped_samples'),
    /** Why a failed analysis failed, in a few words. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    analysedAt: timestamp('analysed_at', { withTimezone: true }),
  },
  (t) => [
    // Workers look for pending rows, oldest first.
    index('audio_analyses_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'pending'`),
    check('audio_analyses_state_check', sql`${t.state} in ('pending', 'done', 'failed')`),
  ],
);

export type AudioAnalysisRow = typeof audioAnalyses.$inferSelect;
export type NewAudioAnalysisRow = typeof audioAnalyses.$inferInsert;

import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { audioAnalyses, audioFiles, audios, type AudioAnalysisRow } from '../../db/schema';
import type { MeasuredBy } from './analysis-worker-messages';

/** The kinds of stored file the analyser measures: a stems zip is not one piece of music. */
export const ANALYSED_KINDS = ['mp3', 'wav'] as const;

/** A stored file that may need measuring, as its audio_files row names it. */
export type AnalysableFile = { id: string; kind: string; createdAt: Date };

/** A job this instance holds: the file to measure and the token its results are written under. */
export type ClaimedJob = {
  audioFileId: string;
  claimToken: string;
  /** Claims of this job so far, this one included. */
  attempts: number;
  storageKey: string;
  kind: string;
  /** The audio's title, for the analyse command's lines. */
  title: string;
};

/** A pending job nobody holds: never claimed, given back, or its holder's lease ran out. */
const claimable = (now: Date) =>
  and(
    eq(audioAnalyses.state, 'pending'),
    or(isNull(audioAnalyses.leaseUntil), lt(audioAnalyses.leaseUntil, now)),
  );

/** Results and claim are written only by the claim that holds the job. */
const heldBy = (audioFileId: string, claimToken: string) =>
  and(eq(audioAnalyses.audioFileId, audioFileId), eq(audioAnalyses.claimToken, claimToken));

/** Every function takes the connection or transaction to run on. */
export const analysisRepository = {
  /**
   * A pending row for each mp3 or wav given, in the caller's transaction (the one that writes
   * the files' rows); a file that has one already keeps it.
   */
  async enqueue(db: DbOrTx, files: AnalysableFile[]): Promise<AudioAnalysisRow[]> {
    const analysable = files.filter((file) =>
      (ANALYSED_KINDS as readonly string[]).includes(file.kind),
    );
    if (analysable.length === 0) return [];
    return db
      .insert(audioAnalyses)
      .values(analysable.map((file) => ({ audioFileId: file.id, createdAt: file.createdAt })))
      .onConflictDoNothing()
      .returning();
  },

  /** The analyses of the files named, by file id; a file without a row has no entry. */
  async ofFiles(db: DbOrTx, fileIds: string[]): Promise<Map<string, AudioAnalysisRow>> {
    if (fileIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(audioAnalyses)
      .where(inArray(audioAnalyses.audioFileId, fileIds));
    return new Map(rows.map((row) => [row.audioFileId, row]));
  },

  /**
   * A pending row for every mp3 or wav stored without one (files stored before analysis
   * existed, or by an instance that did not write them): how many were added. Safe to run from
   * several processes at once.
   */
  async enqueueMissing(db: DbOrTx, now: Date): Promise<number> {
    // One statement, so a file deleted meanwhile is simply not selected.
    const result = await db.execute(sql`
      insert into ${audioAnalyses} (audio_file_id, created_at)
      select f.id, ${now.toISOString()}::timestamptz from ${audioFiles} f
      where f.kind in ('mp3', 'wav')
        and not exists (select 1 from ${audioAnalyses} a where a.audio_file_id = f.id)
      on conflict do nothing
      returning audio_file_id`);
    // Both drivers (node-postgres and PGlite) answer the rows a statement returned as `rows`.
    return (result as unknown as { rows: unknown[] }).rows.length;
  },

  /**
   * Gives up on jobs claimed `maxAttempts` times whose last holder's lease ran out (a file that
   * kills its worker every time): they are failed rather than claimed forever.
   */
  async failExhausted(db: DbOrTx, now: Date, maxAttempts: number): Promise<void> {
    await db
      .update(audioAnalyses)
      .set({
        state: 'failed',
        claimToken: null,
        leaseUntil: null,
        error: `stopped ${maxAttempts} times without finishing`,
      })
      .where(and(claimable(now), gte(audioAnalyses.attempts, maxAttempts)));
  },

  /**
   * Takes the oldest claimable job: one statement that sets a fresh token and a lease, and
   * counts the attempt. Instances claiming at once skip the rows others have locked
   * (FOR UPDATE SKIP LOCKED), so each job goes to one of them; undefined when none is left.
   */
  async claim(
    db: DbOrTx,
    claim: { token: string; now: Date; leaseUntil: Date },
  ): Promise<ClaimedJob | undefined> {
    const next = db
      .select({ id: audioAnalyses.audioFileId })
      .from(audioAnalyses)
      .where(claimable(claim.now))
      .orderBy(asc(audioAnalyses.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await db
      .update(audioAnalyses)
      .set({
        claimToken: claim.token,
        leaseUntil: claim.leaseUntil,
        attempts: sql`${audioAnalyses.attempts} + 1`,
      })
      .where(sql`${audioAnalyses.audioFileId} = (${next})`)
      .returning({ audioFileId: audioAnalyses.audioFileId, attempts: audioAnalyses.attempts });
    if (!claimed) return undefined;
    const [file] = await db
      .select({ storageKey: audioFiles.storageKey, kind: audioFiles.kind, title: audios.title })
      .from(audioFiles)
      .innerJoin(audios, eq(audios.id, audioFiles.audioId))
      .where(eq(audioFiles.id, claimed.audioFileId));
    // Deleted in the meantime: its row went with it.
    if (!file) return undefined;
    return { ...claimed, ...file, claimToken: claim.token };
  },

  /** How many jobs are pending (claimed or not); the pending index answers it. */
  async countPending(db: DbOrTx): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(audioAnalyses)
      .where(eq(audioAnalyses.state, 'pending'));
    return row?.count ?? 0;
  },

  /** Moves the lease on while the job is worked on; false when the claim was lost. */
  async renew(db: DbOrTx, job: ClaimedJob, leaseUntil: Date): Promise<boolean> {
    const renewed = await db
      .update(audioAnalyses)
      .set({ leaseUntil })
      .where(heldBy(job.audioFileId, job.claimToken))
      .returning({ id: audioAnalyses.audioFileId });
    return renewed.length > 0;
  },

  /** Writes the results of a held job; false when the claim was lost (nothing written). */
  async recordDone(
    db: DbOrTx,
    job: ClaimedJob,
    done: { result: MeasuredBy; now: Date },
  ): Promise<boolean> {
    const { result } = done;
    const recorded = await db
      .update(audioAnalyses)
      .set({
        state: 'done',
        claimToken: null,
        leaseUntil: null,
        analyser: result.analyser,
        analyserVersion: result.analyserVersion,
        bpm: result.bpm,
        bpmConfidence: result.bpmConfidence,
        musicalKey: result.key,
        keyConfidence: result.keyConfidence,
        loudnessLufs: result.loudnessLufs,
        truePeakDbtp: result.truePeakDbtp,
        samplePeakDbfs: result.samplePeakDbfs,
        durationSeconds: result.durationSeconds,
        leadingSilenceSeconds: result.leadingSilenceSeconds,
        trailingSilenceSeconds: result.trailingSilenceSeconds,
        clippedSamples: result.clippedSamples,
        error: null,
        analysedAt: done.now,
      })
      .where(heldBy(job.audioFileId, job.claimToken))
      .returning({ id: audioAnalyses.audioFileId });
    return recorded.length > 0;
  },

  /**
   * Records a held job's failure: failed for good when `isFinal`, else given back to be claimed
   * again once `retryAt` has passed. False when the claim was lost.
   */
  async recordFailure(
    db: DbOrTx,
    job: ClaimedJob,
    failure: { error: string; isFinal: boolean; retryAt: Date },
  ): Promise<boolean> {
    const recorded = await db
      .update(audioAnalyses)
      .set({
        state: failure.isFinal ? 'failed' : 'pending',
        claimToken: null,
        leaseUntil: failure.isFinal ? null : failure.retryAt,
        error: failure.error,
      })
      .where(heldBy(job.audioFileId, job.claimToken))
      .returning({ id: audioAnalyses.audioFileId });
    return recorded.length > 0;
  },

  /** Gives a held job back untouched (a shutdown mid-job): its attempt does not count. */
  async release(db: DbOrTx, job: ClaimedJob): Promise<void> {
    await db
      .update(audioAnalyses)
      .set({
        claimToken: null,
        leaseUntil: null,
        attempts: sql`greatest(${audioAnalyses.attempts} - 1, 0)`,
      })
      .where(heldBy(job.audioFileId, job.claimToken));
  },

  /**
   * Queues failed jobs again, or with `all` every job nobody holds (a new analyser version):
   * pending, attempts from zero. How many were queued.
   */
  async requeue(db: DbOrTx, options: { all: boolean; now: Date }): Promise<number> {
    const which = options.all
      ? or(
          eq(audioAnalyses.state, 'failed'),
          eq(audioAnalyses.state, 'done'),
          claimable(options.now),
        )
      : eq(audioAnalyses.state, 'failed');
    const queued = await db
      .update(audioAnalyses)
      .set({ state: 'pending', attempts: 0, claimToken: null, leaseUntil: null, error: null })
      .where(which)
      .returning({ id: audioAnalyses.audioFileId });
    return queued.length;
  },
};

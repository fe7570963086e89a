import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { audioAnalyses, audioFiles, type AudioAnalysisRow } from '../../db/schema';

/** The kinds of stored file the analyser measures: a stems zip is not one piece of music. */
export const ANALYSED_KINDS = ['mp3', 'wav'] as const;

/** A stored file that may need measuring, as its audio_files row names it. */
export type AnalysableFile = { id: string; kind: string; createdAt: Date };

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
    const added = await db
      .insert(audioAnalyses)
      .select(
        db
          .select({ audioFileId: audioFiles.id, createdAt: sql<Date>`${now}`.as('created_at') })
          .from(audioFiles)
          .leftJoin(audioAnalyses, eq(audioAnalyses.audioFileId, audioFiles.id))
          .where(
            and(inArray(audioFiles.kind, [...ANALYSED_KINDS]), isNull(audioAnalyses.audioFileId)),
          ),
      )
      .onConflictDoNothing()
      .returning({ id: audioAnalyses.audioFileId });
    return added.length;
  },
};

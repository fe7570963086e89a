import { inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { albums, audioFiles, jobRuns, placements } from '../../db/schema';

/** Every function takes the connection or transaction to run on. */
export const orphanFilesRepository = {
  /**
   * Claims a run of the job `name` unless one started after `lastStartedBy`: true for exactly
   * one of any number of instances asking at once (the row's lock makes the others wait, then
   * see the new time).
   */
  async claimRun(db: DbOrTx, name: string, now: Date, lastStartedBy: Date): Promise<boolean> {
    const claimed = await db
      .insert(jobRuns)
      .values({ name, startedAt: now })
      .onConflictDoUpdate({
        target: jobRuns.name,
        set: { startedAt: now },
        setWhere: lte(jobRuns.startedAt, lastStartedBy),
      })
      .returning({ name: jobRuns.name });
    return claimed.length > 0;
  },

  /**
   * Which of `keys` a row still names: every column that holds a storage key (the files of
   * audios, albums' covers and placements' images, each with its thumbnail).
   */
  async referencedAmong(db: DbOrTx, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const found = await Promise.all([
      db
        .select({ key: audioFiles.storageKey })
        .from(audioFiles)
        .where(inArray(audioFiles.storageKey, keys)),
      db.select({ key: albums.coverKey }).from(albums).where(inArray(albums.coverKey, keys)),
      db
        .select({ key: albums.thumbnailKey })
        .from(albums)
        .where(inArray(albums.thumbnailKey, keys)),
      db
        .select({ key: placements.imageKey })
        .from(placements)
        .where(inArray(placements.imageKey, keys)),
      db
        .select({ key: placements.thumbnailKey })
        .from(placements)
        .where(inArray(placements.thumbnailKey, keys)),
    ]);
    return new Set(found.flat().map((row) => row.key ?? ''));
  },
};

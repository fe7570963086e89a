import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobRunsQueries } from '../../db/job-runs';
import { albums, audioFiles, placements } from '../../db/schema';

/** Every function takes the connection or transaction to run on. */
export const orphanFilesRepository = {
  claimRun: jobRunsQueries.claimRun,
  releaseRun: jobRunsQueries.releaseRun,

  /**
   * Which of `keys` a row still names: every column that holds a storage key (the files of
   * audios, albums' covers and placements' images, each with its thumbnail and the variants
   * its `image_sizes` lists).
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
      ...[albums, placements].map((table) =>
        db
          .execute(
            sql`
          select variant ->> 'key' as key
          from ${table}, jsonb_array_elements(${table.imageSizes} -> 'variants') as variant
          where variant ->> 'key' in ${keys}`,
          )
          // Both drivers (PGlite, node-postgres) answer with `rows`.
          .then((result) => (result as unknown as { rows: { key: string }[] }).rows),
      ),
    ]);
    return new Set(found.flat().map((row) => row.key ?? ''));
  },
};

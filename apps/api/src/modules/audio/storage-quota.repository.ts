import { and, eq, ne, or, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { audioFiles, audios, submissions } from '../../db/schema';

/** Every function takes the connection or transaction to run on. */
export const storageQuotaRepository = {
  /**
   * The bytes of every file of a composer's takes, as their rows recorded them; without the
   * stems of `exceptStemsOf`, which the upload being counted replaces.
   */
  async composerBytes(db: DbOrTx, composerId: string, exceptStemsOf?: string): Promise<number> {
    const [row] = await db
      .select({ bytes: sum(audioFiles.bytes) })
      .from(audioFiles)
      .innerJoin(audios, eq(audios.id, audioFiles.audioId))
      .innerJoin(submissions, eq(submissions.id, audios.submissionId))
      .where(
        and(
          eq(submissions.composerId, composerId),
          exceptStemsOf
            ? or(ne(audioFiles.audioId, exceptStemsOf), ne(audioFiles.kind, 'stems'))
            : undefined,
        ),
      );
    return Number(row?.bytes ?? 0);
  },
};

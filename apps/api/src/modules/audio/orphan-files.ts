import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { startPeriodicWorker } from '../../lib/periodic-worker';
import { orphanFilesRepository as repository } from './orphan-files.repository';
import type { Storage } from './storage/storage';
import { isMadeStorageKey } from './storage/storage-key';

const HOUR_MS = 60 * 60 * 1000;
/** A sweep runs once a day across all instances, whichever claims it first. */
export const ORPHAN_SWEEP_EVERY_MS = 24 * HOUR_MS;
/**
 * Only files this old are swept. A file is stored before the row that records it, and on S3 a
 * multipart object's time is when its upload began; no upload lasts a day, so a younger file
 * may still be on its way to a row.
 */
export const ORPHAN_GRACE_MS = 24 * HOUR_MS;
/** Keys looked up in the database at once. */
const BATCH_KEYS = 500;
const JOB_NAME = 'orphan-files-sweep';

export type SweepOutcome = { swept: false } | { swept: true; removed: number };

/**
 * Removes stored files that no row names (issue 21, item 10; decision 016): what a crash left
 * between storing a file and writing its row, or a removal that failed after its rows went.
 * Runs on start and then daily; only the instance that claims the day's run sweeps.
 */
export function createOrphanFiles(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  log: FastifyBaseLogger;
}) {
  const { db, clock, storage, log } = deps;

  /** Removes the orphans among `keys`; how many it removed. */
  async function removeOrphans(keys: string[]): Promise<number> {
    const referenced = await repository.referencedAmong(db, keys);
    const orphans = keys.filter((key) => !referenced.has(key));
    for (const key of orphans) await storage.remove(key);
    if (orphans.length > 0) log.info({ storageKeys: orphans }, 'orphan files removed');
    return orphans.length;
  }

  /**
   * Sweeps the storage unless another instance (or this one) ran today's sweep. `isStopping`
   * is asked between batches, so a shutdown need not wait for a sweep of a large store; a sweep
   * it cuts short gives its claim back.
   */
  async function sweep(isStopping: () => boolean = () => false): Promise<SweepOutcome> {
    const now = clock.now();
    const lastBy = new Date(now.getTime() - ORPHAN_SWEEP_EVERY_MS);
    if (!(await repository.claimRun(db, JOB_NAME, now, lastBy))) return { swept: false };
    const oldestKept = now.getTime() - ORPHAN_GRACE_MS;
    let removed = 0;
    let batch: string[] = [];
    for await (const file of storage.list()) {
      if (isStopping()) break;
      // Only what this server made, and only once it is old enough (see ORPHAN_GRACE_MS).
      if (!isMadeStorageKey(file.key) || file.lastModified.getTime() > oldestKept) continue;
      batch.push(file.key);
      if (batch.length < BATCH_KEYS) continue;
      removed += await removeOrphans(batch);
      batch = [];
    }
    if (isStopping()) {
      // Cut short by a shutdown: the day's sweep is due again for whichever instance asks next.
      await repository.releaseRun(db, JOB_NAME, now, lastBy);
      return { swept: false };
    }
    removed += await removeOrphans(batch);
    log.info({ removed }, 'orphan files swept');
    return { swept: true, removed };
  }

  return {
    sweep: () => sweep(),

    /**
     * Tries a sweep now and every `intervalMs` (the claim decides whether it runs); 0 turns
     * the worker off (tests). The stop function ends a sweep at its next batch.
     */
    startWorker(intervalMs: number): () => Promise<void> {
      if (intervalMs <= 0) return async () => {};
      let stopping = false;
      const failed = (error: unknown) => log.error({ err: error }, 'orphan files sweep failed');
      const first = sweep(() => stopping).catch(failed);
      const stopPeriodic = startPeriodicWorker({
        intervalMs,
        task: () => sweep(() => stopping),
        onError: failed,
      });
      return async () => {
        stopping = true;
        await stopPeriodic();
        await first;
      };
    },
  };
}
export type OrphanFiles = ReturnType<typeof createOrphanFiles>;

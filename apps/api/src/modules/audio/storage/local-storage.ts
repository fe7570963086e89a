import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, opendir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../../lib/app-error';
import type { ByteRange, ListedFile, Storage } from './storage';
import { assertStorageKey, isStorageKey } from './storage-key';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A partial file this old was left by a process that stopped mid-upload; no upload lasts a day. */
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;

/** Removes partial files left by a process that stopped mid-upload (a crash, a kill). */
async function removeStalePartials(partialDir: string, now: number): Promise<void> {
  const names = await readdir(partialDir).catch(() => []);
  for (const name of names) {
    const file = path.join(partialDir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > STALE_PARTIAL_MS) await rm(file, { force: true });
  }
}

/**
 * The files under `dir` as keys relative to `root`, one folder entry at a time. Hidden names
 * are skipped: `.partial` holds uploads still streaming in, and no key starts with a dot.
 */
async function* filesUnder(root: string, dir: string): AsyncGenerator<ListedFile> {
  let folder;
  try {
    folder = await opendir(dir);
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for await (const entry of folder) {
    if (entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* filesUnder(root, file);
      continue;
    }
    const key = path.relative(root, file).split(path.sep).join('/');
    if (!entry.isFile() || !isStorageKey(key)) continue;
    // Gone between the listing and now (removed meanwhile): not listed.
    const info = await stat(file).catch(() => null);
    if (info) yield { key, lastModified: info.mtime };
  }
}

/**
 * Files under `<root>/<key>`. A write goes to `<root>/.partial/<random>` and is renamed into
 * place only when the whole stream arrived, so a file under its key is always complete and a
 * failed upload leaves nothing (keys never start with a dot, so no key names a partial file).
 * What a process killed mid-upload left there is swept once a day old.
 */
export function createLocalStorage(root: string): Storage {
  const partialDir = path.join(root, '.partial');
  let sweep: Promise<void> | undefined;

  function pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  }

  return {
    driver: 'local',

    async write(key, body: Readable) {
      const target = pathOf(key);
      const partial = path.join(partialDir, randomUUID());
      // Once per process, beside its first upload; a failed sweep waits for the next start.
      // Date.now, not the app's clock: file times are the real clock's.
      sweep ??= removeStalePartials(partialDir, Date.now()).catch(() => {});
      try {
        await mkdir(partialDir, { recursive: true });
        await mkdir(path.dirname(target), { recursive: true });
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        body.destroy();
        await rm(partial, { force: true });
        throw error;
      }
    },

    async read(key, range?: ByteRange) {
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) throw new AppError('NOT_FOUND', 'This file no longer exists.');
        throw error;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async check() {
      // The folder is made on the first upload; until then its parent (DATA_DIR) must be
      // writable. Never made here: a DATA_DIR that vanished (an unmounted volume) is an outage.
      try {
        await access(root, constants.W_OK);
      } catch (error) {
        if (!isMissing(error)) throw error;
        await access(path.dirname(root), constants.W_OK);
      }
    },

    list: () => filesUnder(root, root),
  };
}

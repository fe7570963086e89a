import type { Db, Tx } from '../../db/client';
import type { UploadPart } from '../../lib/upload-part';
import type { AudioFilesService, StoredImage } from './audio-files.types';
import { receiveImageUpload } from './audio-uploads';
import type { FileSweeper } from './stored-files';

type Deps = { db: Db; audioFiles: AudioFilesService; sweep: FileSweeper };

/**
 * Records files already in storage in one transaction; when that fails, the files are removed
 * again, so an upload leaves its files and their rows together or neither (decision 011).
 */
export async function recordStoredFiles<T>(
  deps: Deps,
  storageKeys: string[],
  record: (tx: Tx) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(record).catch(async (error: unknown) => {
    await deps.sweep(storageKeys, 'upload not recorded');
    throw error;
  });
}

/**
 * Stores the image of an upload and hands it to `attach`, which records it on its row inside a
 * transaction and says which stored files it replaced; those go once the transaction commits.
 */
export async function replaceImage(
  deps: Deps,
  parts: AsyncIterable<UploadPart>,
  attach: (tx: Tx, image: StoredImage) => Promise<string[]>,
): Promise<void> {
  const image = await receiveImageUpload(parts, deps.audioFiles, deps.sweep);
  const replaced = await recordStoredFiles(deps, [image.coverKey, image.thumbnailKey], (tx) =>
    attach(tx, image),
  );
  await deps.sweep(replaced, 'image replaced');
}

/** The signed links to an image's renditions; null when none was uploaded. */
export async function imageLinks(
  audioFiles: AudioFilesService,
  keys: { imageKey: string | null; thumbnailKey: string | null },
) {
  const [image, thumbnail] = await Promise.all([
    keys.imageKey ? audioFiles.linkTo(keys.imageKey) : null,
    keys.thumbnailKey ? audioFiles.linkTo(keys.thumbnailKey) : null,
  ]);
  return { image, thumbnail };
}

import type { ListedFile, Storage } from '../../src/modules/audio/storage/storage';

/** Everything a storage lists, sorted by key (Node 20 has no Array.fromAsync). */
export async function listedFiles(storage: Storage): Promise<ListedFile[]> {
  const files: ListedFile[] = [];
  for await (const file of storage.list()) files.push(file);
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

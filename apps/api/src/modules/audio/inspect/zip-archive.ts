import type { Readable } from 'node:stream';
import yauzl, { type ZipFile } from 'yauzl';
import { AppError } from '../../../lib/app-error';
import type { Storage } from '../storage/storage';
import {
  zipDamaged,
  zipNamesDiffer,
  zipRatioTooHigh,
  zipSizeLies,
  zipTooManyEntries,
  zipUnpacksTooLarge,
  zipWithoutFiles,
} from './zip-refusals';
import { checkEntry, isDeflated, STEMS_ZIP_LIMITS, type CheckedEntry } from './zip-rules';
import { StorageZipReader } from './zip-storage-reader';

/** The entries of the central directory, each checked by what it declares. */
async function checkedEntries(zip: ZipFile): Promise<CheckedEntry[]> {
  if (zip.entryCount > STEMS_ZIP_LIMITS.entries) {
    throw zipTooManyEntries(zip.entryCount, STEMS_ZIP_LIMITS.entries);
  }
  const entries: CheckedEntry[] = [];
  for await (const entry of zip.eachEntry()) entries.push(checkEntry(entry));
  return entries;
}

/** Refuses an archive that declares more than it may unpack to, in all or for its size. */
function checkDeclaredSizes(entries: CheckedEntry[], archiveBytes: number): void {
  if (!entries.some((checked) => !checked.isDirectory)) throw zipWithoutFiles();
  const unpacked = entries.reduce((sum, { entry }) => sum + entry.uncompressedSize, 0);
  if (unpacked > STEMS_ZIP_LIMITS.unpackedBytes) {
    throw zipUnpacksTooLarge(STEMS_ZIP_LIMITS.unpackedBytes);
  }
  // Against the archive's own size, not the entries' declared compressed sizes: entries that
  // share their data (an overlapping zip bomb) declare little each and much together.
  if (unpacked > archiveBytes * STEMS_ZIP_LIMITS.ratio)
    throw zipRatioTooHigh(STEMS_ZIP_LIMITS.ratio);
}

/**
 * Reads each entry's local header (its name must be the central directory's: a tool that reads
 * local headers would otherwise unpack another name) and inflates deflated data to its end,
 * discarding it: yauzl stops at the first byte past the declared size, so a lying size costs at
 * most one chunk and the work is bounded by the declared total checked before.
 */
async function checkEntryData(zip: ZipFile, { entry, name }: CheckedEntry): Promise<void> {
  const header = await zip.readLocalFileHeaderPromise(entry);
  if (!header.fileName.equals(entry.fileNameRaw)) throw zipNamesDiffer(name);
  if (!isDeflated(entry)) return;
  const data = await new Promise<Readable>((resolve, reject) => {
    zip.openReadStreamLowLevel(
      header.fileDataStart,
      entry.compressedSize,
      0,
      entry.compressedSize,
      true,
      entry.uncompressedSize,
      (error, stream) => (error ? reject(error) : resolve(stream)),
    );
  });
  try {
    for await (const chunk of data) void chunk;
  } catch (error) {
    const message = (error as Error).message;
    if (/^(too many|not enough) bytes in the stream/.test(message)) throw zipSizeLies(name);
    throw error;
  }
}

/**
 * Checks a stems zip already in storage (decision 016): its central directory, read in byte
 * ranges through the storage driver, then every entry's data against what the directory says.
 * Throws a 415 naming what is wrong; an error of the storage itself goes on as it is.
 */
export async function checkStoredZip(storage: Storage, key: string, bytes: number): Promise<void> {
  const reader = new StorageZipReader(storage, key, bytes);
  let zip: ZipFile | undefined;
  try {
    zip = await yauzl.fromRandomAccessReaderPromise(reader, bytes, {
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
    });
    const entries = await checkedEntries(zip);
    checkDeclaredSizes(entries, bytes);
    for (const checked of entries) await checkEntryData(zip, checked);
  } catch (error) {
    if (reader.failure) throw reader.failure;
    if (error instanceof AppError) throw error;
    // What is left is yauzl or zlib finding the archive malformed.
    throw zipDamaged();
  } finally {
    zip?.close();
  }
}

import yauzl, { type Entry } from 'yauzl';
import {
  zipAbsolutePath,
  zipBadName,
  zipEncrypted,
  zipFileTypeRefused,
  zipLink,
  zipOutsideFolder,
  zipUnknownCompression,
} from './zip-refusals';

/**
 * What a stems zip may be (issue 21, item 6; decision 016). It goes to a paying client as it
 * came, so everything that could harm whoever unpacks it is refused: names that land outside
 * the folder, links, files that are not stems, and archives that unpack to far more than they
 * weigh.
 */
export const STEMS_ZIP_LIMITS = {
  entries: 500,
  unpackedBytes: 4 * 1024 * 1024 * 1024,
  /** Unpacked bytes per byte of the archive; real audio barely compresses at all. */
  ratio: 100,
};

/** Audio, MIDI, PDF and plain text, by extension. RTF is left out: it can carry OLE objects. */
const STEM_EXTENSIONS = new Set([
  ...['wav', 'wave', 'rf64', 'aif', 'aiff', 'aifc', 'caf', 'flac', 'mp3', 'ogg', 'oga', 'opus'],
  ...['m4a', 'aac', 'mid', 'midi', 'pdf', 'txt', 'md'],
]);

const STORED = 0;
const DEFLATED = 8;
const FILE_TYPE_BITS = 0o170000;
const REGULAR_FILE = 0o100000;
const DIRECTORY = 0o040000;

export type CheckedEntry = { entry: Entry; name: string; isDirectory: boolean };

/**
 * Every name a tool may give the entry: with its Info-ZIP Unicode path (which yauzl prefers)
 * and without it (which older tools use), backslashes read as Windows reads them.
 */
function namesOf(entry: Entry): string[] {
  const { generalPurposeBitFlag: flags, fileNameRaw: raw, extraFields } = entry;
  return [
    ...new Set([
      yauzl.getFileNameLowLevel(flags, raw, extraFields, false),
      yauzl.getFileNameLowLevel(flags, raw, [], false),
    ]),
  ];
}

function assertSafeName(name: string): void {
  const problem = yauzl.validateFileName(name);
  if (problem === null && !name.includes('\0')) return;
  if (problem?.startsWith('absolute path')) throw zipAbsolutePath(name);
  if (problem?.startsWith('invalid relative path')) throw zipOutsideFolder(name);
  throw zipBadName(name);
}

const extensionOf = (base: string) =>
  base.lastIndexOf('.') > 0 ? base.slice(base.lastIndexOf('.') + 1).toLowerCase() : '';

/**
 * What macOS adds when it zips a folder, tolerated so a composer on a Mac need not clean the
 * zip: `.DS_Store`, and under `__MACOSX/` the `._name` files of folders (no extension, so
 * nothing opens them as a program). A `._name.ext` file there meets the rule for `.ext`.
 */
function isMacJunk(name: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1);
  if (base === '.DS_Store') return true;
  return name.startsWith('__MACOSX/') && base.startsWith('._') && !base.slice(2).includes('.');
}

/**
 * Checks one entry of the central directory by what it declares; throws the refusal naming it.
 * Its bytes are checked later, against what it declares here (zip-archive.ts).
 */
export function checkEntry(entry: Entry): CheckedEntry {
  const names = namesOf(entry);
  for (const candidate of names) assertSafeName(candidate);
  const name = names[0] ?? '';
  const fileType = (entry.externalFileAttributes >>> 16) & FILE_TYPE_BITS;
  if (fileType !== 0 && fileType !== REGULAR_FILE && fileType !== DIRECTORY) throw zipLink(name);
  if (entry.isEncrypted()) throw zipEncrypted(name);
  if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) {
    throw zipUnknownCompression(name);
  }
  const isDirectory = name.endsWith('/');
  if (!isDirectory && !isMacJunk(name)) {
    if (!STEM_EXTENSIONS.has(extensionOf(name.slice(name.lastIndexOf('/') + 1)))) {
      throw zipFileTypeRefused(name);
    }
  }
  return { entry, name, isDirectory };
}

/** Whether the entry's data must be inflated to learn its true size (stored data is its size). */
export const isDeflated = (entry: Entry) => entry.compressionMethod === DEFLATED;

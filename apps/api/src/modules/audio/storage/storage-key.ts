import { randomUUID } from 'node:crypto';
import { AppError } from '../../../lib/app-error';

export type StoredKind = 'mp3' | 'wav' | 'stems' | 'image';

const FOLDER_AND_EXTENSION: Record<StoredKind, [string, string]> = {
  mp3: ['audio', 'mp3'],
  wav: ['audio', 'wav'],
  stems: ['stems', 'zip'],
  /** Every stored image is a webp rendition the server made, never the uploaded file. */
  image: ['images', 'webp'],
};

const CONTENT_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  zip: 'application/zip',
  webp: 'image/webp',
};

/**
 * Segments of letters, digits, `-` and `_`, with dots only inside a segment: no `..`, no
 * leading `/`, no backslash, nothing a file system or a URL would read as another place.
 */
const KEY_PATTERN =
  /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*(?:\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)*$/;
const MAX_KEY_LENGTH = 200;

/** A new, random key for a file of this kind, e.g. `audio/<uuid>.mp3`; never the uploader's name. */
export function newStorageKey(kind: StoredKind): string {
  const [folder, extension] = FOLDER_AND_EXTENSION[kind];
  return `${folder}/${randomUUID()}.${extension}`;
}

/** Whether `key` has a shape every driver accepts (see KEY_PATTERN). */
export function isStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key);
}

/**
 * Throws NOT_FOUND unless `key` has the shape of a key this server makes. A key of another
 * shape (`..`, a hidden name, a backslash) names no stored file, so it is answered as one that
 * does not exist, whoever asks: a signed media link's key is as much the caller's input as any.
 */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new AppError('NOT_FOUND', 'There is no such file.');
}

/** Exactly what `newStorageKey` makes: one of its folders, a UUID, the folder's extension. */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const MADE_KEY_PATTERN = new RegExp(
  `^(?:${Object.values(FOLDER_AND_EXTENSION)
    .map(([folder, extension]) => `${folder}/${UUID}\\.${extension}`)
    .join('|')})$`,
);

/**
 * Whether `newStorageKey` could have made `key`: what the orphan sweep may remove. Anything
 * else in the folder or bucket (a backup, another tool's files) is not this server's to delete.
 */
export function isMadeStorageKey(key: string): boolean {
  return MADE_KEY_PATTERN.test(key);
}

/** The media type of a stored file, from the extension its key was given when stored. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

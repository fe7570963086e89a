import type { Readable } from 'node:stream';

/** A byte range, both ends included, as HTTP ranges count. */
export type ByteRange = { start: number; end: number };

/** A stored file as a listing names it. */
export type ListedFile = { key: string; lastModified: Date };

/**
 * Where uploaded files live: the local disk under DATA_DIR, or an S3-compatible bucket. Keys
 * are chosen by the server (`storage-key.ts`); every driver refuses any other shape of key.
 */
export type Storage = {
  readonly driver: 'local' | 's3';
  /**
   * Stores the stream under `key`. The file appears whole or not at all: a stream that errors
   * leaves nothing behind and the stream's error is rethrown.
   */
  write(key: string, body: Readable, contentType: string): Promise<void>;
  /** The file's bytes, or one range of them; NOT_FOUND when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The file's size, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** Removes the file; one already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Throws when the storage cannot be written to or reached. */
  check(): Promise<void>;
  /**
   * Every whole file, in no set order, read a page at a time so a large store is never held in
   * memory. Uploads still streaming in are not listed, nor anything whose name is not of a
   * key's shape.
   */
  list(): AsyncIterable<ListedFile>;
  /**
   * A URL the browser loads directly, signed by the store (S3); absent for the local disk,
   * whose files the app serves itself through signed links.
   */
  presignGet?(
    key: string,
    options: { expiresAt: Date; signedAt: Date; contentType: string; downloadName?: string },
  ): Promise<string>;
};

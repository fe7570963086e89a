import { PassThrough, pipeline, type Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';
import type { Storage } from '../storage/storage';

/**
 * yauzl reads the central directory 46 bytes and a name at a time: each read from S3 would be a
 * request of its own, so small reads are served from one block fetched ahead.
 */
const BLOCK_BYTES = 64 * 1024;

const isPrematureClose = (error: unknown) =>
  (error as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE';

/**
 * A stored file as yauzl's random-access reader, in byte ranges of the storage, so the same
 * code reads a zip on the local disk and in a bucket without downloading it first.
 *
 * `failure` keeps the first error of the storage itself (unreachable, the file gone), so the
 * caller can tell it from a damaged zip: a zip pointing past its own end is a refusal, a storage
 * that fails is a server error.
 */
export class StorageZipReader extends yauzl.RandomAccessReader {
  failure: unknown;
  private block: { start: number; bytes: Buffer } | undefined;

  constructor(
    private readonly storage: Storage,
    private readonly key: string,
    private readonly size: number,
  ) {
    super();
  }

  private noteFailure(error: unknown): void {
    this.failure ??= error;
  }

  /** A stream of bytes start..end-1 (yauzl's end is exclusive; a storage range's is not). */
  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough();
    this.storage.read(this.key, { start, end: end - 1 }).then(
      (stream) =>
        pipeline(stream, out, (error) => {
          // yauzl closes a range it no longer wants (an entry found lying): not a failure.
          if (error && !isPrematureClose(error)) this.noteFailure(error);
        }),
      (error: unknown) => {
        this.noteFailure(error);
        out.destroy(error as Error);
      },
    );
    return out;
  }

  override read(
    target: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (error: Error | null) => void,
  ): void {
    // yauzl trusts offsets the zip declares; past the end is the zip's fault, not the storage's.
    if (position + length > this.size) {
      callback(new Error('the zip points past its end'));
      return;
    }
    this.blockCovering(position, length).then(
      (block) => {
        block.bytes.copy(target, offset, position - block.start, position - block.start + length);
        callback(null);
      },
      (error: unknown) => {
        this.noteFailure(error);
        callback(error as Error);
      },
    );
  }

  private async blockCovering(position: number, length: number) {
    const cached = this.block;
    if (
      cached &&
      position >= cached.start &&
      position + length <= cached.start + cached.bytes.length
    ) {
      return cached;
    }
    const end = Math.min(this.size, position + Math.max(length, BLOCK_BYTES));
    const bytes = await buffer(
      await this.storage.read(this.key, { start: position, end: end - 1 }),
    );
    if (bytes.length < length) throw new Error('the stored zip is shorter than its size');
    this.block = { start: position, bytes };
    return this.block;
  }
}

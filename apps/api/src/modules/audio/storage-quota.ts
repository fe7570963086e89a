import { pipeline, Transform } from 'node:stream';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UploadPart } from '../../lib/upload-part';
import { sizeText } from './audio-refusals';
import { storageQuotaRepository as repository } from './storage-quota.repository';

/**
 * The files of `parts`, together, may bring at most `room` bytes: a file stream errs with
 * `refusal` on the byte that passes it, which stops the upload as the size limit does.
 */
async function* countedAgainst(
  parts: AsyncIterable<UploadPart>,
  room: number,
  refusal: () => AppError,
): AsyncGenerator<UploadPart> {
  let bytes = 0;
  for await (const part of parts) {
    if (part.kind !== 'file') {
      yield part;
      continue;
    }
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        if (bytes > room) return done(refusal());
        done(null, chunk);
      },
    });
    // Errors travel both ways, as in the audio pipeline: a refusal here stops the upload.
    pipeline(part.stream, counted, () => {});
    yield { ...part, stream: counted };
  }
}

/**
 * A composer's storage quota (issue 21, item 6; decision 016): the bytes of their takes' files,
 * counted from the rows that record them, may not pass `composerQuotaBytes`. Admins' uploads
 * (the catalogue, placements) are the company's own and have none; clients upload no files.
 */
export function createStorageQuota(deps: { db: Db; composerQuotaBytes: number }) {
  const quota = deps.composerQuotaBytes;
  const storageFull = () =>
    new AppError(
      'PAYLOAD_TOO_LARGE',
      `Your storage is full (${sizeText(quota)}): this upload does not fit. ` +
        'Delete takes you no longer need.',
    );

  return {
    /**
     * The upload's parts, held to the room the uploader has left: refused (413) before any of
     * it is read when its announced size (the whole body, a little more than its files) does
     * not fit, and otherwise as soon as its files so far do not. Stems that replace an audio's stems (`replacingStemsOf`) may use their room.
     */
    async limit(
      uploader: UserRow,
      parts: AsyncIterable<UploadPart>,
      options: { announcedBytes: number | undefined; replacingStemsOf?: string },
    ): Promise<AsyncIterable<UploadPart>> {
      if (uploader.role !== 'Composer') return parts;
      const used = await repository.composerBytes(deps.db, uploader.id, options.replacingStemsOf);
      const room = Math.max(0, quota - used);
      if (options.announcedBytes !== undefined && options.announcedBytes > room) {
        throw storageFull();
      }
      return countedAgainst(parts, room, storageFull);
    },
  };
}
export type StorageQuota = ReturnType<typeof createStorageQuota>;

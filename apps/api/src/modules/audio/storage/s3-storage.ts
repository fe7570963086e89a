import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { S3Config } from '../../../config';
import { AppError } from '../../../lib/app-error';
import { attachmentDisposition } from '../../../lib/content-disposition';
import type { Storage } from './storage';
import { assertStorageKey, isStorageKey } from './storage-key';

/**
 * Parts of a multipart upload, and how many are in flight: an upload holds at most
 * PART_BYTES × PARTS_IN_FLIGHT in memory, and a 2 GB zip takes 256 parts of S3's 10,000.
 */
export const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** SigV4 presigned URLs live at most a week. */
const MAX_PRESIGNED_SECONDS = 7 * 24 * 60 * 60;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound');

/** Files as objects of one bucket on S3 or an S3-compatible server (MinIO, Ceph, R2…). */
export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // A store that stops answering fails the request (and the health check) instead of hanging.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    // Checksums only where S3 requires them: many S3-compatible servers refuse the others.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const object = (key: string) => {
    assertStorageKey(key);
    return { Bucket, Key: key };
  };

  return {
    driver: 's3',

    async write(key, body: Readable, contentType) {
      // Small files go up in one PUT, large ones in parts; a failed stream aborts the
      // multipart upload, so no object and no orphaned parts remain.
      const upload = new Upload({
        client,
        params: { ...object(key), Body: body, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      let streamError: unknown;
      body.once('error', (error) => {
        streamError = error;
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        // When the abort itself fails, the SDK reports that instead of why the upload stopped.
        throw streamError ?? error;
      }
    },

    async read(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            ...object(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new AppError('NOT_FOUND', 'This file no longer exists.');
        throw error;
      }
    },

    async size(key) {
      try {
        return (await client.send(new HeadObjectCommand(object(key)))).ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand(object(key)));
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },

    // Objects appear only once their upload completed, so an upload in flight is never listed.
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const { Key, LastModified } of page.Contents ?? []) {
          if (Key && LastModified && isStorageKey(Key))
            yield { key: Key, lastModified: LastModified };
        }
      }
    },

    async presignGet(key, options) {
      const seconds = Math.round((options.expiresAt.getTime() - options.signedAt.getTime()) / 1000);
      const command = new GetObjectCommand({
        ...object(key),
        ResponseContentType: options.contentType,
        ResponseContentDisposition: options.downloadName
          ? attachmentDisposition(options.downloadName)
          : undefined,
      });
      return getSignedUrl(client, command, {
        expiresIn: Math.min(Math.max(seconds, 1), MAX_PRESIGNED_SECONDS),
        signingDate: options.signedAt,
      });
    },
  };
}

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

/**
 * The AWS SDK, loaded with the storage's first call rather than at start: about 15 MB of memory
 * that a server on the local disk would hold for nothing (decision 032).
 */
async function loadSdk() {
  const [s3, storage, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return { ...s3, Upload: storage.Upload, getSignedUrl: presigner.getSignedUrl };
}
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

const isNotFound = (error: unknown, { S3ServiceException }: Sdk) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound');

/** Files as objects of one bucket on S3 or an S3-compatible server (MinIO, Ceph, R2…). */
export function createS3Storage(config: S3Config): Storage {
  let connected: Promise<{ sdk: Sdk; client: Sdk['S3Client']['prototype'] }> | undefined;
  const connect = () =>
    (connected ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
        // A store that stops answering fails the request (and the health check) instead of hanging.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
        // Checksums only where S3 requires them: many S3-compatible servers refuse the others.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
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
      const { sdk, client } = await connect();
      const upload = new sdk.Upload({
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
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({
            ...object(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (isNotFound(error, sdk)) throw new AppError('NOT_FOUND', 'This file no longer exists.');
        throw error;
      }
    },

    async size(key) {
      const { sdk, client } = await connect();
      try {
        return (await client.send(new sdk.HeadObjectCommand(object(key)))).ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error, sdk)) return null;
        throw error;
      }
    },

    async remove(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand(object(key)));
    },

    async check() {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },

    // Objects appear only once their upload completed, so an upload in flight is never listed.
    async *list() {
      const { sdk, client } = await connect();
      for await (const page of sdk.paginateListObjectsV2({ client }, { Bucket })) {
        for (const { Key, LastModified } of page.Contents ?? []) {
          if (Key && LastModified && isStorageKey(Key))
            yield { key: Key, lastModified: LastModified };
        }
      }
    },

    async presignGet(key, options) {
      const seconds = Math.round((options.expiresAt.getTime() - options.signedAt.getTime()) / 1000);
      const { sdk, client } = await connect();
      const command = new sdk.GetObjectCommand({
        ...object(key),
        ResponseContentType: options.contentType,
        ResponseContentDisposition: options.downloadName
          ? attachmentDisposition(options.downloadName)
          : undefined,
      });
      return sdk.getSignedUrl(client, command, {
        expiresIn: Math.min(Math.max(seconds, 1), MAX_PRESIGNED_SECONDS),
        signingDate: options.signedAt,
      });
    },
  };
}

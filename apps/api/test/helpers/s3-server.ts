import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config';

export type TestS3Server = {
  config: S3Config;
  /** The S3_* settings that give `config`, for an app started from its environment. */
  settings: Record<string, string>;
  /** Parts of multipart uploads the server has stored so far, whole. */
  partsStored: () => number;
  close: () => Promise<void>;
};

/**
 * An S3-compatible server (s3rver) on the loopback, on `port` or a free one, keeping its
 * objects in a temporary folder, with one empty bucket; `config` is what S3_* settings would
 * give the app.
 */
export async function startS3Server(
  options: { bucket?: string; port?: number } = {},
): Promise<TestS3Server> {
  const bucket = options.bucket ?? 'cuebrief-test';
  const directory = await mkdtemp(path.join(tmpdir(), 'cuebrief-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  // Counted as each part lands, so a test sees an upload reach the bucket before it ended.
  let partsStored = 0;
  const putPart = server.store.putPart.bind(server.store);
  server.store.putPart = async (...args) => {
    const stored = await putPart(...args);
    partsStored += 1;
    return stored;
  };
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed development keys.
  const keys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    config: { bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials: keys },
    settings: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
    },
    partsStored: () => partsStored,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

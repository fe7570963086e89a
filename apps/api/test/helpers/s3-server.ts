import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config';

export type TestS3Server = { config: S3Config; close: () => Promise<void> };

/**
 * An S3-compatible server (s3rver) on a free port of the loopback, keeping its objects in a
 * temporary folder, with one empty bucket; `config` is what S3_* settings would give the app.
 */
export async function startS3Server(bucket = 'cuebrief-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'cuebrief-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver's fixed development keys.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

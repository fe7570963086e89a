import path from 'node:path';
import type { Config } from '../../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/**
 * The bucket when S3 is configured, otherwise `<DATA_DIR>/files` (docs/contracts.md#configuration).
 */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  return config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'files'));
}

/**
 * The origin the browser loads media from besides the app's own, for the page's CSP: the S3
 * endpoint (path-style) or the bucket's virtual host on AWS, where presigned URLs point.
 */
export function mediaOriginOf(config: Pick<Config, 's3'>): string | undefined {
  const s3 = config.s3;
  if (!s3) return undefined;
  if (s3.endpoint) return new URL(s3.endpoint).origin;
  return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}

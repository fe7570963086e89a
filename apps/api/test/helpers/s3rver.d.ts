// s3rver ships no types; this is the part of its API the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  import type { Readable } from 'node:stream';

  type S3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  };

  /** Where s3rver keeps objects; a test may wrap a method to see what arrives. */
  type S3rverStore = {
    putPart(
      bucket: string,
      uploadId: string,
      partNumber: number,
      content: Readable,
    ): Promise<{ size: number; md5: string }>;
  };

  export default class S3rver {
    constructor(options: S3rverOptions);
    readonly store: S3rverStore;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

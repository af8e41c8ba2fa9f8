/** The part of s3rver (an S3 API for tests, v3) the media tests use; the package ships no types. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Listen; resolves with the bound address and port. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

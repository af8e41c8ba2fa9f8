/**
 * Media storage in an S3 bucket (AWS S3 or a compatible store: MinIO, R2, s3rver) with the AWS SDK
 * v3. Keys are checked like the local folder's and may get a common prefix; each object is stored
 * with the Content-Type of its extension; a file on disk is streamed to the bucket. Private media
 * are downloaded through signed GET URLs of a few minutes: the API checks who may see a file and
 * then redirects to one (see http/private-media.ts), so the bucket itself stays private.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from './s3-settings.ts';
import { checkKey, type MediaStorage, type SignedUrlOptions } from './storage.ts';

/** Content-Types by extension: what the media pipeline writes (WebP renditions) and what a copied folder may hold. */
const TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  gif: 'image/gif',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** The Content-Type stored with `key`; gallery videos (`.video`, type in the database) and the unknown are plain bytes. */
export function contentTypeOf(key: string): string {
  const ext = /\.([a-z0-9]+)$/.exec(key)?.[1];
  return (ext && TYPES[ext]) || 'application/octet-stream';
}

/** The longest a SigV4 signature may live (7 days). */
const MAX_SIGNED_SECONDS = 604_800;
const MIME = /^[a-z]+\/[a-z0-9.+-]+$/;

/** Whether an SDK error says the object is not there (and not that the bucket is missing). */
function missing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || (e.$metadata?.httpStatusCode === 404 && e.name !== 'NoSuchBucket');
}

/** S3 storage with signed download URLs, files streamed from disk and sizes; `close` releases the client's connections. */
export type S3Storage = MediaStorage &
  Required<Pick<MediaStorage, 'signedUrl' | 'signedUrlOrigin' | 'putFile' | 'size'>> & { close(): void };

/** Storage in the bucket of `settings`. */
export function s3Storage(settings: S3Settings): S3Storage {
  const { bucket, region, endpoint, forcePathStyle, prefix } = settings;
  const client = new S3Client({
    region,
    endpoint,
    forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Compatible stores differ in which of the SDK's newer default checksums they accept: send only required ones.
    ...(endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
  });
  // Where this bucket is addressed (https://bucket.s3.region.amazonaws.com, or the endpoint with the bucket in the path).
  const origin = client.config.endpointProvider({
    Bucket: bucket,
    Region: region,
    Endpoint: endpoint,
    ForcePathStyle: forcePathStyle,
    UseFIPS: false,
    UseDualStack: false,
  }).url.origin;
  const objectKey = (key: string) => `${prefix}${checkKey(key)}`;

  return {
    signedUrlOrigin: origin,
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: data, ContentType: contentTypeOf(key) }));
    },
    async putFile(key, path) {
      const { size } = await stat(path);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: createReadStream(path),
          ContentLength: size,
          ContentType: contentTypeOf(key),
        }),
      );
    },
    async size(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return out.ContentLength ?? 0;
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async signedUrl(key, options: SignedUrlOptions = {}) {
      const seconds = options.seconds ?? settings.signedUrlSeconds;
      if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_SIGNED_SECONDS)
        throw new Error(`a signed URL lives 1 to ${MAX_SIGNED_SECONDS} whole seconds, not ${seconds}`);
      if (options.contentType !== undefined && !MIME.test(options.contentType))
        throw new Error(`not a Content-Type: ${options.contentType}`);
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        ResponseContentType: options.contentType,
        // What the store answers through the URL is for one viewer: no cache keeps it.
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(client, command, { expiresIn: seconds });
    },
    close: () => client.destroy(),
  };
}

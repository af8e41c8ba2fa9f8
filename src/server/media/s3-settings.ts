/**
 * S3-compatible media storage settings from the environment, read and checked in this one place so
 * a typo stops the server at start with the variable's name instead of failing the first upload.
 * S3_BUCKET turns S3 on; without it media stay in the local folder (MEDIA_DIR).
 */

/** How to reach the bucket. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible store (MinIO, R2, s3rver…); undefined: AWS S3 of `region`. */
  endpoint?: string;
  /** Both or neither; neither: the SDK's default credential chain (instance role, AWS_* variables, profile). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO, s3rver). */
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `lustmap/` (always ends with `/`); empty: none. */
  prefix: string;
  /** Lifetime of a signed download URL. */
  signedUrlSeconds: number;
}

export const DEFAULT_S3_REGION = 'us-east-1';
export const DEFAULT_SIGNED_URL_SECONDS = 300;
/** Bounds of S3_SIGNED_URL_SECONDS: long enough for a slow phone to start a download, short enough to stay private. */
export const SIGNED_URL_SECONDS = { min: 5, max: 3600 } as const;

/** S3 bucket names: 3-63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** A DNS label: AWS regions (eu-central-1), R2's `auto`, other stores' own names (nyc3, garage). */
const REGION = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const PREFIX = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\/?$/;

/** The variables besides S3_BUCKET: one of them without the bucket is a mistake, not a choice of the local folder. */
const S3_SETTINGS = [
  'S3_ACCESS_KEY_ID',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
  'S3_REGION',
  'S3_SECRET_ACCESS_KEY',
  'S3_SIGNED_URL_SECONDS',
] as const;

function endpointOf(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`S3_ENDPOINT must be an http(s) URL such as https://s3.example.com, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`S3_ENDPOINT must be an http(s) URL such as https://s3.example.com, got "${raw}"`);
  if (url.username || url.password || url.search || url.hash)
    throw new Error('S3_ENDPOINT must not carry credentials, a query or a fragment (use S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)');
  return url.href.replace(/\/+$/, '');
}

function flag(name: string, raw: string | undefined): boolean {
  if (raw === undefined || raw === '') return false;
  const v = raw.toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw new Error(`${name} must be "true" or "false", got "${raw}"`);
}

function seconds(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_SIGNED_URL_SECONDS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < SIGNED_URL_SECONDS.min || n > SIGNED_URL_SECONDS.max)
    throw new Error(
      `S3_SIGNED_URL_SECONDS must be a whole number of seconds from ${SIGNED_URL_SECONDS.min} to ${SIGNED_URL_SECONDS.max}, got "${raw}"`,
    );
  return n;
}

/** The S3 settings, or undefined when S3_BUCKET is not set (local folder); throws on a bad value. */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Settings | undefined {
  const bucket = env.S3_BUCKET;
  if (!bucket) {
    const stray = S3_SETTINGS.filter((k) => env[k]);
    if (stray.length) throw new Error(`${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET to store media in S3, or remove them`);
    return undefined;
  }
  if (!BUCKET.test(bucket) || bucket.includes('..'))
    throw new Error(`S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots and hyphens), got "${bucket}"`);
  const region = env.S3_REGION || DEFAULT_S3_REGION;
  if (!REGION.test(region))
    throw new Error(`S3_REGION must be a region name such as eu-central-1 (lowercase letters, digits, "-"), got "${region}"`);
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const prefix = env.S3_PREFIX ?? '';
  if (prefix && !PREFIX.test(prefix))
    throw new Error(
      `S3_PREFIX must be folder names of lowercase letters, digits, "-" and "_" separated by "/" (e.g. lustmap/), got "${prefix}"`,
    );
  return {
    bucket,
    region,
    endpoint: env.S3_ENDPOINT ? endpointOf(env.S3_ENDPOINT) : undefined,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    signedUrlSeconds: seconds(env.S3_SIGNED_URL_SECONDS),
  };
}

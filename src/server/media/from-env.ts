/**
 * The one choice of media storage: an S3 bucket when S3_BUCKET is set (settings: s3-settings.ts),
 * else the local folder MEDIA_DIR (default `data/media/`). The server makes it once at start and
 * hands the same storage to every route and job, so uploads, downloads and deletions never split
 * between two places.
 */
import { resolve } from 'node:path';
import type { Logger } from '../context.ts';
import { s3SettingsFromEnv } from './s3-settings.ts';
import { s3Storage } from './s3.ts';
import { localStorage, type MediaStorage } from './storage.ts';

/** The storage the environment asks for; `log` gets one line saying which (never a secret). */
export function mediaStorageFromEnv(env: NodeJS.ProcessEnv = process.env, log?: Logger): MediaStorage {
  const s3 = s3SettingsFromEnv(env);
  if (!s3) {
    const dir = resolve(env.MEDIA_DIR ?? 'data/media');
    log?.info('media storage', { storage: 'local', dir });
    return localStorage(dir);
  }
  const storage = s3Storage(s3);
  log?.info('media storage', {
    storage: 's3',
    bucket: s3.bucket,
    region: s3.region,
    endpoint: s3.endpoint ?? null,
    origin: storage.signedUrlOrigin,
    prefix: s3.prefix || null,
    pathStyle: s3.forcePathStyle,
    signedUrlSeconds: s3.signedUrlSeconds,
    credentials: s3.accessKeyId ? 'S3_ACCESS_KEY_ID' : 'default AWS chain',
  });
  return storage;
}

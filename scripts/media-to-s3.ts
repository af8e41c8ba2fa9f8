/**
 * `node scripts/media-to-s3.ts`: copy the local media folder (MEDIA_DIR, default `data/media/`) into
 * the bucket of the S3_* settings (src/server/media/s3-settings.ts), through the same storage the
 * server uses, so keys get the same S3_PREFIX and each object the Content-Type the server would
 * give it. Running it again copies everything again (objects are replaced, nothing is deleted).
 * Files that are not media keys (half-written `.tmp` files, `.DS_Store`…) are listed and skipped:
 * the server never reads them.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { s3SettingsFromEnv } from '../src/server/media/s3-settings.ts';
import { s3Storage } from '../src/server/media/s3.ts';
import { checkKey } from '../src/server/media/storage.ts';

/** Uploads in flight at once. */
const PARALLEL = 8;

const dir = resolve(process.env.MEDIA_DIR ?? 'data/media');
const settings = s3SettingsFromEnv();
if (!settings) throw new Error('set S3_BUCKET (and the other S3_* settings of the server) to say where the media go');

const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile())
  .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
  .sort();
const isKey = (path: string) => {
  try {
    return !path.endsWith('.tmp') && checkKey(path) === path;
  } catch {
    return false;
  }
};
const keys = files.filter(isKey);
const skipped = files.filter((f) => !isKey(f));

const storage = s3Storage(settings);
let next = 0;
let bytes = 0;
try {
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < keys.length) {
        const key = keys[next++]!;
        const data = await readFile(join(dir, key));
        await storage.put(key, data);
        bytes += data.length;
      }
    }),
  );
} finally {
  storage.close();
}
for (const f of skipped) console.error(`skipped (not a media key): ${f}`);
console.log(
  `copied ${keys.length} files (${(bytes / 1e6).toFixed(1)} MB) from ${dir} to s3://${settings.bucket}/${settings.prefix}` +
    (skipped.length ? `; ${skipped.length} skipped` : ''),
);

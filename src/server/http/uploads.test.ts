import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ownGalleriesResponseSchema, type OwnGallery } from '../../lib/api/galleries.ts';
import { createApp, type App } from '../app.ts';
import { memoryLogger, type AppDeps } from '../context.ts';
import type { Database } from '../db/database.ts';
import { memoryStorage } from '../media/storage.ts';
import { testImage } from '../media/test-images.ts';
import { testMp4 } from '../media/test-videos.ts';
import { storedBytes } from '../services/media-quota.ts';
import { galleryVideoKey } from '../services/galleries-urls.ts';
import { setup } from '../setup.ts';
import { headerSession } from '../testing/header-session.ts';
import { syncSql } from '../testing/sync-sql.ts';
import { fixedClock } from '../time.ts';

const MB = 1024 * 1024;
const root = mkdtempSync(join(tmpdir(), 'lustmap-uploads-'));
const tmpDir = join(root, 'uploads');
const media = memoryStorage();
let app: App;
let deps: AppDeps;
let database: Database;

beforeAll(async () => {
  const made = await setup({ path: ':memory:', clock: fixedClock('2025-06-15T10:00:00.000Z'), log: memoryLogger(), seedProfiles: 60 });
  database = made.database;
  deps = { ...made.deps, session: headerSession(() => database, { mfa: true }), media, uploads: { quotaBytes: MB, perAccount: 2, tmpDir } };
  app = createApp(deps);
});
afterAll(async () => {
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

const userId = (username: string) => (syncSql(database).get('SELECT id FROM users WHERE username = ?', username) as { id: number }).id;
const temps = () => {
  try {
    return readdirSync(tmpDir);
  } catch {
    return [];
  }
};
const json = (method: string, path: string, user: number, body: unknown = {}) =>
  app.request(`/api/v2${path}`, {
    method,
    headers: { 'x-test-user': String(user), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
async function galleries(res: Response | Promise<Response>): Promise<OwnGallery[]> {
  const r = await res;
  if (r.status >= 300) throw new Error(`${r.status} ${await r.text()}`);
  return ownGalleriesResponseSchema.parse(await r.json()).results;
}
const newGallery = async (user: number) =>
  (await galleries(json('POST', '/users/galleries', user, { title: 'Uploads', priceCredits: 10 }))).at(-1)!.id;

const BOUNDARY = 'xxBOUNDARYxx';
/**
 * A multipart body with one file; `pulls` counts how often the reader asked for more (the stream
 * asks once by itself), `hold` delays the file until it settles, `failAfter` ends the stream with
 * an error after that many bytes of the file, as when the client goes away.
 */
function body(field: string, name: string, bytes: Buffer, o: { hold?: Promise<void>; failAfter?: number } = {}) {
  const head = new TextEncoder().encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const file = new Uint8Array(bytes);
  const parts = [head, file, new TextEncoder().encode(`\r\n--${BOUNDARY}--\r\n`)];
  const state = { pulls: 0 };
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      state.pulls++;
      if (state.pulls === 2) await o.hold;
      const next = parts.shift();
      if (!next) return controller.close();
      if (next === file && o.failAfter !== undefined) {
        controller.enqueue(file.subarray(0, o.failAfter));
        controller.error(new Error('the client went away'));
        return;
      }
      controller.enqueue(next);
    },
  });
  return { stream, state };
}
const post = (path: string, user: number, stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  app.request(`/api/v2${path}`, {
    method: 'POST',
    body: stream,
    duplex: 'half',
    headers: { 'x-test-user': String(user), 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
  } as RequestInit);
const uploadVideo = (user: number, galleryId: number, bytes: Buffer, o: Parameters<typeof body>[3] = {}) => {
  const b = body('file', 'clip.mp4', bytes, o);
  return { res: post(`/users/galleries/${galleryId}/items`, user, b.stream), state: b.state };
};
/** An MP4 of exactly `total` bytes. */
const mp4Of = (total: number) => testMp4({ videoBytes: total - testMp4({ videoBytes: 0 }).bytes.length }).bytes;

describe('uploads at once', () => {
  test('an account sends at most two at once: the third is refused with 429 before its body is read', async () => {
    const escort = userId('escort');
    const g = await newGallery(escort);
    let release = () => undefined as void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const first = uploadVideo(escort, g, mp4Of(20_000), { hold });
    const second = uploadVideo(escort, g, mp4Of(20_000), { hold });
    // Both are being read (and wait for the rest of their bodies).
    await vi.waitFor(() => expect([first.state.pulls, second.state.pulls]).toEqual([2, 2]));

    const third = uploadVideo(escort, g, mp4Of(20_000));
    const refused = await third.res;
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await refused.json()).toEqual({
      message: 'You are already uploading 2 files at once. Wait until one of them has finished, then try again.',
      retryAfter: 10,
    });
    expect(third.state.pulls).toBeLessThanOrEqual(1);
    // Another account is not held up.
    const other = userId('multi');
    expect((await uploadVideo(other, await newGallery(other), mp4Of(20_000)).res).status).toBe(201);

    release();
    expect((await first.res).status).toBe(201);
    expect((await second.res).status).toBe(201);
    // Their slots are free again.
    expect((await uploadVideo(escort, g, mp4Of(20_000)).res).status).toBe(201);
    expect(temps()).toEqual([]);
  });
});

describe('the storage quota', () => {
  test('an upload that does not fit is refused naming the quota; a full account is refused before its body is read', async () => {
    const venue = userId('venue');
    const g = await newGallery(venue);
    const before = await storedBytes({ db: deps.db, media }, venue);
    expect(before).toBe(0);
    const kept = await galleries(uploadVideo(venue, g, mp4Of(700_000)).res);
    const first = kept.find((x) => x.id === g)!.items[0]!;

    const keys = media.keys();
    const tooBig = await uploadVideo(venue, g, mp4Of(400_000)).res;
    expect(tooBig.status).toBe(422);
    expect(await tooBig.json()).toEqual({
      message: 'The file was not added to the gallery.',
      errors: {
        file: ['The upload needs 0.4 MB, but only 0.3 MB of your 1 MB storage are free. Delete photos or videos to make room.'],
      },
    });
    expect(media.keys()).toEqual(keys);
    expect(temps()).toEqual([]);

    // Exactly the rest fits.
    await galleries(uploadVideo(venue, g, mp4Of(MB - 700_000)).res);
    expect(await storedBytes({ db: deps.db, media }, venue)).toBe(MB);

    // Full: photos are refused too, in the caller's language, without reading the upload.
    const photo = body('photos', 'me.jpg', await testImage({ width: 1000, height: 800, seed: 9 }));
    const full = await post('/users/photos', venue, photo.stream, { 'x-locale': 'it' });
    expect(full.status).toBe(422);
    expect(await full.json()).toEqual({
      message: 'Le foto non sono state caricate.',
      errors: {
        photos: ['Il tuo spazio di archiviazione è pieno: 1 MB dei tuoi 1 MB sono occupati. Elimina foto o video per fare spazio.'],
      },
    });
    expect(photo.state.pulls).toBeLessThanOrEqual(1);

    // Deleting makes room again.
    await galleries(json('DELETE', `/users/galleries/${g}/items/${first.id}`, venue));
    expect((await uploadVideo(venue, g, mp4Of(400_000)).res).status).toBe(201);
  });

  test('media stored before sizes were kept are measured in storage once and counted', async () => {
    const owner = userId('escort-new');
    const before = await storedBytes({ db: deps.db, media }, owner);
    const sql = syncSql(database);
    sql.run(
      `INSERT INTO photos (profile_id, position, width, height, seed, storage_key, widths) VALUES (?, 90, 640, 480, 0, 'photos/measured', '320,640')`,
      owner,
    );
    await media.put('photos/measured-320.webp', new Uint8Array(1000));
    await media.put('photos/measured-640.webp', new Uint8Array(3000));
    const g = await newGallery(owner);
    sql.run(
      `INSERT INTO gallery_items (gallery_id, media_key, kind, position, mime) VALUES (?, 'measured-video', 'video', 0, 'video/mp4')`,
      g,
    );
    await media.put(galleryVideoKey('measured-video'), new Uint8Array(5000));

    expect(await storedBytes({ db: deps.db, media }, owner)).toBe(before + 9000);
    expect(sql.get(`SELECT bytes FROM photos WHERE storage_key = 'photos/measured'`)).toEqual({ bytes: 4000 });
    expect(sql.get(`SELECT bytes FROM gallery_items WHERE media_key = 'measured-video'`)).toEqual({ bytes: 5000 });
    // Measured once: the sizes now come from the database.
    await media.delete('photos/measured-640.webp');
    expect(await storedBytes({ db: deps.db, media }, owner)).toBe(before + 9000);
  });
});

describe('temporary files', () => {
  test('are removed after an accepted upload, a refused one and one the client abandons', async () => {
    const escort = userId('escort-new');
    const jpeg = await testImage({ width: 1000, height: 800, seed: 4 });
    const ok = body('photos', 'a.jpg', jpeg);
    expect((await post('/users/photos', escort, ok.stream)).status).toBe(201);
    expect(temps()).toEqual([]);

    const text = body('photos', 'a.jpg', Buffer.from('not a picture at all'));
    expect((await post('/users/photos', escort, text.stream)).status).toBe(422);
    expect(temps()).toEqual([]);

    const gone = body('photos', 'b.jpg', jpeg, { failAfter: 5000 });
    const res = await post('/users/photos', escort, gone.stream);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: 'The photos were not uploaded.', errors: { photos: ['the upload was interrupted'] } });
    expect(temps()).toEqual([]);
  });
});

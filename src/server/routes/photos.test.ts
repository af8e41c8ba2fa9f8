import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ownPhotosResponseSchema, photoUploadResponseSchema, PHOTO_MAX_BYTES, type OwnPhoto } from '../../lib/api/photos.ts';
import { createApp, type App } from '../app.ts';
import { memoryLogger, type AppDeps } from '../context.ts';
import type { Database } from '../db/database.ts';
import { hasFlaggedPhotos } from '../db/queries/own-photos.ts';
import { memoryStorage } from '../media/storage.ts';
import { pngHeaderOnly, testImage } from '../media/test-images.ts';
import { SITE_REBUILD } from '../services/site-freshness.ts';
import { setup } from '../setup.ts';
import { headerSession } from '../testing/header-session.ts';
import { fixedClock } from '../time.ts';

let app: App;
let deps: AppDeps;
let database: Database;
const media = memoryStorage();

/** Requests name their user in `x-test-user`; roles come from the database, like a real session. */
const session = headerSession(() => database);

beforeAll(async () => {
  const made = await setup({ path: ':memory:', clock: fixedClock('2025-06-15T10:00:00.000Z'), log: memoryLogger(), seedProfiles: 60 });
  database = made.database;
  deps = { ...made.deps, session, media };
  app = createApp(deps);
});
afterAll(() => database.close());

const userId = (username: string) =>
  (database.sqlite.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number }).id;
const as = (user?: number): Record<string, string> => (user ? { 'x-test-user': String(user) } : {});

interface Upload {
  name: string;
  bytes: Buffer;
  type?: string;
}

function upload(user: number | undefined, files: Upload[], headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const f of files) form.append('photos', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/jpeg' }), f.name);
  return app.request('/api/v2/users/photos/', { method: 'POST', body: form, headers: { ...as(user), ...headers } });
}

const jsonCall = (method: string, path: string, user: number | undefined, body?: unknown) =>
  app.request(`/api/v2${path}`, {
    method,
    headers: { ...as(user), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function list(user: number): Promise<OwnPhoto[]> {
  const res = await app.request('/api/v2/users/photos/', { headers: as(user) });
  expect(res.status).toBe(200);
  return ownPhotosResponseSchema.parse(await res.json()).results;
}

async function uploaded(user: number, files: Upload[]) {
  const res = await upload(user, files);
  const body: unknown = await res.json();
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`);
  return photoUploadResponseSchema.parse(body);
}

const jpeg = (seed: number, o: Partial<Parameters<typeof testImage>[0]> = {}) => testImage({ width: 1000, height: 800, seed, ...o });
const clear = (user: number) => database.sqlite.prepare('DELETE FROM photos WHERE profile_id = ?').run(user);
const rebuildReasons = () =>
  (database.sqlite.prepare('SELECT payload FROM jobs WHERE kind = ?').all(SITE_REBUILD) as { payload: string }[]).map(
    (j) => (JSON.parse(j.payload) as { reason: string }).reason,
  );
const clearJobs = () => database.sqlite.prepare('DELETE FROM jobs').run();

describe('permissions', () => {
  test('it answers 401 without a session', async () => {
    expect((await app.request('/api/v2/users/photos/')).status).toBe(401);
    expect((await upload(undefined, [{ name: 'a.jpg', bytes: await jpeg(1) }])).status).toBe(401);
  });

  test('it answers 403 to a punter', async () => {
    const punter = userId('punter');
    expect((await app.request('/api/v2/users/photos/', { headers: as(punter) })).status).toBe(403);
    expect((await upload(punter, [{ name: 'a.jpg', bytes: await jpeg(1) }])).status).toBe(403);
    expect((await jsonCall('DELETE', '/users/photos/', punter, { photoIds: [{ id: 1 }] })).status).toBe(403);
  });

  test('it refuses a cross-site upload', async () => {
    const res = await upload(userId('escort-new'), [{ name: 'a.jpg', bytes: await jpeg(1) }], { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  test('it keeps requiring JSON on the other photo writes', async () => {
    const res = await app.request('/api/v2/users/photos/order', {
      method: 'PUT',
      headers: { ...as(userId('escort-new')), 'content-type': 'text/plain' },
      body: '{"photoIds":[1]}',
    });
    expect(res.status).toBe(415);
  });
});

describe('upload', () => {
  test('it stores the photo without EXIF GPS and says location and camera data were removed', async () => {
    const escort = userId('escort-new');
    clear(escort);
    const bytes = await jpeg(11, {
      exif: { IFD0: { Make: 'Acme', Model: 'Phone 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } },
    });
    const body = await uploaded(escort, [{ name: 'holiday.jpg', bytes }]);
    expect(body.removed).toEqual(['location', 'camera']);
    expect(body.uploaded).toHaveLength(1);
    const photo = body.uploaded[0]!;
    expect(photo).toMatchObject({ position: 0, isMain: true, status: 'ok', width: 640, height: 512 });
    expect(photo.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(photo.sources.map((s) => s.width)).toEqual([320, 640]);
    for (const s of photo.sources) expect(s.url).toMatch(new RegExp(`/api/v2/media/photos/${photo.id}-${s.width}\\.webp$`));
    const row = database.sqlite.prepare('SELECT storage_key, widths FROM photos WHERE id = ?').get(photo.id) as {
      storage_key: string;
      widths: string;
    };
    for (const w of [320, 640]) {
      const stored = await media.get(`${row.storage_key}-${w}.webp`);
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
    // Originals are never kept.
    expect(media.keys().filter((k) => k.startsWith(row.storage_key))).toEqual([
      `${row.storage_key}-320.webp`,
      `${row.storage_key}-640.webp`,
    ]);
  });

  test('it writes the three sizes of a large photo', async () => {
    const escort = userId('escort-new');
    clear(escort);
    const body = await uploaded(escort, [
      { name: 'big.png', bytes: await testImage({ width: 2000, height: 1500, seed: 12, format: 'png' }), type: 'image/png' },
    ]);
    expect(body.uploaded[0]!.sources.map((s) => s.width)).toEqual([320, 640, 1280]);
    expect(body.removed).toEqual([]);
  });

  test('it refuses a text file named .jpg with 422 naming the file, and stores nothing', async () => {
    const escort = userId('escort-new');
    clear(escort);
    const keys = media.keys().length;
    const res = await upload(escort, [
      { name: 'fine.jpg', bytes: await jpeg(13) },
      { name: 'notes.jpg', bytes: Buffer.from('This is not a picture at all.\n') },
    ]);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'The photos were not uploaded.',
      errors: { photos: ['notes.jpg: not a JPEG, PNG, WebP, AVIF or GIF image'] },
    });
    expect(await list(escort)).toEqual([]);
    expect(media.keys().length).toBe(keys);
  });

  test('it refuses a 30000 × 30000 PNG header quickly', async () => {
    const started = performance.now();
    const res = await upload(userId('escort-new'), [{ name: 'flood.png', bytes: pngHeaderOnly(30_000, 30_000), type: 'image/png' }]);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: { photos: string[] } }).errors.photos[0]).toMatch(
      /^flood\.png: 30000 × 30000 pixels is more than/,
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test('it refuses a too-small image', async () => {
    const res = await upload(userId('escort-new'), [{ name: 'tiny.jpg', bytes: await testImage({ width: 600, height: 600, seed: 14 }) }]);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: { photos: string[] } }).errors.photos).toEqual([
      'tiny.jpg: 600 × 600 pixels is too small: the short side needs at least 700 pixels',
    ]);
  });

  test('it refuses a file over 20 MB while reading it, without reading the rest', async () => {
    const boundary = 'xxBOUNDARYxx';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const total = 3 * PHOTO_MAX_BYTES;
    const chunk = new Uint8Array(1024 * 1024).fill(0xab);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent >= total) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await app.request('/api/v2/users/photos/', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { ...as(userId('escort-new')), 'content-type': `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The photos were not uploaded.', errors: { photos: ['huge.jpg: larger than 20 MB'] } });
    expect(sent).toBeLessThan(PHOTO_MAX_BYTES + 4 * chunk.length);
  });

  test('it answers 422 to a request that is not multipart', async () => {
    const res = await jsonCall('POST', '/users/photos/', userId('escort-new'), { photos: [] });
    expect(res.status).toBe(422);
  });

  test('it flags the same image uploaded twice by one profile', async () => {
    const escort = userId('escort-new');
    clear(escort);
    await uploaded(escort, [{ name: 'one.jpg', bytes: await jpeg(15) }]);
    const again = await uploaded(escort, [
      { name: 'again.webp', bytes: await jpeg(15, { width: 1400, height: 1120, format: 'webp' }), type: 'image/webp' },
    ]);
    expect(again.uploaded[0]!.status).toBe('flagged');
    expect(await hasFlaggedPhotos(deps.db, escort)).toBe(true);
  });

  test('it flags an image another profile already shows, and hides it from the public', async () => {
    const a = userId('escort-new');
    const b = userId('multi');
    clear(a);
    await uploaded(a, [{ name: 'mine.jpg', bytes: await jpeg(16) }]);
    const copy = await uploaded(b, [{ name: 'copy.jpg', bytes: await jpeg(16) }]);
    const flagged = copy.uploaded[0]!;
    expect(flagged.status).toBe('flagged');
    expect((await list(b)).find((p) => p.id === flagged.id)?.status).toBe('flagged');
    expect((await app.request(flagged.sources[0]!.url)).status).toBe(404);
    const fresh = await uploaded(b, [{ name: 'other.jpg', bytes: await jpeg(17) }]);
    expect(fresh.uploaded[0]!.status).toBe('ok');
    await jsonCall('DELETE', '/users/photos/', b, { photoIds: [{ id: flagged.id }, { id: fresh.uploaded[0]!.id }] });
  });

  test('it refuses more photos than a profile may hold', async () => {
    const escort = userId('escort-new');
    clear(escort);
    const insert = database.sqlite.prepare('INSERT INTO photos (profile_id, position, width, height, seed) VALUES (?, ?, 800, 1000, 1)');
    for (let i = 0; i < 30; i++) insert.run(escort, i);
    const res = await upload(escort, [{ name: 'one-more.jpg', bytes: await jpeg(18) }]);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: { photos: string[] } }).errors.photos).toEqual([
      'a profile holds at most 30 photos; 0 more fit',
    ]);
    clear(escort);
  });
});

describe('order, main and delete', () => {
  async function three(user: number) {
    clear(user);
    const body = await uploaded(user, [
      { name: 'a.jpg', bytes: await jpeg(21) },
      { name: 'b.jpg', bytes: await jpeg(22) },
      { name: 'c.jpg', bytes: await jpeg(23) },
    ]);
    return body.results.map((p) => p.id);
  }

  test('it makes the first photo main and numbers positions densely', async () => {
    const escort = userId('escort-new');
    const ids = await three(escort);
    const photos = await list(escort);
    expect(photos.map((p) => [p.id, p.position, p.isMain])).toEqual([
      [ids[0], 0, true],
      [ids[1], 1, false],
      [ids[2], 2, false],
    ]);
  });

  test('it reorders when every own photo is listed exactly once', async () => {
    const escort = userId('escort-new');
    const [a, b, c] = await three(escort);
    const res = await jsonCall('PUT', '/users/photos/order', escort, { photoIds: [c, a, b] });
    expect(res.status).toBe(200);
    expect(ownPhotosResponseSchema.parse(await res.json()).results.map((p) => p.id)).toEqual([c, a, b]);
    for (const bad of [
      [c, a],
      [c, a, b, b],
      [c, a, 999_999],
    ]) {
      expect((await jsonCall('PUT', '/users/photos/order', escort, { photoIds: bad })).status).toBe(422);
    }
    expect((await list(escort)).map((p) => p.id)).toEqual([c, a, b]);
  });

  test('it chooses the main photo, and deleting the main makes the next one main', async () => {
    const escort = userId('escort-new');
    const [a, b, c] = await three(escort);
    const res = await jsonCall('PUT', `/users/photos/${b}/main`, escort, {});
    expect(res.status).toBe(200);
    expect((await list(escort)).filter((p) => p.isMain).map((p) => p.id)).toEqual([b]);
    const del = await jsonCall('DELETE', '/users/photos/', escort, { photoIds: [{ id: b! }] });
    expect(del.status).toBe(200);
    expect((await list(escort)).map((p) => [p.id, p.position, p.isMain])).toEqual([
      [a, 0, true],
      [c, 1, false],
    ]);
  });

  test("it never deletes another escort's photo, not even alongside an own one", async () => {
    const escort = userId('escort-new');
    const [a] = await three(escort);
    const other = userId('multi');
    const res = await jsonCall('DELETE', '/users/photos/', other, { photoIds: [{ id: a! }] });
    expect(res.status).toBe(404);
    const mine = (await list(other))[0]!.id;
    expect((await jsonCall('DELETE', '/users/photos/', other, { photoIds: [{ id: mine }, { id: a! }] })).status).toBe(404);
    expect((await list(other)).some((p) => p.id === mine)).toBe(true);
    expect((await list(escort)).some((p) => p.id === a)).toBe(true);
    expect((await jsonCall('PUT', `/users/photos/${a}/main`, other, {})).status).toBe(404);
  });

  test('it removes the stored files of a deleted photo', async () => {
    const escort = userId('escort-new');
    const [a] = await three(escort);
    const key = (database.sqlite.prepare('SELECT storage_key FROM photos WHERE id = ?').get(a!) as { storage_key: string }).storage_key;
    expect(media.keys().some((k) => k.startsWith(key))).toBe(true);
    await jsonCall('DELETE', '/users/photos/', escort, { photoIds: [{ id: a! }] });
    expect(media.keys().some((k) => k.startsWith(key))).toBe(false);
  });

  test('it answers 422 to bad bodies', async () => {
    const escort = userId('escort-new');
    for (const body of [{}, { photoIds: [] }, { photoIds: [{ id: 'x' }] }, { photoIds: [1] }]) {
      expect((await jsonCall('DELETE', '/users/photos/', escort, body)).status).toBe(422);
    }
    expect((await jsonCall('PUT', '/users/photos/abc/main', escort, {})).status).toBe(422);
  });
});

describe('public media', () => {
  test('it serves a published profile’s uploaded photo with long cache, nosniff and a CSP', async () => {
    const escort = userId('escort');
    clearJobs();
    const body = await uploaded(escort, [{ name: 'public.jpg', bytes: await jpeg(31, { width: 1600, height: 1200 }) }]);
    const photo = body.uploaded[0]!;
    for (const source of photo.sources) {
      const res = await app.request(source.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(source.width);
    }
    expect((await app.request(`/api/v2/media/photos/${photo.id}-999.webp`)).status).toBe(404);
    expect((await app.request(`/api/v2/media/photos/${photo.id}.svg`)).status).toBe(404);
    // A published profile's cards changed (their photo count): the static pages follow.
    expect(rebuildReasons()).toEqual(['photos']);
  });

  test('it puts the new main photo on the cards of a published profile', async () => {
    const escort = userId('escort');
    const photos = await list(escort);
    const uploadedOne = photos.find((p) => p.sources[0]!.url.endsWith('.webp'))!;
    clearJobs();
    expect((await jsonCall('PUT', `/users/photos/${uploadedOne.id}/main`, escort, {})).status).toBe(200);
    expect(rebuildReasons()).toEqual(['main-photo']);
    const res = await app.request(`/api/v2/users/${escort}/`);
    expect(res.status).toBe(200);
    const profile = (await res.json()) as { results: { photos: { id: number; url: string; isMain: boolean }[] } };
    const main = profile.results.photos.find((p) => p.isMain)!;
    expect(main.id).toBe(uploadedOne.id);
    expect(main.url).toMatch(new RegExp(`/api/v2/media/photos/${uploadedOne.id}-1280\\.webp$`));
    expect((await app.request(main.url)).status).toBe(200);
  });

  test('it serves no uploaded photo of an unpublished profile', async () => {
    const escort = userId('escort-new');
    clear(escort);
    clearJobs();
    const body = await uploaded(escort, [{ name: 'hidden.jpg', bytes: await jpeg(32) }]);
    expect((await app.request(body.uploaded[0]!.sources[0]!.url)).status).toBe(404);
    expect(rebuildReasons()).toEqual([]);
  });
});

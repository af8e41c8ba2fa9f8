import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ageVerificationResponseSchema,
  galleryMediaResponseSchema,
  ownGalleriesResponseSchema,
  type OwnGallery,
} from '../../lib/api/galleries.ts';
import { testImage } from '../media/test-images.ts';
import { TEST_LOCATION, testMp4, testWebm } from '../media/test-videos.ts';
import { galleryVideoKey } from '../services/galleries-urls.ts';
import { createGalleryTestApp, type GalleryTestApp } from './galleries.harness.ts';
import { syncSql } from '../testing/sync-sql.ts';

let t: GalleryTestApp;
beforeAll(async () => {
  t = await createGalleryTestApp();
});
afterAll(() => t.close());

const list = async (res: Response): Promise<OwnGallery[]> => {
  if (res.status >= 300) throw new Error(`${res.status} ${await res.text()}`);
  return ownGalleriesResponseSchema.parse(await res.json()).results;
};

/** A small MP4 file (ISO base media, brand isom). */
const mp4 = () => testMp4().bytes;

function upload(user: number, galleryId: number, bytes: Buffer, name: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return t.call('POST', `/api/v2/users/galleries/${galleryId}/items`, { user, body: form, headers });
}

describe('the escort’s galleries', () => {
  test('create, upload a photo and a video, mark explicit, reorder, rename and reprice', async () => {
    const escort = t.userId('escort');
    const first = await t.call('GET', '/api/v2/users/galleries', { user: escort });
    const before = ownGalleriesResponseSchema.parse(await first.json());
    expect(before.escortSharePercent).toBe(80);
    const made = await list(
      await t.call('POST', '/api/v2/users/galleries', { user: escort, body: { title: '  Summer  ', priceCredits: 25 } }),
    );
    expect(made).toHaveLength(before.results.length + 1);
    const g = made.at(-1)!;
    expect(g).toMatchObject({ title: 'Summer', priceCredits: 25, sales: 0, items: [] });

    const photo = (await list(await upload(escort, g.id, await testImage({ width: 1000, height: 800, seed: 5 }), 'a.jpg'))).at(-1)!
      .items[0]!;
    expect(photo).toMatchObject({ kind: 'photo', explicit: false, width: 640 });
    expect(photo.sources.map((s) => s.width)).toEqual([320, 640]);
    expect(photo.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);

    const withVideo = (await list(await upload(escort, g.id, mp4(), 'clip.mp4'))).at(-1)!;
    const video = withVideo.items[1]!;
    expect(video).toMatchObject({ kind: 'video', mime: 'video/mp4', bytes: mp4().length });
    // The owner plays the video, with byte ranges.
    const ranged = await t.call('GET', video.url!, { user: escort, headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-99/${mp4().length}`);
    expect(ranged.headers.get('cache-control')).toBe('private, no-store');

    const refused = await upload(escort, g.id, Buffer.from('MZ this is not a picture or a video at all'), 'evil.exe');
    expect(refused.status).toBe(422);

    let next = await list(
      await t.call('PATCH', `/api/v2/users/galleries/${g.id}/items/${video.id}`, { user: escort, body: { explicit: true } }),
    );
    expect(next.find((x) => x.id === g.id)!.items[1]!.explicit).toBe(true);
    next = await list(
      await t.call('PUT', `/api/v2/users/galleries/${g.id}/items/order`, { user: escort, body: { itemIds: [video.id, photo.id] } }),
    );
    expect(next.find((x) => x.id === g.id)!.items.map((i) => i.id)).toEqual([video.id, photo.id]);
    expect(
      (await t.call('PUT', `/api/v2/users/galleries/${g.id}/items/order`, { user: escort, body: { itemIds: [video.id] } })).status,
    ).toBe(422);
    next = await list(
      await t.call('PATCH', `/api/v2/users/galleries/${g.id}`, { user: escort, body: { title: 'Autumn', priceCredits: 1000 } }),
    );
    expect(next.find((x) => x.id === g.id)).toMatchObject({ title: 'Autumn', priceCredits: 1000 });

    for (const body of [{ priceCredits: 0 }, { priceCredits: 1001 }, { priceCredits: 2.5 }, { title: '' }, {}])
      expect((await t.call('PATCH', `/api/v2/users/galleries/${g.id}`, { user: escort, body })).status).toBe(422);

    next = await list(await t.call('DELETE', `/api/v2/users/galleries/${g.id}/items/${photo.id}`, { user: escort, body: {} }));
    expect(next.find((x) => x.id === g.id)!.items).toHaveLength(1);
    await list(await t.call('DELETE', `/api/v2/users/galleries/${g.id}`, { user: escort, body: {} }));
    expect(t.media.keys().some((k) => k.includes(/media\/([0-9a-f-]{36})\//.exec(video.url!)![1]!))).toBe(false);
  });

  test('a sold gallery cannot be deleted, and shows its sales', async () => {
    const escort = t.userId('escort');
    const galleries = await list(await t.call('GET', '/api/v2/users/galleries', { user: escort }));
    const sold = galleries.find((g) => g.sales > 0)!;
    expect(sold).toBeDefined();
    expect((await t.call('DELETE', `/api/v2/users/galleries/${sold.id}`, { user: escort, body: {} })).status).toBe(422);
  });

  test('punters are refused, another escort cannot touch them, a manager acts for the escort', async () => {
    const escort = t.userId('escort');
    const g = (await list(await t.call('GET', '/api/v2/users/galleries', { user: escort })))[0]!;
    expect((await t.call('GET', '/api/v2/users/galleries')).status).toBe(401);
    expect((await t.call('GET', '/api/v2/users/galleries', { user: t.userId('punter') })).status).toBe(403);
    const other = t.userId('multi');
    expect((await t.call('PATCH', `/api/v2/users/galleries/${g.id}`, { user: other, body: { title: 'Mine' } })).status).toBe(404);
    expect((await upload(other, g.id, mp4(), 'x.mp4')).status).toBe(404);
    const manager = t.userId('manager');
    const acting = { 'x-act-for': String(escort) };
    const seen = await list(await t.call('GET', '/api/v2/users/galleries', { user: manager, headers: acting }));
    expect(seen.map((x) => x.id)).toContain(g.id);
    expect((await t.call('GET', '/api/v2/users/galleries', { user: manager, headers: { 'x-act-for': String(other) } })).status).toBe(403);
  });
});

describe('videos lose their metadata', () => {
  const mediaKeyOf = (url: string) => /media\/([0-9a-f-]{36})\//.exec(url)![1]!;

  test('an MP4 with a location in moov/udta/©xyz is stored and served without it, with its size and media data', async () => {
    const escort = t.userId('escort');
    const g = (await list(await t.call('POST', '/api/v2/users/galleries', { user: escort, body: { title: 'Trip', priceCredits: 10 } }))).at(
      -1,
    )!;
    const sent = testMp4();
    expect(sent.bytes.includes(TEST_LOCATION)).toBe(true);
    const video = (await list(await upload(escort, g.id, sent.bytes, 'trip.mp4'))).find((x) => x.id === g.id)!.items[0]!;
    expect(video).toMatchObject({ kind: 'video', mime: 'video/mp4', bytes: sent.bytes.length });

    const stored = Buffer.from((await t.media.get(galleryVideoKey(mediaKeyOf(video.url!))))!);
    const served = Buffer.from(await (await t.call('GET', video.url!, { user: escort })).arrayBuffer());
    for (const bytes of [stored, served]) {
      expect(bytes.length).toBe(sent.bytes.length);
      expect(bytes.includes(TEST_LOCATION)).toBe(false);
      expect(bytes.includes('\u00a9xyz', 0, 'latin1')).toBe(false);
      expect(bytes.includes('GPSLatitude')).toBe(false);
      // The media data are the same bytes at the same offsets, so the chunk offsets still point at them.
      expect(bytes.subarray(sent.mdat.from, sent.mdat.to)).toEqual(sent.bytes.subarray(sent.mdat.from, sent.mdat.to));
    }
  });

  test('the samples of a GPS track are zeroed, the video samples kept', async () => {
    const escort = t.userId('escort');
    const g = (await list(await t.call('POST', '/api/v2/users/galleries', { user: escort, body: { title: 'Ride', priceCredits: 10 } }))).at(
      -1,
    )!;
    const sent = testMp4({ gpsTrack: true });
    const gps = sent.gpsSample!;
    const video = (await list(await upload(escort, g.id, sent.bytes, 'ride.mp4'))).find((x) => x.id === g.id)!.items[0]!;
    const stored = Buffer.from((await t.media.get(galleryVideoKey(mediaKeyOf(video.url!))))!);
    expect(stored.length).toBe(sent.bytes.length);
    expect(stored.subarray(sent.mdat.from, gps.from)).toEqual(sent.bytes.subarray(sent.mdat.from, gps.from));
    expect(stored.subarray(gps.from, gps.to).every((x) => x === 0)).toBe(true);
  });

  test('a WebM with a location tag is stored without it', async () => {
    const escort = t.userId('escort');
    const g = (await list(await t.call('POST', '/api/v2/users/galleries', { user: escort, body: { title: 'Clip', priceCredits: 10 } }))).at(
      -1,
    )!;
    const sent = testWebm();
    const video = (await list(await upload(escort, g.id, sent.bytes, 'clip.webm'))).find((x) => x.id === g.id)!.items[0]!;
    expect(video).toMatchObject({ mime: 'video/webm', bytes: sent.bytes.length });
    const stored = Buffer.from((await t.media.get(galleryVideoKey(mediaKeyOf(video.url!))))!);
    expect(stored.includes(TEST_LOCATION)).toBe(false);
    for (const f of sent.frames) expect(stored.subarray(f.from, f.to)).toEqual(sent.bytes.subarray(f.from, f.to));
  });

  test('a video whose box structure is broken is refused with 422 and nothing is stored', async () => {
    const escort = t.userId('escort');
    const g = (
      await list(await t.call('POST', '/api/v2/users/galleries', { user: escort, body: { title: 'Broken', priceCredits: 10 } }))
    ).at(-1)!;
    const keys = t.media.keys();
    const good = mp4();
    const ftyp = good.subarray(0, good.readUInt32BE(0));
    for (const bytes of [good.subarray(0, good.length - 100), Buffer.concat([ftyp, Buffer.alloc(4096, 7)])]) {
      const res = await upload(escort, g.id, bytes, 'broken.mp4', { 'x-locale': 'de' });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        message: 'The file was not added to the gallery.',
        errors: {
          file: [
            'broken.mp4: Die Videodatei ist beschädigt und kann nicht gelesen werden. Exportiere sie erneut und lade die neue Datei hoch.',
          ],
        },
      });
    }
    expect(t.media.keys()).toEqual(keys);
  });
});

describe('explicit content', () => {
  test('stays hidden until the buyer passed age verification and switched it on', async () => {
    const punter = t.userId('punter');
    const escort = t.userId('escort');
    // The demo punter owns the demo escort's first gallery; its last item is explicit.
    const galleryId = (
      syncSql(t.database).get('SELECT gallery_id AS id FROM gallery_purchases WHERE user_id = ? ORDER BY id LIMIT 1', punter) as {
        id: number;
      }
    ).id;
    const explicitKey = (
      syncSql(t.database).get('SELECT media_key AS k FROM gallery_items WHERE gallery_id = ? AND is_explicit = 1', galleryId) as {
        k: string;
      }
    ).k;
    const photos = async () =>
      galleryMediaResponseSchema.parse(await (await t.call('GET', `/api/v2/galleries/photos/${galleryId}`, { user: punter })).json());
    const file = () => t.call('GET', `/api/v2/galleries/media/${explicitKey}/placeholder.svg`, { user: punter });

    expect((await photos()).hiddenExplicit).toBe(1);
    expect((await photos()).results.every((i) => !i.explicit)).toBe(true);
    expect((await file()).status).toBe(404);
    // The owner sees her own explicit items.
    expect((await t.call('GET', `/api/v2/galleries/media/${explicitKey}/placeholder.svg`, { user: escort })).status).toBe(200);

    // Unlocking before verification is refused.
    expect((await t.call('POST', '/api/v2/users/unlock-explicit-photos', { user: punter, body: { unlocked: true } })).status).toBe(403);
    const status = async () =>
      ageVerificationResponseSchema.parse(await (await t.call('GET', '/api/v2/users/age-verification', { user: punter })).json()).results;
    expect(await status()).toEqual({ verified: false, verifiedAt: null, explicitUnlocked: false });

    const link = await t.call('POST', '/api/v2/users/age-verification/link', { user: punter, body: { returnPath: `/users/${escort}/` } });
    const url = ((await link.json()) as { results: { url: string } }).results.url;
    expect(url).toMatch(/^\/demo-age-check\/[A-Za-z0-9_-]+$/);
    const page = await t.call('GET', url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Date of birth');

    // Someone younger than 18 is refused on the provider's page.
    const form = (dob: string) =>
      t.app.request(url, {
        method: 'POST',
        body: new URLSearchParams({ dob }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const minor = await form('2010-01-01');
    expect(minor.status).toBe(403);
    expect((await status()).verified).toBe(false);

    const adult = await form('1990-05-05');
    expect(adult.status).toBe(303);
    const callback = adult.headers.get('location')!;
    // A tampered result is refused.
    expect((await t.call('GET', callback.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))).status).toBe(403);
    const back = await t.call('GET', callback);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/users/${escort}/?ageCheck=verified`);
    // Single use.
    expect((await t.call('GET', callback)).status).toBe(403);
    expect(await status()).toMatchObject({ verified: true, explicitUnlocked: false });

    // Verified but not switched on: still hidden.
    expect((await photos()).hiddenExplicit).toBe(1);
    expect((await file()).status).toBe(404);
    expect((await t.call('POST', '/api/v2/users/unlock-explicit-photos', { user: punter, body: { unlocked: true } })).status).toBe(200);
    expect((await photos()).hiddenExplicit).toBe(0);
    expect((await photos()).results.some((i) => i.explicit)).toBe(true);
    expect((await file()).status).toBe(200);
    // And off again.
    await t.call('POST', '/api/v2/users/unlock-explicit-photos', { user: punter, body: { unlocked: false } });
    expect((await file()).status).toBe(404);
  });

  test('an expired link is refused by the provider', async () => {
    const punter = t.userId('punter-basic');
    const link = await t.call('POST', '/api/v2/users/age-verification/link', { user: punter, body: {} });
    const url = ((await link.json()) as { results: { url: string } }).results.url;
    t.clock.advance(31 * 60);
    expect((await t.call('GET', url)).status).toBe(404);
    expect((await t.call('GET', '/api/v2/users/age-verification')).status).toBe(401);
  });
});

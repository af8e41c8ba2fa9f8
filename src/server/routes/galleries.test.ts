import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  galleryMediaResponseSchema,
  galleryPurchaseResponseSchema,
  insufficientCreditsBodySchema,
  ownGalleriesResponseSchema,
  profileGalleriesResponseSchema,
  purchasedGalleriesResponseSchema,
  type OwnGallery,
} from '../../lib/api/galleries.ts';
import { ROLE_IDS, ROLE_NAMES, ROLES } from '../../lib/permissions.ts';
import { testImage } from '../media/test-images.ts';
import { createGalleryTestApp, type GalleryTestApp } from './galleries.harness.ts';
import { syncSql } from '../testing/sync-sql.ts';

let t: GalleryTestApp;
beforeAll(async () => {
  t = await createGalleryTestApp();
});
afterAll(() => t.close());

const json = async <T>(res: Response, schema: { parse(v: unknown): T }): Promise<T> => schema.parse(await res.json());

/** A fresh gallery of the demo escort with one photo and one explicit photo; its id and media keys. */
async function newGallery(price = 50): Promise<{ id: number; keys: string[]; explicitKey: string }> {
  const escort = t.userId('escort');
  let res = await t.call('POST', '/api/v2/users/galleries', { user: escort, body: { title: 'Test set', priceCredits: price } });
  expect(res.status).toBe(201);
  const created = (await json(res, ownGalleriesResponseSchema)).results;
  const id = created[created.length - 1]!.id;
  let galleries: OwnGallery[] = [];
  for (const seed of [1, 2]) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await testImage({ width: 1000, height: 800, seed: seed + id * 10 }))]), `p${seed}.jpg`);
    res = await t.call('POST', `/api/v2/users/galleries/${id}/items`, { user: escort, body: form });
    if (res.status !== 201) throw new Error(await res.text());
    galleries = (await json(res, ownGalleriesResponseSchema)).results;
  }
  const items = galleries.find((g) => g.id === id)!.items;
  res = await t.call('PATCH', `/api/v2/users/galleries/${id}/items/${items[1]!.id}`, { user: escort, body: { explicit: true } });
  expect(res.status).toBe(200);
  const keys = items.map((i) => /\/galleries\/media\/([0-9a-f-]{36})\//.exec(i.sources[0]!.url)![1]!);
  return { id, keys, explicitKey: keys[1]! };
}

const media = (key: string, file: string, o: { user?: number; cookie?: string } = {}) =>
  t.call('GET', `/api/v2/galleries/media/${key}/${file}`, { user: o.user, headers: o.cookie ? { cookie: o.cookie } : {} });

describe('who may buy (canPurchaseGallery)', () => {
  test('only punters buy; every other role is refused and anonymous callers must sign in', async () => {
    const { id } = await newGallery();
    const accountOf: Record<number, string> = {
      [ROLES.punter]: 'punter-basic',
      [ROLES.escort]: 'escort',
      [ROLES.superAdmin]: 'superadmin',
      [ROLES.admin]: 'admin',
      [ROLES.support]: 'support',
      [ROLES.manager]: 'manager',
      [ROLES.venue]: 'venue',
      [ROLES.coreAdmin]: 'coreadmin',
      [ROLES.godAdmin]: 'godadmin',
      [ROLES.superGodAdmin]: 'supergodadmin',
    };
    expect(
      Object.keys(accountOf)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(ROLE_IDS);
    for (const role of ROLE_IDS) {
      const res = await t.call('POST', `/api/v2/purchase/galleries/${id}`, { user: t.userId(accountOf[role]!), body: {} });
      // The punter has no credits yet: allowed, but short (402); everyone else is forbidden.
      expect([ROLE_NAMES[role], res.status]).toEqual([ROLE_NAMES[role], role === ROLES.punter ? 402 : 403]);
    }
    expect((await t.call('POST', `/api/v2/purchase/galleries/${id}`, { body: {} })).status).toBe(401);
  });
});

describe('buying with credits', () => {
  test('a gallery opens only after the purchase, never through the public media route', async () => {
    const g = await newGallery(40);
    const punter = t.userId('punter-basic');
    const before = await json(await t.call('GET', `/api/v2/galleries/photos/${g.id}`, { user: punter }), galleryMediaResponseSchema);
    expect(before.unlocked).toBe(false);
    expect(before.results.every((i) => i.sources.length === 0 && i.url === null)).toBe(true);
    // Locked explicit items leave no trace but their count.
    expect(before.results.find((i) => i.explicit)).toMatchObject({ placeholder: null, width: null });
    expect((await media(g.keys[0]!, '320.webp', { user: punter })).status).toBe(404);

    await t.grant(punter, 100);
    const res = await t.call('POST', `/api/v2/purchase/galleries/${g.id}`, { user: punter, body: {} });
    expect(res.status).toBe(201);
    expect((await json(res, galleryPurchaseResponseSchema)).results).toEqual({ galleryIds: [g.id], charged: 40, balance: 60 });

    const after = await json(await t.call('GET', `/api/v2/galleries/photos/${g.id}`, { user: punter }), galleryMediaResponseSchema);
    expect(after.unlocked).toBe(true);
    expect(after.hiddenExplicit).toBe(1);
    const file = await media(g.keys[0]!, '320.webp', { user: punter });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('referrer-policy')).toBe('no-referrer');
    // Another punter, anonymous visitors and the public media route get nothing.
    expect((await media(g.keys[0]!, '320.webp', { user: t.userId('punter') })).status).toBe(404);
    expect((await media(g.keys[0]!, '320.webp')).status).toBe(404);
    // The public route knows only profile photos: whatever it answers for the item's id is never the item.
    const bytes = new Uint8Array(await file.arrayBuffer());
    const itemId = after.results[0]!.id;
    for (const path of [`/api/v2/media/photos/${itemId}-320.webp`, `/api/v2/media/photos/${itemId}-640.webp`]) {
      const res = await t.call('GET', path, { user: punter });
      if (res.status === 200) expect(new Uint8Array(await res.arrayBuffer())).not.toEqual(bytes);
      else expect(res.status).toBe(404);
    }
    expect(
      t.media
        .keys()
        .filter((k) => k.includes(g.keys[0]!))
        .every((k) => k.startsWith('private/galleries/')),
    ).toBe(true);

    const list = await json(await t.call('GET', '/api/v2/users/galleries/purchased', { user: punter }), purchasedGalleriesResponseSchema);
    expect(list.results[0]).toMatchObject({ galleryId: g.id, credits: 40, photos: 2, profileId: t.userId('escort') });
  });

  test('the escort earns 80 % and the books stay balanced', async () => {
    const g = await newGallery(50);
    const punter = t.userId('punter-basic');
    await t.grant(punter, 50);
    const escort = t.userId('escort');
    const earned = await t.earnings(escort);
    expect((await t.call('POST', `/api/v2/purchase/galleries/${g.id}`, { user: punter, body: {} })).status).toBe(201);
    expect((await t.earnings(escort)) - earned).toBe(40);
    const sums = syncSql(t.database).all('SELECT unit, sum(amount) AS s FROM ledger_entries GROUP BY unit') as { s: number }[];
    expect(sums.every((r) => r.s === 0)).toBe(true);
  });

  test('a VIP pays 20 % less', async () => {
    const g = await newGallery(55);
    const vip = t.userId('punter');
    await t.grant(vip, 100);
    const before = await t.credits(vip);
    const listed = await json(
      await t.call('GET', `/api/v2/galleries/users/${t.userId('escort')}`, { user: vip }),
      profileGalleriesResponseSchema,
    );
    expect(listed.vip).toBe(true);
    expect(listed.results.find((x) => x.id === g.id)).toMatchObject({ priceCredits: 55, yourPriceCredits: 44, vipPriceCredits: 44 });
    const res = await t.call('POST', `/api/v2/purchase/galleries/${g.id}`, { user: vip, body: {} });
    expect((await json(res, galleryPurchaseResponseSchema)).results.charged).toBe(44);
    expect(before - (await t.credits(vip))).toBe(44);
  });

  test('not enough credits: 402 with the balance and the price, nothing charged', async () => {
    const g = await newGallery(900);
    const punter = t.userId('punter-basic');
    const balance = await t.credits(punter);
    const res = await t.call('POST', `/api/v2/purchase/galleries/${g.id}`, { user: punter, body: {} });
    expect(res.status).toBe(402);
    expect(await json(res, insufficientCreditsBodySchema)).toMatchObject({ message: 'Not enough credits.', balance, priceCredits: 900 });
    expect(await t.credits(punter)).toBe(balance);
  });

  test('buying twice, even in parallel, charges once', async () => {
    const g = await newGallery(30);
    const punter = t.userId('punter-basic');
    await t.grant(punter, 30);
    const before = await t.credits(punter);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call('POST', `/api/v2/purchase/galleries/${g.id}`, { user: punter, body: {} })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(before - (await t.credits(punter))).toBe(30);
    const journals = syncSql(t.database).get(
      'SELECT count(*) AS n FROM ledger_journals WHERE reference = ?',
      `gallery:${g.id}:user:${punter}`,
    );
    expect(journals).toEqual({ n: 1 });
  });

  test('buying all takes every gallery not owned yet at their sum, or nothing', async () => {
    const escort = t.userId('escort');
    const punter = t.userId('punter-basic');
    const listed = await json(await t.call('GET', `/api/v2/galleries/users/${escort}`, { user: punter }), profileGalleriesResponseSchema);
    const open = listed.results.filter((g) => !g.unlocked);
    expect(open.length).toBeGreaterThan(1);
    const short = await t.call('POST', `/api/v2/purchase/galleries/users/${escort}`, { user: punter, body: {} });
    expect(short.status).toBe(402);
    expect((await json(short, insufficientCreditsBodySchema)).priceCredits).toBe(listed.allPriceCredits);
    await t.grant(punter, listed.allPriceCredits);
    const res = await t.call('POST', `/api/v2/purchase/galleries/users/${escort}`, { user: punter, body: {} });
    expect(res.status).toBe(201);
    expect((await json(res, galleryPurchaseResponseSchema)).results.charged).toBe(listed.allPriceCredits);
    const again = await json(await t.call('GET', `/api/v2/galleries/users/${escort}`, { user: punter }), profileGalleriesResponseSchema);
    expect(again.results.every((g) => g.unlocked)).toBe(true);
    expect(again.allPriceCredits).toBe(0);
  });

  test('unknown galleries and bad ids', async () => {
    const punter = t.userId('punter-basic');
    expect((await t.call('POST', '/api/v2/purchase/galleries/999999', { user: punter, body: {} })).status).toBe(404);
    expect((await t.call('POST', '/api/v2/purchase/galleries/abc', { user: punter, body: {} })).status).toBe(422);
    expect((await t.call('GET', '/api/v2/galleries/photos/999999')).status).toBe(404);
    expect((await t.call('GET', '/api/v2/galleries/media/not-a-key/320.webp')).status).toBe(422);
  });
});

describe('the demo data', () => {
  test('the demo punter owns one of the demo escort’s galleries and sees its photos', async () => {
    const punter = t.userId('punter');
    const list = await json(await t.call('GET', '/api/v2/users/galleries/purchased', { user: punter }), purchasedGalleriesResponseSchema);
    const seeded = list.results.filter((g) => g.profileId === t.userId('escort')).at(-1);
    expect(seeded).toBeDefined();
    const items = await json(
      await t.call('GET', `/api/v2/galleries/photos/${seeded!.galleryId}`, { user: punter }),
      galleryMediaResponseSchema,
    );
    const src = items.results[0]!.sources[0]!.url;
    const res = await t.call('GET', src, { user: punter });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect((await t.call('GET', src)).status).toBe(404);
  });
});

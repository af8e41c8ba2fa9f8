import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { attachmentResponseSchema, conversationResponseSchema } from '../../lib/api/messages.ts';
import { ownGalleriesResponseSchema } from '../../lib/api/galleries.ts';
import { s3Storage, type S3Storage } from '../media/s3.ts';
import { testImage } from '../media/test-images.ts';
import { galleryRenditionKey } from '../services/galleries-urls.ts';
import { startTestS3, type TestS3 } from '../testing/s3rver.ts';
import { createGalleryTestApp, type GalleryTestApp } from './galleries.harness.ts';

let s3: TestS3;
let t: GalleryTestApp<S3Storage>;
beforeAll(async () => {
  s3 = await startTestS3();
  t = await createGalleryTestApp(s3Storage(s3.settings({ prefix: 'site/' })));
});
afterAll(async () => {
  await t.close();
  t.media.close();
  await s3.close();
});

const image = async (seed: number) => new Blob([new Uint8Array(await testImage({ width: 1000, height: 800, seed }))]);

/** The redirect of an allowed viewer: to the store, never cached, and the signed URL serves the stored bytes. */
async function expectSignedRedirect(res: Response, storageKey: string) {
  expect(res.status).toBe(302);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  const location = new URL(res.headers.get('location')!);
  expect(location.origin).toBe(s3.endpoint);
  expect(location.pathname).toBe(`/${s3.bucket}/site/${storageKey}`);
  expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
  const file = await fetch(location);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('image/webp');
  expect(file.headers.get('cache-control')).toBe('private, no-store');
  const bytes = new Uint8Array(await file.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
  expect(bytes).toEqual(await t.media.get(storageKey));
}

describe('private media with S3 storage', () => {
  test('a bought gallery photo redirects its buyer to a working signed URL; anyone else gets 404', async () => {
    const escort = t.userId('escort');
    let res = await t.call('POST', '/api/v2/users/galleries', { user: escort, body: { title: 'S3 set', priceCredits: 30 } });
    expect(res.status).toBe(201);
    const created = ownGalleriesResponseSchema.parse(await res.json()).results;
    const id = created[created.length - 1]!.id;
    const form = new FormData();
    form.append('file', await image(41), 'p.jpg');
    res = await t.call('POST', `/api/v2/users/galleries/${id}/items`, { user: escort, body: form });
    expect(res.status, await res.clone().text()).toBe(201);
    const item = ownGalleriesResponseSchema.parse(await res.json()).results.find((g) => g.id === id)!.items[0]!;
    const mediaKey = /\/galleries\/media\/([0-9a-f-]{36})\//.exec(item.sources[0]!.url)![1]!;
    const url = `/api/v2/galleries/media/${mediaKey}/320.webp`;
    // The upload went to the bucket, under the prefix.
    expect(await t.media.get(galleryRenditionKey(mediaKey, 320))).toBeInstanceOf(Uint8Array);

    const punter = t.userId('punter-basic');
    const locked = await t.call('GET', url, { user: punter });
    expect(locked.status).toBe(404);
    expect(locked.headers.get('location')).toBeNull();

    await t.grant(punter, 100);
    expect((await t.call('POST', `/api/v2/purchase/galleries/${id}`, { user: punter, body: {} })).status).toBe(201);
    const allowed = await t.call('GET', url, { user: punter });
    await expectSignedRedirect(allowed, galleryRenditionKey(mediaKey, 320));
    // Pages may load images and video from the store the redirect leads to.
    expect(allowed.headers.get('content-security-policy')).toMatch(new RegExp(`img-src [^;]*${s3.endpoint}`));
    expect(allowed.headers.get('content-security-policy')).toMatch(new RegExp(`media-src [^;]*${s3.endpoint}`));

    for (const other of [{ user: t.userId('punter') }, {}]) {
      const refused = await t.call('GET', url, other);
      expect(refused.status).toBe(404);
      expect(refused.headers.get('location')).toBeNull();
    }
  });

  test('a message image redirects the two members to a signed URL; a stranger gets 404', async () => {
    const punter = t.userId('punter-basic');
    const escort = t.userId('escort');
    let res = await t.call('POST', '/api/v2/users/conversations', { user: punter, body: { profileId: escort } });
    expect(res.status, await res.clone().text()).toBe(201);
    const conversation = conversationResponseSchema.parse(await res.json()).results;
    const form = new FormData();
    form.append('file', await image(42), 'me.jpg');
    res = await t.call('POST', `/api/v2/users/conversations/${conversation.id}/messages/attachments`, { user: punter, body: form });
    expect(res.status, await res.clone().text()).toBe(201);
    const attachment = attachmentResponseSchema.parse(await res.json()).results;
    const name = attachment.url.split('/').pop()!;

    for (const member of [punter, escort])
      await expectSignedRedirect(await t.call('GET', attachment.url, { user: member }), `private/messages/${name}`);
    const stranger = await t.call('GET', attachment.url, { user: t.userId('punter') });
    expect(stranger.status).toBe(404);
    expect(stranger.headers.get('location')).toBeNull();
  });
});

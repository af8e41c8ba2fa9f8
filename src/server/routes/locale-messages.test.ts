/**
 * The messages islands show from the server speak the request's `x-locale`: the photo refusals
 * (pipeline, upload limits, order and delete), the publish rules, the onboarding checks, the
 * admin's approval of a held profile and a review reply. Each is walked in de, en, ro and it
 * through the HTTP API and compared with the dictionaries; no two locales may answer alike.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translator } from '../../../i18n/index.ts';
import { LOCALES, type Locale } from '../../../regions/schema.ts';
import { PHOTO_MAX_COUNT, PHOTO_MIN_SIDE } from '../../lib/api/photos.ts';
import { PHOTO_MIN_TO_PUBLISH } from '../../lib/api/limits.ts';
import { createApp, type App } from '../app.ts';
import { memoryLogger } from '../context.ts';
import type { Database } from '../db/database.ts';
import { INVALID_MESSAGE } from '../http/validate.ts';
import { MAX_INPUT_PIXELS } from '../media/pipeline.ts';
import { memoryStorage } from '../media/storage.ts';
import { pngHeaderOnly, testImage } from '../media/test-images.ts';
import { setup } from '../setup.ts';
import { headerSession } from '../testing/header-session.ts';
import { syncSql } from '../testing/sync-sql.ts';
import { fixedClock } from '../time.ts';

let app: App;
let database: Database;

/** Requests name their user in `x-test-user`; admins count as confirmed with their second factor. */
const session = headerSession(() => database, { mfa: true });

beforeAll(async () => {
  const made = await setup({ path: ':memory:', clock: fixedClock('2025-06-15T10:00:00.000Z'), log: memoryLogger(), seedProfiles: 60 });
  database = made.database;
  app = createApp({ ...made.deps, session, media: memoryStorage() });
});
afterAll(() => database.close());

const sql = () => syncSql(database);
const userId = (username: string) => (sql().get('SELECT id FROM users WHERE username = ?', username) as { id: number }).id;

/** A fresh escort account without a profile. */
let made = 0;
function newEscort(): number {
  made++;
  const r = sql().get(
    `INSERT INTO users (username, email, region) VALUES (?, ?, 'de') RETURNING id`,
    `lingo${made}`,
    `lingo${made}@x.test`,
  ) as {
    id: number;
  };
  sql().run('INSERT INTO user_roles (user_id, role_id) VALUES (?, 2)', r.id);
  return r.id;
}

interface Answer {
  status: number;
  body: { message?: string; errors?: Record<string, string[]> };
}

async function answerOf(res: Response): Promise<Answer> {
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}

/** A JSON call as `user` in `locale`. */
async function call(locale: Locale, method: string, path: string, user: number, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { 'x-test-user': String(user), 'x-locale': locale, 'content-type': 'application/json' };
  return answerOf(await app.request(`/api/v2${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
}

/** A photo upload of `files` as `user` in `locale`. */
async function upload(locale: Locale, user: number, files: { name: string; bytes: Buffer }[]): Promise<Answer> {
  const form = new FormData();
  for (const f of files) form.append('photos', new Blob([new Uint8Array(f.bytes)], { type: 'image/jpeg' }), f.name);
  return answerOf(
    await app.request('/api/v2/users/photos/', {
      method: 'POST',
      body: form,
      headers: { 'x-test-user': String(user), 'x-locale': locale },
    }),
  );
}

/** A raw multipart body as `user` in `locale`. */
async function rawUpload(locale: Locale, user: number, body: string, boundary = 'xxB'): Promise<Answer> {
  const headers = { 'x-test-user': String(user), 'x-locale': locale, 'content-type': `multipart/form-data; boundary=${boundary}` };
  return answerOf(await app.request('/api/v2/users/photos/', { method: 'POST', body, headers }));
}

/**
 * Run `answer` in every locale and expect exactly `expected` (built from that locale's dictionary);
 * every message differs between the locales, so none of them is left in English. (The generic 422
 * message stays as the contract has it: forms show the field errors instead.)
 */
async function inEveryLocale(answer: (locale: Locale) => Promise<Answer>, expected: (tr: ReturnType<typeof translator>) => Answer) {
  const texts: string[][] = [];
  for (const locale of LOCALES) {
    const got = await answer(locale);
    const want = expected(translator(locale));
    expect(got, locale).toEqual(want);
    const message = want.body.message === undefined || want.body.message === INVALID_MESSAGE ? [] : [want.body.message];
    texts.push([...message, ...Object.values(want.body.errors ?? {}).flat()]);
  }
  const count = texts[0]!.length;
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) expect(new Set(texts.map((m) => m[i])).size, texts.map((m) => m[i]).join(' | ')).toBe(LOCALES.length);
}

describe('photo refusals', () => {
  test('files the pipeline refuses: wrong type, unreadable, too many pixels, too small', async () => {
    const escort = newEscort();
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const tiny = await testImage({ width: 600, height: 600, seed: 31 });
    await inEveryLocale(
      (locale) =>
        upload(locale, escort, [
          { name: 'notes.jpg', bytes: Buffer.from('This is not a picture at all.\n') },
          { name: 'broken.png', bytes: broken },
          { name: 'flood.png', bytes: pngHeaderOnly(30_000, 30_000) },
          { name: 'tiny.jpg', bytes: tiny },
        ]),
      (tr) => ({
        status: 422,
        body: {
          message: tr('photos.upload.refused'),
          errors: {
            photos: [
              `notes.jpg: ${tr('photos.refused.type')}`,
              `broken.png: ${tr('photos.refused.unreadable', { type: 'PNG' })}`,
              `flood.png: ${tr('photos.refused.pixels', { width: 30_000, height: 30_000, max: MAX_INPUT_PIXELS / 1_000_000 })}`,
              `tiny.jpg: ${tr('photos.refused.small', { width: 600, height: 600, min: PHOTO_MIN_SIDE })}`,
            ],
          },
        },
      }),
    );
  });

  test('a profile that holds the most photos already', async () => {
    const escort = newEscort();
    const insert = 'INSERT INTO photos (profile_id, position, width, height, seed) VALUES (?, ?, 800, 1000, 1)';
    await call('en', 'GET', '/onboarding/', escort);
    for (let i = 0; i < PHOTO_MAX_COUNT; i++) sql().run(insert, escort, i);
    const photo = await testImage({ width: 1000, height: 800, seed: 32 });
    await inEveryLocale(
      (locale) => upload(locale, escort, [{ name: 'one-more.jpg', bytes: photo }]),
      (tr) => ({
        status: 422,
        body: {
          message: tr('photos.upload.refused'),
          errors: { photos: [tr('photos.upload.tooMany', { max: PHOTO_MAX_COUNT, room: 0 })] },
        },
      }),
    );
  });

  // A body cut off inside a file also ends that file's stream with an error: it must be heard (an
  // unheard stream error is an uncaught exception, which Vitest reports as a failure).
  test('uploads the reader refuses: more files than allowed at once, a malformed body', async () => {
    const escort = newEscort();
    const part = (i: number) =>
      `--xxB\r\nContent-Disposition: form-data; name="photos"; filename="f${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\nx\r\n`;
    const many = `${Array.from({ length: PHOTO_MAX_COUNT + 1 }, (_, i) => part(i)).join('')}--xxB--\r\n`;
    await inEveryLocale(
      (locale) => rawUpload(locale, escort, many),
      (tr) => ({
        status: 422,
        body: { message: tr('photos.upload.refused'), errors: { photos: [tr('photos.upload.tooManyFiles', { max: PHOTO_MAX_COUNT })] } },
      }),
    );
    await inEveryLocale(
      (locale) => rawUpload(locale, escort, `--xxB\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\nunfinished`),
      (tr) => ({ status: 422, body: { message: tr('photos.upload.refused'), errors: { photos: [tr('photos.upload.malformed')] } } }),
    );
  });

  test('an order that misses photos, and a photo that is not hers', async () => {
    const escort = newEscort();
    await inEveryLocale(
      (locale) => call(locale, 'PUT', '/users/photos/order', escort, { photoIds: [999_999] }),
      (tr) => ({ status: 422, body: { message: INVALID_MESSAGE, errors: { photoIds: [tr('photos.order.incomplete')] } } }),
    );
    await inEveryLocale(
      (locale) => call(locale, 'DELETE', '/users/photos/', escort, { photoIds: [{ id: 999_999 }] }),
      (tr) => ({ status: 404, body: { message: tr('photos.notFound') } }),
    );
    await inEveryLocale(
      (locale) => call(locale, 'PUT', '/users/photos/999999/main', escort),
      (tr) => ({ status: 404, body: { message: tr('photos.notFound') } }),
    );
  });
});

describe('publish rules', () => {
  test('an empty profile lists every missing part', async () => {
    const escort = newEscort();
    await inEveryLocale(
      (locale) => call(locale, 'POST', '/onboarding/publish-profile', escort, {}),
      (tr) => ({
        status: 422,
        body: {
          message: tr('editor.publish.photos', { min: PHOTO_MIN_TO_PUBLISH }),
          errors: {
            photos: [tr('editor.publish.photos', { min: PHOTO_MIN_TO_PUBLISH })],
            location: [tr('editor.publish.location.noPoint')],
            display_name: [tr('editor.publish.displayName')],
            date_of_birth: [tr('editor.publish.dateOfBirth')],
            contact: [tr('editor.publish.contact')],
          },
        },
      }),
    );
  });

  test('a minor, an unpublished profile taken off and a published one published again', async () => {
    const escort = newEscort();
    await call('en', 'GET', '/onboarding/', escort);
    // 18 by today's date (the database's check), 17 on the server's clock (2025-06-15).
    sql().run(`UPDATE profiles SET date_of_birth = '2007-06-16' WHERE user_id = ?`, escort);
    const adult = async (locale: Locale) => {
      const res = await call(locale, 'PUT', '/users/profile/publish/', escort, { profile_published: true });
      return { status: res.status, body: { errors: { date_of_birth: res.body.errors?.date_of_birth ?? [] } } };
    };
    await inEveryLocale(adult, (tr) => ({ status: 422, body: { errors: { date_of_birth: [tr('editor.publish.adult')] } } }));
    await inEveryLocale(
      (locale) => call(locale, 'PUT', '/users/profile/unpublish/', escort, { profile_published: false }),
      (tr) => ({ status: 422, body: { message: INVALID_MESSAGE, errors: { profile_published: [tr('editor.publish.notPublished')] } } }),
    );

    const published = userId('escort');
    const again = async (locale: Locale) => {
      const res = await call(locale, 'POST', '/onboarding/publish-profile', published, {});
      return { status: res.status, body: { errors: { profile_published: res.body.errors?.profile_published ?? [] } } };
    };
    await inEveryLocale(again, (tr) => ({ status: 422, body: { errors: { profile_published: [tr('editor.publish.alreadyPublished')] } } }));
  });
});

describe('onboarding checks', () => {
  test('a place that is none of the region, a point without its other half, an age the server clock finds too young, finishing unpublished', async () => {
    const escort = newEscort();
    await call('en', 'GET', '/onboarding/', escort);
    await inEveryLocale(
      (locale) => call(locale, 'PATCH', '/onboarding/user-information', escort, { place_id: 999_999_999 }),
      (tr) => ({ status: 422, body: { message: INVALID_MESSAGE, errors: { place_id: [tr('editor.location.placeInvalid')] } } }),
    );
    await inEveryLocale(
      (locale) => call(locale, 'PATCH', '/onboarding/user-information', escort, { lat: 50.94 }),
      (tr) => ({ status: 422, body: { message: INVALID_MESSAGE, errors: { lon: [tr('editor.location.pointIncomplete')] } } }),
    );
    // 18 by today's date (the contract's check), 17 on the server's clock (2025-06-15).
    await inEveryLocale(
      (locale) => call(locale, 'PATCH', '/onboarding/user-features', escort, { date_of_birth: '2007-06-16' }),
      (tr) => ({ status: 422, body: { message: INVALID_MESSAGE, errors: { date_of_birth: [tr('editor.publish.adult')] } } }),
    );
    await inEveryLocale(
      (locale) => call(locale, 'PATCH', '/onboarding/step/done', escort, {}),
      (tr) => ({ status: 422, body: { message: INVALID_MESSAGE, errors: { step: [tr('onboarding.step.notPublished')] } } }),
    );
  });
});

describe("an admin's approval of a held profile", () => {
  test('the 422 lists what is missing in the admin language; a profile neither listed nor held is refused too', async () => {
    const admin = userId('superadmin');
    const held = userId('escort-held');
    await inEveryLocale(
      (locale) => call(locale, 'POST', `/admin/profiles/${held}/approve`, admin, {}),
      (tr) => ({
        status: 422,
        body: {
          message: tr('moderation.approve.refused'),
          errors: { photos: [tr('moderation.approve.photos', { min: PHOTO_MIN_TO_PUBLISH, visible: 0, waiting: 2 })] },
        },
      }),
    );
    const incomplete = newEscort();
    await call('en', 'GET', '/onboarding/', incomplete);
    sql().run('UPDATE profiles SET quarantined = 1 WHERE user_id = ?', incomplete);
    await inEveryLocale(
      (locale) => call(locale, 'POST', `/admin/profiles/${incomplete}/approve`, admin, {}),
      (tr) => ({
        status: 422,
        body: {
          message: tr('moderation.approve.refused'),
          errors: {
            location: [tr('editor.publish.location.noPoint')],
            display_name: [tr('editor.publish.displayName')],
            date_of_birth: [tr('editor.publish.dateOfBirth')],
            contact: [tr('editor.publish.contact')],
            photos: [tr('moderation.approve.photos', { min: PHOTO_MIN_TO_PUBLISH, visible: 0, waiting: 0 })],
          },
        },
      }),
    );
    sql().run('UPDATE profiles SET quarantined = 0 WHERE user_id = ?', incomplete);
    await inEveryLocale(
      (locale) => call(locale, 'POST', `/admin/profiles/${incomplete}/approve`, admin, {}),
      (tr) => ({ status: 422, body: { message: INVALID_MESSAGE, errors: { profile: [tr('moderation.approve.notHeld')] } } }),
    );
  });
});

describe('review replies', () => {
  test("a second reply, and a reply to another profile's review", async () => {
    const review = sql().get(
      `SELECT r.id, r.profile_id FROM reviews r JOIN user_roles ur ON ur.user_id = r.profile_id AND ur.role_id = 2
       WHERE r.deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM review_replies rr WHERE rr.review_id = r.id AND rr.author_id = r.profile_id) LIMIT 1`,
    ) as { id: number; profile_id: number };
    expect((await call('en', 'POST', `/users/reviews/${review.id}/replies`, review.profile_id, { body: 'Thank you!' })).status).toBe(201);
    await inEveryLocale(
      (locale) => call(locale, 'POST', `/users/reviews/${review.id}/replies`, review.profile_id, { body: 'Again, thanks' }),
      (tr) => ({ status: 422, body: { message: INVALID_MESSAGE, errors: { body: [tr('review.reply.already')] } } }),
    );
    const other = newEscort();
    await inEveryLocale(
      (locale) => call(locale, 'POST', `/users/reviews/${review.id}/replies`, other, { body: 'Not mine' }),
      (tr) => ({ status: 403, body: { message: tr('review.reply.notYours') } }),
    );
  });
});

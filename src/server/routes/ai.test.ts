import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  aiChatResponseSchema,
  aiCreationResponseSchema,
  aiCreationsResponseSchema,
  aiRenderingModelsResponseSchema,
  aiStepResponseSchema,
  type AiCreation,
} from '../../lib/api/ai.ts';
import { validationErrorBodySchema } from '../../lib/api/common.ts';
import { messagesResponseSchema } from '../../lib/api/messages.ts';
import { queueResponseSchema } from '../../lib/api/moderation.ts';
import { searchCountResponseSchema, searchResponseSchema } from '../../lib/api/search.ts';
import { AI_JOBS, type GenerationHooks } from '../ai/deps.ts';
import { AI_SOURCE_TYPE } from '../ai/marking.ts';
import { localProvider } from '../ai/providers/local.ts';
import { AiProviderError, type AiProvider } from '../ai/providers/types.ts';
import { aiTestRunner, createBody } from '../ai/testing.ts';
import { memoryStorage } from '../media/storage.ts';
import type { Broadcast } from '../messaging/broadcast.ts';
import type { JobRunner } from '../jobs/runner.ts';
import { createAuthTestApp, type AuthTestApp, type Client } from '../testing/auth-app.ts';
import { API, newPunter, rows, signIn } from '../testing/punter.ts';
import { syncSql } from '../testing/sync-sql.ts';

const QUOTA = 30;
let t: AuthTestApp;
let runner: JobRunner;
let owner: Client;
let other: Client;
const media = memoryStorage();
const hooks: GenerationHooks = {};
/** What the provider does next: the local provider, or a failure. */
const behaviour: { fail?: AiProviderError } = {};
const local = localProvider();
/** Chat calls the provider has had. */
const chatCalls = { n: 0 };
const provider: AiProvider = {
  name: 'test',
  renderImages: (spec) => (behaviour.fail ? Promise.reject(behaviour.fail) : local.renderImages(spec)),
  chat: (persona, history, locale) => {
    chatCalls.n++;
    return local.chat(persona, history, locale);
  },
};
const events: { channels: string[]; event: string; data: unknown }[] = [];
const recording: Broadcast = (channels, event, data) => {
  events.push({ channels, event, data });
  return Promise.resolve();
};

beforeAll(async () => {
  t = await createAuthTestApp({
    media,
    broadcast: recording,
    ai: { provider, settings: { dailyQuota: QUOTA, chatLimit: { max: 4, windowSeconds: 600 } }, hooks },
  });
  runner = aiTestRunner(t.deps);
  owner = await signIn(t, 'punter');
  other = await signIn(t, 'punter-basic');
});
afterAll(() => t.close());
beforeEach(() => {
  delete hooks.afterImage;
  delete behaviour.fail;
  events.length = 0;
});

const create = async (c: Client, over: Parameters<typeof createBody>[0] = {}, choices: Record<string, unknown> = {}) =>
  c.call('POST', `${API}/ai/create-girlfriend`, createBody(over, choices), { 'x-locale': 'en' });
const created = async (c: Client = owner, over: Parameters<typeof createBody>[0] = {}): Promise<AiCreation> => {
  const res = await create(c, over);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return aiCreationResponseSchema.parse(res.body).results;
};
const read = async (c: Client, id: number) =>
  aiCreationResponseSchema.parse((await c.call('GET', `${API}/ai/my-creations/${id}`)).body).results;
const errorsOf = (body: unknown) => validationErrorBodySchema.parse(body).errors;
const succeeded = async (c: Client = owner) => {
  const creation = await created(c);
  await runner.runDue();
  const done = await read(c, creation.id);
  expect(done.status).toBe('succeeded');
  return done;
};

describe('demo data', () => {
  test('the demo punter has a succeeded creation whose images are drawn on first use', async () => {
    const list = aiCreationsResponseSchema.parse(
      (await owner.call('GET', `${API}/ai/my-creations`, undefined, { 'x-locale': 'de' })).body,
    ).results;
    const luna = list.find((c) => c.name === 'Luna')!;
    expect(luna).toMatchObject({ model: 'aurora-2', status: 'succeeded', progress: 100, published: null });
    expect(luna.images).toHaveLength(4);
    expect(luna.images[0]!.alt).toBe('Luna: KI-generiertes Bild 1 von 4');
    const path = new URL(luna.images[3]!.url, 'http://x').pathname;
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const first = Buffer.from(await (await t.app.request(path, { headers: { cookie } })).arrayBuffer());
    expect((await sharp(first).metadata()).xmp?.toString()).toContain(AI_SOURCE_TYPE);
    // Drawn once, then served from storage: the same bytes.
    expect(Buffer.from(await (await t.app.request(path, { headers: { cookie } })).arrayBuffer()).equals(first)).toBe(true);
  });
});

describe('rendering models', () => {
  test('it lists the models with their steps in the request language', async () => {
    const res = await t.client().call('GET', `${API}/ai/rendering-models`, undefined, { 'x-locale': 'de' });
    const models = aiRenderingModelsResponseSchema.parse(res.body).results;
    expect(models.map((m) => m.id)).toEqual(['aurora-2', 'lumen-xl', 'muse-1']);
    expect(models[0]!.steps.map((s) => s.title)).toEqual(['Stil', 'Aussehen', 'Figur', 'Persönlichkeit']);
    expect(models[2]!.description).toMatch(/Aquarell/);
  });

  test('it answers a step with labelled attributes, the age from 18, and previews of looks', async () => {
    const res = await t.client().call('GET', `${API}/ai/rendering-models/aurora-2/steps/style`, undefined, { 'x-locale': 'en' });
    const step = aiStepResponseSchema.parse(res.body).results;
    const age = step.attributes.find((a) => a.id === 'age');
    expect(age).toMatchObject({ kind: 'number', min: 18, max: 70, default: 25, label: 'Age' });
    const ethnicity = step.attributes.find((a) => a.id === 'ethnicity');
    expect(ethnicity?.kind === 'single' && ethnicity.options[0]).toMatchObject({ value: 'caucasian', label: 'Caucasian (white)' });
    const url = ethnicity?.kind === 'single' ? ethnicity.options[1]!.previewUrl! : '';
    const preview = await t.app.request(url);
    expect(preview.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect(meta.xmp?.toString()).toContain(AI_SOURCE_TYPE);
  });

  test('it answers 404 for an unknown model, step or preview and 422 for a malformed id', async () => {
    const c = t.client();
    expect((await c.call('GET', `${API}/ai/rendering-models/nope/steps/style`)).status).toBe(404);
    expect((await c.call('GET', `${API}/ai/rendering-models/aurora-2/steps/nope`)).status).toBe(404);
    expect((await c.call('GET', `${API}/ai/rendering-models/aurora-2/previews/hair_color/pink.webp`)).status).toBe(404);
    expect((await c.call('GET', `${API}/ai/rendering-models/Bad_Id!/steps/style`)).status).toBe(422);
  });
});

describe('creating', () => {
  test('it needs a session', async () => {
    expect((await create(t.client())).status).toBe(401);
  });

  test('it refuses an age under 18 on attributes.age with a clear message', async () => {
    const res = await create(owner, {}, { age: 17 });
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)['attributes.age']).toEqual(['Every character is an adult: the age must be at least 18.']);
  });

  test('it checks every attribute against the model', async () => {
    const res = await create(
      owner,
      {},
      { hair_color: 'pink', personality: undefined, wings: 'yes', hobbies: ['travel', 'music', 'art', 'yoga'] },
    );
    const errors = errorsOf(res.body);
    expect(Object.keys(errors).sort()).toEqual([
      'attributes.hair_color',
      'attributes.hobbies',
      'attributes.personality',
      'attributes.wings',
    ]);
    expect(errors['attributes.hobbies']).toEqual(['Choose at most 3.']);
    expect(errorsOf((await create(owner, { model: 'nope-1' })).body).model).toBeDefined();
    expect(errorsOf((await create(owner, {}, { age: 30.5 })).body)['attributes.age']).toBeDefined();
  });

  test('it refuses names and wishes that suggest minors or real people, in several languages', async () => {
    expect(errorsOf((await create(owner, { name: 'Teen Mia' })).body).name![0]).toMatch(/suggests a minor/);
    expect(errorsOf((await create(owner, { wish: 'als Schülerin im Klassenzimmer' })).body).wish![0]).toMatch(/Schülerin|schulerin/);
    expect(errorsOf((await create(owner, { wish: 'una ragazzina' })).body).wish).toBeDefined();
    expect(errorsOf((await create(owner, { name: 'Taylor Swift' })).body).name![0]).toMatch(/real people \(Taylor Swift\)/);
    expect(rows(t, 'SELECT count(*) AS n FROM ai_creations WHERE name IN (?, ?)', 'Teen Mia', 'Taylor Swift')[0]).toEqual({ n: 0 });
  });

  test('it refuses minor ages in digits, words, ordinals and leetspeak in any language, and takes adult ones', async () => {
    const wishes = [
      'she is 16',
      'fourteen years old',
      'she just had her 13th birthday',
      'zu ihrem sechzehnten Geburtstag',
      'una quindicenne timida',
      'o fată de 15 ani',
      'sweet sixteen',
      'schoo1g1rl outfit',
    ];
    for (const wish of wishes) {
      const res = await create(owner, { wish });
      expect(res.status, wish).toBe(422);
      expect(errorsOf(res.body).wish![0], wish).toMatch(/suggests a minor/);
    }
    for (const name of ['T33n Mia', 'T.e.e.n Lia']) expect(errorsOf((await create(owner, { name })).body).name![0], name).toMatch(/minor/);
    expect(errorsOf((await create(owner, { name: 'Tayl0r Swift' })).body).name![0]).toMatch(/real people \(Taylor Swift\)/);
    expect(rows(t, `SELECT count(*) AS n FROM ai_creations WHERE wish IN (${wishes.map(() => '?').join(', ')})`, ...wishes)[0]).toEqual({
      n: 0,
    });
    const adult = await created(owner, { wish: 'she is 25, 5 feet 6, size 36; her 18th birthday party was years ago; free in 2 hours' });
    expect(adult.wish).toMatch(/she is 25/);
    await owner.call('DELETE', `${API}/ai/my-creations/${adult.id}`, {});
  });

  test('a queued creation whose wish the screening refuses is not drawn', async () => {
    const creation = await created();
    // As stored before the screening knew the phrasing.
    syncSql(t.database).run('UPDATE ai_creations SET wish = ? WHERE id = ?', 'sie wird bald sechzehn', creation.id);
    await runner.runDue();
    const failed = await read(owner, creation.id);
    expect(failed).toMatchObject({ status: 'failed', images: [] });
    expect(failed.error).toMatch(/refused this request/);
    expect(rows(t, 'SELECT error_detail AS d FROM ai_creations WHERE id = ?', creation.id)[0]).toEqual({
      d: 'name or wish refused by the screening: wird bald 16',
    });
  });

  test('it stores the creation queued with its job, and the job draws it: queued → processing → succeeded', async () => {
    const creation = await created();
    expect(creation).toMatchObject({ status: 'queued', progress: 0, images: [], published: null, conversationId: null });
    expect(rows(t, `SELECT kind FROM jobs WHERE kind = ? AND done_at IS NULL`, AI_JOBS.generate)).toHaveLength(1);
    const seen: { status: string; progress: number }[] = [];
    hooks.afterImage = () => {
      const r = rows(t, 'SELECT status, progress FROM ai_creations WHERE id = ?', creation.id)[0] as { status: string; progress: number };
      seen.push({ ...r });
    };
    await runner.runDue();
    expect(seen.map((s) => s.status)).toEqual(['processing', 'processing', 'processing', 'processing']);
    expect(seen[0]!.progress).toBeGreaterThan(0);
    const done = await read(owner, creation.id);
    expect(done).toMatchObject({ status: 'succeeded', progress: 100, error: null });
    expect(done.images).toHaveLength(4);
    expect(done.images[0]!.alt).toBe('Mara: AI-generated artwork 1 of 4');
    const list = aiCreationsResponseSchema.parse((await owner.call('GET', `${API}/ai/my-creations`)).body).results;
    expect(list[0]!.id).toBe(creation.id);
  });

  test('it serves images to the owner only, as marked WebP', async () => {
    const done = await succeeded();
    const url = new URL(done.images[0]!.url, 'http://x').pathname;
    const res = await owner.call('GET', url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = await (
      await t.app.request(url, { headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } })
    ).arrayBuffer();
    const meta = await sharp(Buffer.from(bytes)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.xmp?.toString()).toContain(AI_SOURCE_TYPE);
    expect((await other.call('GET', url)).status).toBe(404);
    expect((await t.client().call('GET', url)).status).toBe(404);
  });

  test('it fails a creation with the reason when the provider refuses', async () => {
    const creation = await created();
    behaviour.fail = new AiProviderError('refused', 'rejected by the safety system', 400);
    await runner.runDue();
    const failed = await read(owner, creation.id);
    expect(failed).toMatchObject({ status: 'failed', images: [] });
    expect(failed.error).toMatch(/refused this request/);
  });

  test('it counts a daily quota and answers 429 with a message when it is used', async () => {
    const p = newPunter(t);
    const c = await signIn(t, p.username);
    const day = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(t.clock.now());
    syncSql(t.database).run('INSERT INTO ai_usage (user_id, day, created) VALUES (?, ?, ?)', p.id, day(), QUOTA - 1);
    const last = await create(c);
    expect(last.status).toBe(201);
    // Deleting does not give a creation back.
    const { id } = aiCreationResponseSchema.parse(last.body).results;
    expect((await c.call('DELETE', `${API}/ai/my-creations/${id}`, {})).status).toBe(204);
    const refused = await create(c);
    expect(refused.status).toBe(429);
    expect((refused.body as { message: string }).message).toMatch(/30 creations today, the daily limit/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(24 * 3600);
    const next = await create(c);
    expect(next.status).toBe(201);
    await c.call('DELETE', `${API}/ai/my-creations/${aiCreationResponseSchema.parse(next.body).results.id}`, {});
  });
});

describe('cancel', () => {
  test('it cancels a queued creation; its job then draws nothing', async () => {
    const creation = await created();
    const res = await owner.call('POST', `${API}/ai/my-creations/${creation.id}/cancel`, {});
    expect(aiCreationResponseSchema.parse(res.body).results.status).toBe('canceled');
    await runner.runDue();
    expect(await read(owner, creation.id)).toMatchObject({ status: 'canceled', images: [] });
  });

  test('it cancels while drawing and removes what was drawn', async () => {
    const creation = await created();
    const keysBefore = media.keys().length;
    hooks.afterImage = (idx) => {
      if (idx === 1) void owner.call('POST', `${API}/ai/my-creations/${creation.id}/cancel`, {});
    };
    await runner.runDue();
    expect(await read(owner, creation.id)).toMatchObject({ status: 'canceled', images: [] });
    expect(rows(t, 'SELECT count(*) AS n FROM ai_images WHERE creation_id = ?', creation.id)[0]).toEqual({ n: 0 });
    expect(media.keys().length).toBe(keysBefore);
  });

  test('it refuses to cancel a finished creation', async () => {
    const done = await succeeded();
    expect((await owner.call('POST', `${API}/ai/my-creations/${done.id}/cancel`, {})).status).toBe(422);
  });
});

describe('ownership', () => {
  test('nobody else reads, renames, deletes, cancels, publishes or chats with a creation (404)', async () => {
    const done = await succeeded();
    const base = `${API}/ai/my-creations/${done.id}`;
    for (const [method, path, body] of [
      ['GET', base, undefined],
      ['PATCH', base, { name: 'Mine now' }],
      ['DELETE', base, {}],
      ['POST', `${base}/cancel`, {}],
      ['POST', `${base}/publish`, { region: 'uk' }],
      ['POST', `${base}/unpublish`, {}],
      ['POST', `${base}/chat`, {}],
    ] as const)
      expect((await other.call(method, path, body)).status, `${method} ${path}`).toBe(404);
    expect(await read(owner, done.id)).toMatchObject({ name: 'Mara', status: 'succeeded' });
    const mine = aiCreationsResponseSchema.parse((await other.call('GET', `${API}/ai/my-creations`)).body).results;
    expect(mine.some((c) => c.id === done.id)).toBe(false);
  });

  test('it renames, screening the new name', async () => {
    const done = await succeeded();
    const path = `${API}/ai/my-creations/${done.id}`;
    expect((await owner.call('PATCH', path, { name: 'Angela Merkel' })).status).toBe(422);
    expect(errorsOf((await owner.call('PATCH', path, { name: 'T33n Nora' })).body).name![0]).toMatch(/suggests a minor/);
    expect(errorsOf((await owner.call('PATCH', path, { name: 'Ange1a Merke1' })).body).name![0]).toMatch(/Angela Merkel/);
    expect((await owner.call('PATCH', path, { name: 'x' })).status).toBe(422);
    expect(aiCreationResponseSchema.parse((await owner.call('PATCH', path, { name: 'Nora' })).body).results.name).toBe('Nora');
  });
});

describe('publishing', () => {
  const aiCount = async () =>
    searchCountResponseSchema.parse((await t.client().call('GET', `${API}/search/escorts/count?region=uk&category=/escort/ai/`)).body)
      .total;

  test('it refuses a creation that has not succeeded', async () => {
    const creation = await created();
    const res = await owner.call('POST', `${API}/ai/my-creations/${creation.id}/publish`, { region: 'uk' });
    expect(res.status).toBe(422);
    expect(errorsOf(res.body).status).toEqual(['Only a finished creation can be published.']);
    await runner.runDue();
  });

  test('it lists a succeeded creation as an escort_ai profile of the region, and takes it off again', async () => {
    const done = await succeeded();
    const before = await aiCount();
    const res = await owner.call('POST', `${API}/ai/my-creations/${done.id}/publish`, { region: 'uk' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const published = aiCreationResponseSchema.parse(res.body).results.published!;
    expect(published).toMatchObject({ region: 'uk', path: `/uk/users/${published.profileId}/` });
    expect(await aiCount()).toBe(before + 1);
    expect(rows(t, 'SELECT count(*) AS n FROM profile_search WHERE profile_id = ?', published.profileId)[0]).toEqual({ n: 1 });
    expect(rows(t, `SELECT count(*) AS n FROM jobs WHERE kind = 'site.rebuild' AND done_at IS NULL`)[0]).toEqual({ n: 1 });
    const user = rows(t, 'SELECT email, password_hash, username FROM users WHERE id = ?', published.profileId)[0];
    expect(user).toEqual({ email: null, password_hash: null, username: `ai-companion-${done.id}` });

    const profile = (await t.client().call('GET', `${API}/users/profile/escort-ai/${published.profileId}`, undefined, { 'x-locale': 'en' }))
      .body as {
      results: { name: string; age: number; about: string; photos: { isMain: boolean; url: string }[]; badges: { ai: boolean } };
    };
    expect(profile.results).toMatchObject({ name: 'Mara', age: 25, badges: { ai: true } });
    expect(profile.results.about).toMatch(/AI companion, a fictional character and not a real person/);
    expect(profile.results.photos).toHaveLength(4);
    expect(profile.results.photos[0]!.isMain).toBe(true);
    // Like any listed profile, it waits in the moderation queue, with its photos, until reviewed.
    const queue = queueResponseSchema.parse((await (await signIn(t, 'admin')).call('GET', `${API}/admin/queue`)).body);
    const queued = queue.results.find((r) => r.id === published.profileId);
    expect(queued).toMatchObject({ type: 'escort_ai', region: 'uk', published: true, moderatedAt: null });
    expect(queued!.photos).toHaveLength(4);
    const photo = await t.app.request(new URL(profile.results.photos[0]!.url, 'http://x').pathname);
    expect(photo.status).toBe(200);
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).xmp?.toString()).toContain(AI_SOURCE_TYPE);
    // Published images are public.
    expect((await t.client().call('GET', new URL(done.images[0]!.url, 'http://x').pathname)).status).toBe(200);

    const off = await owner.call('POST', `${API}/ai/my-creations/${done.id}/unpublish`, {});
    expect(aiCreationResponseSchema.parse(off.body).results.published).toBeNull();
    expect(await aiCount()).toBe(before);
    expect((await t.client().call('GET', new URL(done.images[0]!.url, 'http://x').pathname)).status).toBe(404);
    expect((await owner.call('POST', `${API}/ai/my-creations/${done.id}/unpublish`, {})).status).toBe(422);
    // Publishing again re-lists the same profile.
    const again = aiCreationResponseSchema.parse(
      (await owner.call('POST', `${API}/ai/my-creations/${done.id}/publish`, { region: 'uk' })).body,
    );
    expect(again.results.published!.profileId).toBe(published.profileId);
    expect(rows(t, 'SELECT count(*) AS n FROM photos WHERE profile_id = ?', published.profileId)[0]).toEqual({ n: 4 });
  });

  test('the German edition (the publish page preselects it there) lists a companion published in it in its AI search', async () => {
    const deAi = async () => {
      const res = await t.client().call('GET', `${API}/search/escorts?region=de&category=/escort/ai/&per_page=48`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return searchResponseSchema.parse(res.body);
    };
    const before = await deAi();
    const done = await succeeded();
    const res = await owner.call('POST', `${API}/ai/my-creations/${done.id}/publish`, { region: 'de' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const published = aiCreationResponseSchema.parse(res.body).results.published!;
    expect(published).toMatchObject({ region: 'de', path: `/users/${published.profileId}/` });
    const after = await deAi();
    expect(after.total).toBe(before.total + 1);
    expect(after.results.length).toBeGreaterThan(0);
    for (const card of after.results) expect(card).toMatchObject({ profileType: 'escort_ai', badges: { ai: true } });
    // The German all-girls search stays among people.
    const sex = searchResponseSchema.parse(
      (await t.client().call('GET', `${API}/search/escorts?region=de&category=/sex/&per_page=48`)).body,
    );
    expect(sex.results.some((c) => c.id === published.profileId)).toBe(false);
    await owner.call('POST', `${API}/ai/my-creations/${done.id}/unpublish`, {});
  });

  test('an edition without an AI companion search is refused with the reason at the region (422)', async () => {
    const done = await succeeded();
    const au = t.deps.regions.au;
    t.deps.regions.au = { ...au, categories: au.categories.filter((c) => !c.filter.is_ai) };
    try {
      const res = await owner.call('POST', `${API}/ai/my-creations/${done.id}/publish`, { region: 'au' }, { 'x-locale': 'en' });
      expect(res.status).toBe(422);
      expect(errorsOf(res.body).region).toEqual(['This region has no AI companion search: choose one of the offered regions.']);
      expect((await read(owner, done.id)).published).toBeNull();
    } finally {
      t.deps.regions.au = au;
    }
  });

  test('a quarantined account publishes nothing (403)', async () => {
    const p = newPunter(t);
    const c = await signIn(t, p.username);
    const done = await succeeded(c);
    syncSql(t.database).run('UPDATE users SET is_quarantined = 1 WHERE id = ?', p.id);
    const res = await c.call('POST', `${API}/ai/my-creations/${done.id}/publish`, { region: 'uk' }, { 'x-locale': 'en' });
    expect(res.status).toBe(403);
    expect((res.body as { message: string }).message).toMatch(/under review/);
    expect(rows(t, 'SELECT companion_id FROM ai_creations WHERE id = ?', done.id)).toEqual([{ companion_id: null }]);
  });

  test('it deletes a published creation with its profile, images and chats', async () => {
    const done = await succeeded();
    const published = aiCreationResponseSchema.parse(
      (await owner.call('POST', `${API}/ai/my-creations/${done.id}/publish`, { region: 'at' })).body,
    ).results.published!;
    await owner.call('POST', `${API}/ai/my-creations/${done.id}/chat`, {});
    const keys = media.keys().length;
    expect((await owner.call('DELETE', `${API}/ai/my-creations/${done.id}`, {})).status).toBe(204);
    expect((await owner.call('GET', `${API}/ai/my-creations/${done.id}`)).status).toBe(404);
    expect(rows(t, 'SELECT count(*) AS n FROM users WHERE id = ?', published.profileId)[0]).toEqual({ n: 0 });
    expect(rows(t, 'SELECT count(*) AS n FROM profile_search WHERE profile_id = ?', published.profileId)[0]).toEqual({ n: 0 });
    expect(rows(t, 'SELECT count(*) AS n FROM conversations WHERE partner_id = ?', published.profileId)[0]).toEqual({ n: 0 });
    expect(media.keys().length).toBe(keys - 4 * 3);
  });
});

describe('chat', () => {
  const send = (c: Client, conversationId: number, body: string) =>
    c.call('POST', `${API}/users/conversations/${conversationId}/messages`, {
      body,
      clientId: `c-${Math.random().toString(36).slice(2, 12)}`,
    });
  const history = async (c: Client, id: number) =>
    messagesResponseSchema.parse((await c.call('GET', `${API}/users/conversations/${id}/messages`, undefined, { 'x-locale': 'en' })).body);

  test('the owner chats with an unpublished creation; the companion answers, first with the AI disclosure', async () => {
    const done = await succeeded();
    const chat = aiChatResponseSchema.parse((await owner.call('POST', `${API}/ai/my-creations/${done.id}/chat`, {})).body).results;
    expect((await read(owner, done.id)).conversationId).toBe(chat.conversationId);
    expect((await send(owner, chat.conversationId, 'Hi Mara!')).status).toBe(201);
    expect(rows(t, `SELECT count(*) AS n FROM jobs WHERE kind = ? AND done_at IS NULL`, AI_JOBS.reply)[0]).toEqual({ n: 1 });
    await runner.runDue();
    let h = await history(owner, chat.conversationId);
    expect(h.results).toHaveLength(2);
    const reply = h.results[1]!;
    expect(reply.senderId).not.toBe(h.results[0]!.senderId);
    // In the language of the member (the demo punter's region speaks German), with the notice first.
    expect(reply.body).toMatch(/^Mara ist eine KI-Begleiterin – eine erfundene Figur, kein echter Mensch\./);
    expect(h.aiDisclosure).toBe(
      'Mara is an AI companion – a fictional character, not a real person. Every reply is generated automatically.',
    );
    const published = events.find((e) => e.event === 'message.created' && (e.data as { message: { id: number } }).message.id === reply.id);
    expect(published?.channels).toContain(`private-encrypted-user.${reply.senderId}`);
    expect(
      rows(t, `SELECT kind FROM notifications WHERE group_key = ? ORDER BY id DESC LIMIT 1`, `conversation:${chat.conversationId}`)[0],
    ).toEqual({
      kind: 'message',
    });

    await send(owner, chat.conversationId, 'Are you a real person?');
    await runner.runDue();
    h = await history(owner, chat.conversationId);
    expect(h.results).toHaveLength(4);
    expect(h.results[3]!.body).not.toMatch(/^Mara ist eine KI-Begleiterin/);
    expect(h.results[3]!.body).toMatch(/KI/);
  });

  test('a member who states a minor age ends the chat: the companion refuses, and keeps refusing', async () => {
    const done = await succeeded();
    const { conversationId } = aiChatResponseSchema.parse(
      (await owner.call('POST', `${API}/ai/my-creations/${done.id}/chat`, {})).body,
    ).results;
    const calls = chatCalls.n;
    await send(owner, conversationId, 'I am 15 and my mum is out…');
    await runner.runDue();
    let h = await history(owner, conversationId);
    expect(h.results.at(-1)!.body).toMatch(/Gespräch ist beendet/);
    // The text never reached the model.
    expect(chatCalls.n).toBe(calls);
    await send(owner, conversationId, 'Just kidding, tell me about your day');
    await runner.runDue();
    h = await history(owner, conversationId);
    expect(h.results.at(-1)!.body).toMatch(/Gespräch ist beendet/);
    expect(chatCalls.n).toBe(calls); // Past the chat limit's window for the next test.
    t.clock.advance(700);
  });

  test('a minor age ends the chat in every language; adult ages and other numbers get a normal reply', async () => {
    const messages = ['ich bin fünfzehn und allein', 'ho 15 anni', 'am 14 ani, tu?'];
    for (const text of messages) {
      const done = await succeeded();
      const { conversationId } = aiChatResponseSchema.parse(
        (await owner.call('POST', `${API}/ai/my-creations/${done.id}/chat`, {})).body,
      ).results;
      const calls = chatCalls.n;
      expect((await send(owner, conversationId, text)).status).toBe(201);
      await runner.runDue();
      const h = await history(owner, conversationId);
      expect(h.results.at(-1)!.body, text).toMatch(/Gespräch ist beendet/);
      expect(chatCalls.n, text).toBe(calls);
      expect(
        rows(t, `SELECT count(*) AS n FROM messages WHERE conversation_id = ? AND client_id LIKE 'ai-ended-%'`, conversationId)[0],
      ).toEqual({
        n: 1,
      });
    }
    const done = await succeeded();
    const { conversationId } = aiChatResponseSchema.parse(
      (await owner.call('POST', `${API}/ai/my-creations/${done.id}/chat`, {})).body,
    ).results;
    const calls = chatCalls.n;
    await send(owner, conversationId, 'I am 45, 6 feet 2, free in 2 hours, room 14 at the hotel');
    await runner.runDue();
    expect((await history(owner, conversationId)).results.at(-1)!.body).not.toMatch(/Gespräch ist beendet/);
    expect(chatCalls.n).toBe(calls + 1);
    t.clock.advance(700);
  });

  test('a companion whose name the screening refuses answers only with the refusal', async () => {
    const done = await succeeded();
    const { conversationId } = aiChatResponseSchema.parse(
      (await owner.call('POST', `${API}/ai/my-creations/${done.id}/chat`, {})).body,
    ).results;
    const companionId = (rows(t, 'SELECT companion_id AS id FROM ai_creations WHERE id = ?', done.id)[0] as { id: number }).id;
    // As stored before the screening knew the spelling.
    syncSql(t.database).run('UPDATE profiles SET display_name = ? WHERE user_id = ?', 'T-3-3-n Mara', companionId);
    const calls = chatCalls.n;
    await send(owner, conversationId, 'Hello, how was your day?');
    await runner.runDue();
    expect((await history(owner, conversationId)).results.at(-1)!.body).toMatch(/Gespräch ist beendet/);
    expect(chatCalls.n).toBe(calls);
    t.clock.advance(700);
  });

  test('two messages before the job runs get one answer, to the last', async () => {
    const done = await succeeded();
    const { conversationId } = aiChatResponseSchema.parse(
      (await owner.call('POST', `${API}/ai/my-creations/${done.id}/chat`, {})).body,
    ).results;
    await send(owner, conversationId, 'Hello');
    await send(owner, conversationId, 'Can we meet?');
    await runner.runDue();
    await runner.runDue();
    const h = await history(owner, conversationId);
    expect(h.results.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(h.results[2]!.body).toMatch(/Treffen können wir uns nicht/);
  });

  test('the owner starts the chat from the published profile whatever their roles; other non-clients may not', async () => {
    const manager = await signIn(t, 'manager');
    const done = await succeeded(manager);
    const published = aiCreationResponseSchema.parse(
      (await manager.call('POST', `${API}/ai/my-creations/${done.id}/publish`, { region: 'de' })).body,
    ).results.published!;
    const start = await manager.call('POST', `${API}/users/conversations`, { profileId: published.profileId });
    expect(start.status, JSON.stringify(start.body)).toBe(201);
    const conv = start.body as { results: { id: number; other: { ai: boolean } } };
    expect(conv.results.other.ai).toBe(true);
    // The same conversation as the chat from the creation.
    const own = aiChatResponseSchema.parse((await manager.call('POST', `${API}/ai/my-creations/${done.id}/chat`, {})).body).results;
    expect(own.conversationId).toBe(conv.results.id);
    expect((await send(manager, conv.results.id, 'Hallo')).status).toBe(201);
    await runner.runDue();
    expect((await history(manager, conv.results.id)).results.at(-1)!.senderId).toBe(published.profileId);
    // A venue is no client and no owner: the rule of the escort profiles holds.
    const venue = await signIn(t, 'venue');
    expect((await venue.call('POST', `${API}/users/conversations`, { profileId: published.profileId })).status).toBe(403);
    expect((await manager.call('DELETE', `${API}/ai/my-creations/${done.id}`, {})).status).toBe(204);
  });

  test('others chat only with a published companion, and replies are limited per user', async () => {
    const done = await succeeded();
    const { conversationId: ownChat } = aiChatResponseSchema.parse(
      (await owner.call('POST', `${API}/ai/my-creations/${done.id}/chat`, {})).body,
    ).results;
    const companionId = (rows(t, 'SELECT companion_id AS id FROM ai_creations WHERE id = ?', done.id)[0] as { id: number }).id;
    const p = newPunter(t);
    const c = await signIn(t, p.username);
    expect((await c.call('POST', `${API}/users/conversations`, { profileId: companionId })).status).toBe(404);
    await owner.call('POST', `${API}/ai/my-creations/${done.id}/publish`, { region: 'uk' });
    const conv = (await c.call('POST', `${API}/users/conversations`, { profileId: companionId })).body as {
      results: { id: number; other: { ai: boolean } };
    };
    expect(conv.results.other.ai).toBe(true);
    for (let i = 0; i < 4; i++) expect((await send(c, conv.results.id, `message ${i}`)).status).toBe(201);
    const limited = await send(c, conv.results.id, 'one more');
    expect(limited.status).toBe(429);
    expect((limited.body as { message: string }).message).toMatch(/needs a short break/);
    await runner.runDue();
    expect((await history(c, conv.results.id)).results.at(-1)!.senderId).toBe(companionId);
    // Unpublished again: others may no longer write; the owner still may.
    await owner.call('POST', `${API}/ai/my-creations/${done.id}/unpublish`, {});
    t.clock.advance(700);
    expect((await send(c, conv.results.id, 'still there?')).status).toBe(403);
    expect((await send(owner, ownChat, 'still there?')).status).toBe(201);
    await runner.runDue();
  });

  test('a published companion another member chatted with is deleted with that chat', async () => {
    const done = await succeeded();
    const published = aiCreationResponseSchema.parse(
      (await owner.call('POST', `${API}/ai/my-creations/${done.id}/publish`, { region: 'de' })).body,
    ).results.published!;
    const c = await signIn(t, newPunter(t).username);
    const conv = (await c.call('POST', `${API}/users/conversations`, { profileId: published.profileId })).body as {
      results: { id: number };
    };
    expect((await send(c, conv.results.id, 'Hallo!')).status).toBe(201);
    await runner.runDue();
    expect((await history(c, conv.results.id)).results.at(-1)!.senderId).toBe(published.profileId);
    const deleted = await owner.call('DELETE', `${API}/ai/my-creations/${done.id}`, {});
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect(rows(t, 'SELECT count(*) AS n FROM conversations WHERE partner_id = ?', published.profileId)[0]).toEqual({ n: 0 });
    expect((await c.call('GET', `${API}/users/conversations/${conv.results.id}/messages`)).status).toBe(404);
  });
});

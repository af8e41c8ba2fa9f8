/**
 * Hot anonymous answers (http/hot-answers.ts) over a real HTTP server: an anonymous search asked
 * a second time has its answer kept, and from the third time it is answered by the request listener with the app's status, headers and bytes and a request
 * id of its own, `If-None-Match` gets the app's 304, and a rewrite of search rows, the age limit, a
 * session, another locale or coding each go to the app.
 */
import { serve, type ServerType } from '@hono/node-server';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { searchResponseSchema } from '../../lib/api/search.ts';
import { accountsOf } from '../auth/accounts.ts';
import { SESSION_COOKIE } from '../auth/cookies.ts';
import { syncSearchRows } from '../db/search-index.ts';
import { hotAnswersFromEnv } from '../main.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../testing/app.ts';
import { movableClock } from '../testing/clock.ts';
import { syncSql } from '../testing/sync-sql.ts';
import { HOT_ANSWER_TTL_MS, hotAnswersOf, hotKey, requestIdFor, type HotAnswers } from './hot-answers.ts';

const PATH = '/api/v2/search/escorts?region=de&category=%2Fsex%2F&place=koeln&per_page=10';
const COUNT = '/api/v2/search/escorts/count?region=de&category=%2Fsex%2F&place=koeln';
/** Made per request or by the HTTP server: not part of what is compared. */
const PER_REQUEST = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

const clock = movableClock(TEST_NOW);
let t: TestApp;
let hot: HotAnswers;
let server: ServerType;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  hot = hotAnswersOf(t.app);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1', createServer: hot.createServer });
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  server.close();
  await t.close();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  requestId: string | null;
  body: Buffer;
}

async function answerOf(res: Response): Promise<Answer> {
  const headers: Record<string, string> = {};
  for (const [name, value] of res.headers) if (!PER_REQUEST.has(name)) headers[name] = value;
  return { status: res.status, headers, requestId: res.headers.get('x-request-id'), body: Buffer.from(await res.arrayBuffer()) };
}

/** Over HTTP, and whether the hot answers gave it. `accept-encoding` is sent as given (fetch adds its own otherwise). */
async function overHttp(path: string, headers: Record<string, string> = {}): Promise<Answer & { hot: boolean }> {
  const before = hot.hits;
  const res = await fetch(base + path, { headers: { 'accept-encoding': 'identity', ...headers } });
  const answer = await answerOf(res);
  return { ...answer, hot: hot.hits === before + 1 };
}

/** The app's own answer to the same request, its body decoded as fetch decodes what comes over HTTP. */
async function fromApp(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const answer = await answerOf(await t.app.request(path, { headers: { 'accept-encoding': 'identity', ...headers } }));
  const coding = answer.headers['content-encoding'];
  const body = coding === 'br' ? brotliDecompressSync(answer.body) : coding === 'gzip' ? gunzipSync(answer.body) : answer.body;
  return { ...answer, body };
}

describe('which requests are answered here', () => {
  const none = () => undefined;
  const only =
    (given: Record<string, string>) =>
    (name: string): string | undefined =>
      given[name];

  test('anonymous GETs of the search and its count, keyed by query, locale, coding and forwarded scheme', () => {
    const search = hotKey('GET', PATH, none);
    expect(search).toBeDefined();
    expect(hotKey('GET', COUNT, none)).toBeDefined();
    expect(hotKey('GET', `http://lustmap.test${PATH}`, none)).toBe(search);
    expect(new Set([PATH, `${PATH}&page=2`].map((p) => hotKey('GET', p, none))).size).toBe(2);
    for (const header of ['x-locale', 'accept-encoding', 'x-forwarded-proto'])
      expect(hotKey('GET', PATH, only({ [header]: 'en' })), header).not.toBe(search);
    // Cookies without a session (consent, age gate) do not matter.
    expect(hotKey('GET', PATH, only({ cookie: 'age_gate=1' }))).toBe(search);
  });

  test('not a session, an Authorization, an Origin, another method or another path', () => {
    expect(hotKey('GET', PATH, only({ cookie: 'age_gate=1; jwt=abc' }))).toBeUndefined();
    expect(hotKey('GET', PATH, only({ authorization: 'Bearer x' }))).toBeUndefined();
    expect(hotKey('GET', PATH, only({ origin: 'https://lustmap.de' }))).toBeUndefined();
    expect(hotKey('HEAD', PATH, none)).toBeUndefined();
    expect(hotKey('POST', '/api/v2/search/escorts/batch', none)).toBeUndefined();
    expect(hotKey('GET', '/api/v2/search/escorts/', none)).toBeUndefined();
    expect(hotKey('GET', '/api/v2/search/location?region=de&q=koe', none)).toBeUndefined();
  });

  test('HOT_ANSWERS is on unless set off; another value is refused', () => {
    expect(hotAnswersFromEnv({})).toBe(true);
    expect(hotAnswersFromEnv({ HOT_ANSWERS: 'on' })).toBe(true);
    expect(hotAnswersFromEnv({ HOT_ANSWERS: 'off' })).toBe(false);
    expect(() => hotAnswersFromEnv({ HOT_ANSWERS: 'no' })).toThrow('HOT_ANSWERS must be on or off, got "no"');
  });

  test('request ids as the app makes them: a well-formed one is kept, another replaced', () => {
    expect(requestIdFor('abc-123_X=')).toBe('abc-123_X=');
    for (const bad of [undefined, '', 'a b', 'x'.repeat(256), '<script>']) expect(requestIdFor(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('over HTTP', () => {
  test('a search asked again is the app’s answer, bytes and headers, with a request id of its own', async () => {
    for (const encoding of ['identity', 'br, gzip', 'gzip']) {
      const headers = { 'accept-encoding': encoding };
      const stored = hot.stored;
      // The first time it is only remembered, the second time its answer is kept.
      const first = await overHttp(PATH, headers);
      expect([first.status, first.hot, hot.stored], encoding).toEqual([200, false, stored]);
      const second = await overHttp(PATH, headers);
      expect([second.status, second.hot, hot.stored], encoding).toEqual([200, false, stored + 1]);
      const again = await overHttp(PATH, headers);
      expect([again.status, again.hot], encoding).toEqual([200, true]);
      expect(again.headers['cache-control']).toMatch(/^public, /);
      const app = await fromApp(PATH, headers);
      expect(again.headers, encoding).toEqual(app.headers);
      expect(again.body.equals(app.body), encoding).toBe(true);
      expect(again.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(again.requestId).not.toBe(first.requestId);
    }
    expect(searchResponseSchema.parse(JSON.parse((await overHttp(PATH)).body.toString('utf8'))).results.length).toBeGreaterThan(0);
    // The count too.
    await overHttp(COUNT);
    await overHttp(COUNT);
    const count = await overHttp(COUNT);
    expect([count.status, count.hot]).toEqual([200, true]);
    expect(count.headers).toEqual((await fromApp(COUNT)).headers);
  });

  test('a well-formed request id is given back, a malformed one replaced', async () => {
    await overHttp(PATH);
    const mine = await overHttp(PATH, { 'x-request-id': 'client-42' });
    expect([mine.hot, mine.requestId]).toEqual([true, 'client-42']);
    const bad = await overHttp(PATH, { 'x-request-id': 'a b c' });
    expect(bad.hot).toBe(true);
    expect(bad.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('If-None-Match with the tag gets the app’s 304; another tag the whole answer', async () => {
    const first = await overHttp(PATH);
    const tag = first.headers.etag!;
    const revalidated = await overHttp(PATH, { 'if-none-match': tag });
    expect([revalidated.status, revalidated.hot, revalidated.body.length]).toEqual([304, true, 0]);
    const app = await fromApp(PATH, { 'if-none-match': tag });
    expect(app.status).toBe(304);
    expect(revalidated.headers).toEqual(app.headers);
    const other = await overHttp(PATH, { 'if-none-match': 'W/"something-else"' });
    expect([other.status, other.hot]).toEqual([200, true]);
    expect(other.body.equals(first.body)).toBe(true);
  });

  test('each locale and each coding has its own answer', async () => {
    await overHttp(PATH, { 'x-locale': 'en' });
    await overHttp(PATH, { 'x-locale': 'en' });
    const en = await overHttp(PATH, { 'x-locale': 'en' });
    const de = await overHttp(PATH, { 'x-locale': 'de' });
    expect(en.hot).toBe(true);
    expect(en.body.equals((await fromApp(PATH, { 'x-locale': 'en' })).body)).toBe(true);
    expect(de.body.equals((await fromApp(PATH, { 'x-locale': 'de' })).body)).toBe(true);
    expect(en.body.equals(de.body)).toBe(false);
  });

  test('a session goes to the app, whose answer is private and never kept', async () => {
    await overHttp(PATH);
    const stored = hot.stored;
    const punter = syncSql(t.database).get(
      'SELECT id, token_version AS version FROM users WHERE email = ?',
      'punter@demo.lustmap.test',
    ) as {
      id: number;
      version: number;
    };
    const { token } = await accountsOf(t.app).tokens.sign({ userId: punter.id, version: punter.version }, clock.now(), 3600);
    const withSession = await overHttp(PATH, { cookie: `${SESSION_COOKIE}=${token}` });
    expect(withSession.hot).toBe(false);
    expect(withSession.headers['cache-control']).toBe('private, no-store');
    // A cookie that only looks like a session goes to the app too.
    expect((await overHttp(PATH, { cookie: `${SESSION_COOKIE}=not-a-token` })).hot).toBe(false);
    expect(hot.stored).toBe(stored);
    // An error is not kept either.
    const bad = '/api/v2/search/escorts?region=de&place=atlantis';
    await overHttp(bad);
    const again = await overHttp(bad);
    expect([again.status, again.hot]).toEqual([422, false]);
  });

  test('a rewrite of search rows and the age limit each send the next request to the app', async () => {
    const first = await overHttp(PATH);
    const top = searchResponseSchema.parse(JSON.parse(first.body.toString('utf8'))).results[0]!;
    expect((await overHttp(PATH)).hot).toBe(true);
    try {
      syncSql(t.database).run('UPDATE profiles SET published = 0 WHERE user_id = ?', top.id);
      await syncSearchRows(t.deps.db, [top.id], clock.now());
      const hidden = await overHttp(PATH);
      expect(hidden.hot).toBe(false);
      expect(searchResponseSchema.parse(JSON.parse(hidden.body.toString('utf8'))).results.map((c) => c.id)).not.toContain(top.id);
      expect((await overHttp(PATH)).hot).toBe(true);
    } finally {
      syncSql(t.database).run('UPDATE profiles SET published = 1 WHERE user_id = ?', top.id);
      await syncSearchRows(t.deps.db, [top.id], clock.now());
    }
    const back = await overHttp(PATH);
    expect(back.hot).toBe(false);
    expect(back.body.equals(first.body)).toBe(true);
    expect((await overHttp(PATH)).hot).toBe(true);
    clock.advance(HOT_ANSWER_TTL_MS / 1000);
    expect((await overHttp(PATH)).hot).toBe(false);
    expect((await overHttp(PATH)).hot).toBe(true);
  });
});

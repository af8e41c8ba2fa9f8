import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { REQUEST_LIMITS } from '../services/limits.ts';
import { createAuthTestApp, type AuthTestApp, type Client, type TestSocket } from '../testing/auth-app.ts';
import { BUILD_PROFILES_REFUSED } from './profiles.ts';
import { BATCH_REFUSED, SEARCH_BUDGET_SPENT } from './search.ts';
import { syncSql } from '../testing/sync-sql.ts';

const API = '/api/v2';
const BUILD_TOKEN = 'build-token-of-the-tests-0123456789';
const SEARCH = `${API}/search/escorts?region=de&per_page=1`;

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ buildToken: BUILD_TOKEN });
});
afterAll(() => t.close());

let searches = 0;
/** A search no request asked before: the server computes it (a held answer spends no budget). */
const freshSearch = () => `${SEARCH}&page=${++searches}`;

let sockets = 0;
/** A client connecting from its own public address, with no proxy in between. */
const remoteClient = (headers: Record<string, string> = {}): Client => {
  sockets++;
  const socket: TestSocket = { remoteAddress: `198.51.${sockets >> 8}.${sockets & 255}` };
  return t.client(headers, { socket, direct: true });
};

const batch = (c: Client, headers: Record<string, string> = {}) =>
  c.call('POST', `${API}/search/escorts/batch`, { queries: [{ region: 'de' }, { region: 'at' }] }, headers);

describe('batch search', () => {
  test('a batch from another machine is refused, without running a search', async () => {
    for (const c of [remoteClient(), t.client(), remoteClient({ 'x-forwarded-for': '127.0.0.1' })]) {
      const res = await batch(c);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: BATCH_REFUSED });
    }
    expect((await batch(remoteClient(), { authorization: 'Bearer wrong-token' })).status).toBe(403);
  });

  test('the build gets it from this machine or with BUILD_API_TOKEN', async () => {
    const local = await batch(t.client({}, { socket: { remoteAddress: '127.0.0.1' }, direct: true }));
    expect(local.status).toBe(200);
    expect((local.body as { results: { status: number }[] }).results.map((r) => r.status)).toEqual([200, 200]);
    expect((await batch(remoteClient(), { authorization: `Bearer ${BUILD_TOKEN}` })).status).toBe(200);
  });
});

describe('build profile pages', () => {
  const read = (c: Client, headers: Record<string, string> = {}) => c.call('GET', `${API}/build/profiles?limit=2`, undefined, headers);

  test('a read from another machine is refused with a message saying whom it serves', async () => {
    for (const c of [remoteClient(), t.client(), remoteClient({ 'x-forwarded-for': '127.0.0.1' })]) {
      const res = await read(c);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: BUILD_PROFILES_REFUSED });
    }
    expect((await read(remoteClient(), { authorization: 'Bearer wrong-token' })).status).toBe(403);
  });

  test('the build reads it from this machine or with BUILD_API_TOKEN', async () => {
    const local = await read(t.client({}, { socket: { remoteAddress: '127.0.0.1' }, direct: true }));
    expect(local.status).toBe(200);
    expect((local.body as { results: unknown[] }).results).toHaveLength(2);
    expect((await read(remoteClient(), { authorization: `Bearer ${BUILD_TOKEN}` })).status).toBe(200);
  });
});

describe('search budget', () => {
  const max = REQUEST_LIMITS.searchPerAddress.max;

  test('a flood of searches from one address gets 429 with Retry-After while another address is served', async () => {
    const flood = remoteClient();
    for (let i = 0; i < max; i++) expect((await flood.call('GET', freshSearch())).status).toBe(200);
    const refused = await flood.call('GET', freshSearch());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: SEARCH_BUDGET_SPENT });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await flood.call('GET', `${API}/search/escorts/count?region=au`)).status).toBe(429);
    expect((await remoteClient().call('GET', freshSearch())).status).toBe(200);
    // The budget comes back with the window.
    t.clock.advance(REQUEST_LIMITS.searchPerAddress.windowSeconds);
    expect((await flood.call('GET', freshSearch())).status).toBe(200);
  });

  test('an answer the search cache holds spends no budget: only computing does', async () => {
    const held = freshSearch();
    const heldCount = `${API}/search/escorts/count?region=it`;
    expect((await remoteClient().call('GET', held)).status).toBe(200);
    expect((await remoteClient().call('GET', heldCount)).status).toBe(200);
    const visitor = remoteClient();
    for (let i = 0; i < max; i++) expect((await visitor.call('GET', freshSearch())).status).toBe(200);
    expect((await visitor.call('GET', freshSearch())).status).toBe(429);
    for (let i = 0; i < 3; i++) {
      expect((await visitor.call('GET', held)).status).toBe(200);
      expect((await visitor.call('GET', heldCount)).status).toBe(200);
    }
  });

  test('this machine (the site build, bench:api) is not held to it', async () => {
    const local = t.client({}, { socket: { remoteAddress: '::1' }, direct: true });
    for (let i = 0; i <= max; i++) expect((await local.call('GET', freshSearch())).status).toBe(200);
  });

  test('behind a trusted proxy, spoofed X-Forwarded-For entries do not open a new budget', async () => {
    const proxy: TestSocket = { remoteAddress: '10.0.0.1' };
    const spoofed = (i: number) => t.client({ 'x-forwarded-for': `203.0.113.${i}, 192.0.2.77` }, { socket: proxy, direct: true });
    for (let i = 0; i < max; i++) expect((await spoofed(i).call('GET', freshSearch())).status).toBe(200);
    expect((await spoofed(max).call('GET', freshSearch())).status).toBe(429);
    // The proxy's other clients still search.
    expect((await t.client({ 'x-forwarded-for': '192.0.2.78' }, { socket: proxy, direct: true }).call('GET', freshSearch())).status).toBe(
      200,
    );
  });
});

describe('two trusted proxies (TRUST_PROXY_HOPS=2)', () => {
  test('the client is the address the outer proxy saw, whatever the client wrote before it', async () => {
    const two = await createAuthTestApp({ settings: { trustProxy: true, trustProxyHops: 2 } });
    try {
      const proxy: TestSocket = { remoteAddress: '10.0.0.1' };
      const via = (spoof: string) => two.client({ 'x-forwarded-for': `${spoof}, 192.0.2.5, 10.0.0.2` }, { socket: proxy, direct: true });
      const max = REQUEST_LIMITS.searchPerAddress.max;
      for (let i = 0; i < max; i++) expect((await via(`203.0.113.${i}`).call('GET', freshSearch())).status).toBe(200);
      expect((await via('127.0.0.1').call('GET', freshSearch())).status).toBe(429);
      expect(
        (await two.client({ 'x-forwarded-for': '192.0.2.6, 10.0.0.2' }, { socket: proxy, direct: true }).call('GET', freshSearch())).status,
      ).toBe(200);
    } finally {
      await two.close();
    }
  });
});

describe('account lock-out', () => {
  const owner = 'punter-basic@demo.lustmap.test';
  const login = (c: Client, password: string, captcha?: unknown) =>
    c.call('POST', `${API}/users/login`, { email: owner, password, ...(captcha ? { captcha } : {}) });

  test('an attacker failing from many addresses does not stop the owner logging in from theirs', async () => {
    // Eleven wrong passwords from any addresses used to lock the owner out for 15 minutes; now the
    // account asks for the captcha, which the owner's browser solves.
    for (let i = 0; i < 15; i++) expect((await login(t.client(), `guess ${i}`)).status).toBe(422);
    const res = await login(t.client(), DEMO_PASSWORD, await t.captcha());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }, 20_000);

  test('an address that keeps failing waits longer and longer, then is limited; the owner stays in', async () => {
    const attacker = t.client();
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      let res = await login(attacker, `again ${i}`);
      if (res.status === 429) {
        const wait = Number(res.headers.get('retry-after'));
        waits.push(wait);
        t.clock.advance(wait);
        res = await login(attacker, `again ${i}`);
      }
      expect(res.status).toBe(422);
    }
    // Each wait at most a few seconds, and growing.
    expect(waits.length).toBeGreaterThan(3);
    expect(Math.max(...waits)).toBeLessThanOrEqual(8);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    t.clock.advance(8);
    const limited = await login(attacker, DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ message: AUTH_MESSAGES.tooManyAttempts });
    // The owner, whose address never failed, signs in at once (with the captcha the account now asks for).
    expect((await login(t.client(), DEMO_PASSWORD, await t.captcha())).status).toBe(200);
  });

  test('a success clears the own address: a typo after it costs no wait', async () => {
    const me = t.client();
    for (let i = 0; i < 3; i++) await login(t.client(), `stranger ${i}`);
    expect((await login(me, 'typo')).status).toBe(422);
    t.clock.advance(8);
    expect((await login(me, DEMO_PASSWORD)).status).toBe(200);
    expect((await login(me, 'typo again')).status).toBe(422);
  });
});

describe('anonymous reports', () => {
  const published = () =>
    (
      syncSql(t.database).all(`SELECT user_id AS id FROM profiles WHERE published = 1 AND profile_type = 'escort' ORDER BY user_id`) as {
        id: number;
      }[]
    ).map((r) => r.id);
  const rows = (profileId: number) =>
    (syncSql(t.database).get('SELECT COUNT(*) AS n FROM profile_reports WHERE profile_id = ?', profileId) as { n: number }).n;
  const report = (c: Client, profileId: number, message: string, reason = 'fake') =>
    c.call('POST', `${API}/users/profile/report`, { profileId, reason, message });

  test('the same report within a day answers with the first one and stores no new row', async () => {
    const [profileId] = published();
    const c = t.client();
    const first = await report(c, profileId!, 'These photos are of someone else.');
    expect(first.status).toBe(201);
    const again = await report(c, profileId!, 'These photos are of someone else.');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(rows(profileId!)).toBe(1);
    // Another reporter, another reason or another text is a report of its own.
    expect((await report(t.client(), profileId!, 'These photos are of someone else.')).status).toBe(201);
    expect((await report(c, profileId!, 'These photos are of someone else.', 'other')).status).toBe(201);
    // After a day the same report counts again.
    t.clock.advance(24 * 3600 + 1);
    expect((await report(c, profileId!, 'These photos are of someone else.')).status).toBe(201);
    expect(rows(profileId!)).toBe(4);
  });

  test('five reports per address an hour, then 429; other addresses go on', async () => {
    const ids = published().slice(1, 8);
    const c = t.client();
    for (let i = 0; i < REQUEST_LIMITS.reportPerReporter.max; i++) expect((await report(c, ids[i]!, `report ${i}`)).status).toBe(201);
    const refused = await report(c, ids[5]!, 'one too many');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(rows(ids[5]!)).toBe(0);
    expect((await report(t.client(), ids[5]!, 'from elsewhere')).status).toBe(201);
  });

  test('twenty reports about one profile an hour, from everyone together', async () => {
    const target = published().at(-1)!;
    for (let i = 0; i < REQUEST_LIMITS.reportPerTarget.max; i++)
      expect((await report(t.client(), target, `brigade ${i}`)).status).toBe(201);
    expect((await report(t.client(), target, 'one more')).status).toBe(429);
    expect(rows(target)).toBe(REQUEST_LIMITS.reportPerTarget.max);
  });

  test('a report text over 2,000 characters is refused', async () => {
    const res = await report(t.client(), published()[0]!, 'x'.repeat(2001));
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['message']);
  });
});

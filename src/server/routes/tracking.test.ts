import { syncSql } from '../testing/sync-sql.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEVICE_ID_COOKIE, SESSION_ID_COOKIE, TRACKING_LIMITS, TRAFFIC_MANAGER_COOKIE } from '../../lib/api/tracking-codes.ts';
import { statisticsResponseSchema } from '../../lib/api/tracking.ts';
import { dashboardData } from '../services/dashboard.ts';
import { createAuthTestApp, type AuthTestApp, type Client } from '../testing/auth-app.ts';
import { API, idOf, publishedEscort, rows, signIn } from '../testing/punter.ts';
import { COUNTED_ONCE, TRACKING_CAPS } from '../tracking/admission.ts';
import { TRACKING_RATE } from './tracking.ts';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const view = (path: string, extra: Record<string, unknown> = {}) => ({ c: 'page_view', a: 'cms', atr: { path }, cou: 'de', ...extra });
const stored = (where = '1 = 1', ...params: (string | number)[]) =>
  rows(t, `SELECT * FROM tracking_events WHERE ${where} ORDER BY id`, ...params);
const count = () => (rows(t, 'SELECT count(*) AS n FROM tracking_events')[0] as { n: number }).n;
const post = (c: Client, path: string, body: unknown, headers?: Record<string, string>) => c.call('POST', `${API}${path}`, body, headers);

describe('POST /e, /p, /s', () => {
  test('it stores a page view with the referrer, the tracking-id cookies and the day, and answers 204 without a body', async () => {
    const c = t.client();
    c.cookies.set(DEVICE_ID_COOKIE, 'device-aaaa1111');
    c.cookies.set(SESSION_ID_COOKIE, 'session-bbbb2222');
    const res = await post(c, '/p', view('/sex/koeln/', { a: 'search', atr: { path: '/sex/koeln/', place: 'koeln', category: 1 } }), {
      referer: 'https://www.example.org/q',
    });
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    const [row] = stored('path = ?', '/sex/koeln/');
    expect(row).toMatchObject({
      kind: 'p',
      category: 'page_view',
      action: 'search',
      region: 'de',
      place: 'koeln',
      category_id: 1,
      device_id: 'device-aaaa1111',
      session_id: 'session-bbbb2222',
      referrer: 'https://www.example.org/q',
      user_id: null,
      day: '2025-06-15',
    });
    expect(JSON.parse(row!.attributes as string)).toEqual({ path: '/sex/koeln/', place: 'koeln', category: 1 });
  });

  test('it takes the user from the session and keeps a different claimed id apart', async () => {
    const punter = await signIn(t, 'punter-basic');
    const id = idOf(t, 'punter-basic');
    expect((await post(punter, '/p', view('/own/', { u: id }))).status).toBe(204);
    expect((await post(punter, '/p', view('/claimed/', { u: 424242 }))).status).toBe(204);
    expect(stored('path = ?', '/own/')[0]).toMatchObject({ user_id: id, claimed_user_id: null, role_ids: '[1]' });
    expect(stored('path = ?', '/claimed/')[0]).toMatchObject({ user_id: id, claimed_user_id: 424242 });
    // Anonymous: a claimed id never becomes the user.
    expect((await post(t.client(), '/p', view('/anon/', { u: id }))).status).toBe(204);
    expect(stored('path = ?', '/anon/')[0]).toMatchObject({ user_id: null, claimed_user_id: id });
  });

  test('it accepts a batch, and the text/plain body sendBeacon sends', async () => {
    const before = count();
    const batch = [
      { c: 'search', a: 'submit', atr: { place: 'berlin', category: 2 }, cou: 'DE ' },
      { c: 'search', a: 'submit', cou: 'at' },
    ];
    expect((await post(t.client(), '/s', batch)).status).toBe(204);
    const beacon = await post(t.client(), '/e', JSON.stringify([{ c: 'partner_click', a: 'open', atr: { partner: 'solad' }, cou: 'uk' }]), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(beacon.status).toBe(204);
    expect(count()).toBe(before + 3);
    expect(stored("category = 'search' AND place = 'berlin'")[0]).toMatchObject({ kind: 's', region: 'de', category_id: 2 });
  });

  test('it refuses other body types with 415 and unreadable JSON with 422', async () => {
    const form = await post(t.client(), '/e', 'c=event', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const broken = await post(t.client(), '/e', '{"c":', { 'content-type': 'text/plain' });
    expect(broken.status).toBe(422);
    expect(broken.body).toMatchObject({ errors: { body: [expect.stringMatching(/JSON/)] } });
  });

  test('it names the invalid field and stores nothing of an invalid batch', async () => {
    const before = count();
    const one = await post(t.client(), '/p', { c: 'profile_open', a: 'card', cou: 'de' });
    expect(one.status).toBe(422);
    expect(Object.keys((one.body as { errors: object }).errors)).toEqual(['atr.profileId']);
    const batch = await post(t.client(), '/p', [view('/fine/'), view('/bad/', { cou: 'fr' }), { ...view('/x/'), c: 'search' }]);
    expect(batch.status).toBe(422);
    expect(Object.keys((batch.body as { errors: object }).errors).sort()).toEqual(['1.cou', '2.c']);
    expect(count()).toBe(before);
    expect(stored('path = ?', '/fine/')).toEqual([]);
  });

  test('it bounds the batch and the body', async () => {
    const tooMany = Array.from({ length: TRACKING_LIMITS.maxBatch + 1 }, (_, i) => view(`/n/${i}/`));
    const batch = await post(t.client(), '/p', tooMany);
    expect(batch.status).toBe(422);
    expect((batch.body as { errors: Record<string, string[]> }).errors._).toEqual([
      `send at most ${TRACKING_LIMITS.maxBatch} events per call`,
    ]);
    expect((await post(t.client(), '/p', [])).status).toBe(422);
    const big = await post(t.client(), '/e', { c: 'event', a: 'x', l: 'y'.repeat(TRACKING_LIMITS.maxBodyBytes), cou: 'de' });
    expect(big.status).toBe(413);
    expect((big.body as { message: string }).message).toMatch(/at most 16384 bytes/);
  });

  test('it limits calls per device', async () => {
    const c = t.client();
    c.cookies.set(DEVICE_ID_COOKIE, 'device-limited-1');
    let last = 0;
    for (let i = 0; i <= TRACKING_RATE.perDevice.max; i++) last = (await post(c, '/e', { c: 'event', a: 'tick', cou: 'de' })).status;
    expect(last).toBe(429);
    // Another device behind another address is not held up.
    expect((await post(t.client(), '/e', { c: 'event', a: 'tick', cou: 'de' })).status).toBe(204);
  });

  test('it keeps events append-only', () => {
    expect(() => syncSql(t.database).run("UPDATE tracking_events SET action = 'changed'")).toThrow(/append-only/);
  });
});

describe('what a call stores', () => {
  const HOUR = 60 * 60;
  let devices = 0;
  /** A client with a device id of its own (and, like every test client, an address of its own). */
  const visitor = (c = t.client()) => {
    c.cookies.set(DEVICE_ID_COOKIE, `device-visitor-${++devices}`);
    return c;
  };
  const open = (profileId: number, extra: Record<string, unknown> = {}) => ({
    c: 'profile_open',
    a: 'open',
    atr: { profileId },
    cou: 'de',
    ...extra,
  });
  const opensToday = async (profileId: number) => (await dashboardData(t.deps, profileId)).days.at(-1)!.opens;
  const sendAll = async (c: Client, path: string, events: unknown[]) => {
    for (let i = 0; i < events.length; i += TRACKING_LIMITS.maxBatch)
      expect((await post(c, path, events.slice(i, i + TRACKING_LIMITS.maxBatch))).status).toBe(204);
  };
  const stats = async () => {
    const res = await (await signIn(t, 'admin')).call('GET', `${API}/admin/statistics?days=7`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return statisticsResponseSchema.parse(res.body).results;
  };

  test("a real visitor's events are stored and counted", async () => {
    const escort = publishedEscort(t, 5);
    const before = await opensToday(escort);
    const c = visitor();
    const atr = { profileId: escort, path: `/users/${escort}/` };
    await sendAll(c, '/p', [view(`/users/${escort}/`, { a: 'profile', atr }), open(escort)]);
    await sendAll(c, '/s', [{ c: 'search', a: 'results', atr: { place: 'koeln', category: 1 }, cou: 'de' }]);
    await sendAll(c, '/e', [
      { c: 'contact_click', a: 'phone', atr, cou: 'de' },
      { c: 'partner_click', a: 'open', atr: { partner: 'susi-live' }, cou: 'de' },
    ]);
    const device = c.cookies.get(DEVICE_ID_COOKIE)!;
    expect(stored('device_id = ?', device).map((r) => r.category)).toEqual([
      'page_view',
      'profile_open',
      'search',
      'contact_click',
      'partner_click',
    ]);
    expect(await opensToday(escort)).toBe(before + 1);
    // Another visitor behind the same address counts too, and the first one again an hour later.
    const neighbour = visitor(t.client({ 'x-forwarded-for': '198.51.100.20' }));
    const again = visitor(t.client({ 'x-forwarded-for': '198.51.100.20' }));
    await sendAll(neighbour, '/p', [open(escort)]);
    await sendAll(again, '/p', [open(escort)]);
    expect(await opensToday(escort)).toBe(before + 3);
    t.clock.advance(HOUR);
    await sendAll(c, '/p', [open(escort)]);
    expect(await opensToday(escort)).toBe(before + 4);
  });

  test('2,500 opens from one device count as one per hour on the dashboard', async () => {
    const escort = publishedEscort(t, 6);
    const before = await opensToday(escort);
    const c = visitor();
    // 100 calls of 25 opens over two hours: the opens of the first and of the second hour count.
    for (let i = 0; i < 100; i++) {
      if (i > 0) t.clock.advance((2 * HOUR) / 100);
      await sendAll(
        c,
        '/p',
        Array.from({ length: TRACKING_LIMITS.maxBatch }, () => open(escort)),
      );
    }
    expect(await opensToday(escort)).toBe(before + 2);
    expect(stored('category = ? AND profile_id = ?', 'profile_open', escort)).toHaveLength(2);
  });

  test('without a device id the address is the device, an IPv6 client counted per /64', async () => {
    const escort = publishedEscort(t, 7);
    const before = await opensToday(escort);
    for (const address of ['2001:db8:7:7::1', '2001:db8:7:7::2', '2001:db8:7:7:ffff::9'])
      await sendAll(t.client({ 'x-forwarded-for': address }), '/p', [open(escort), open(escort)]);
    expect(await opensToday(escort)).toBe(before + 1);
    await sendAll(t.client({ 'x-forwarded-for': '2001:db8:7:8::1' }), '/p', [open(escort)]);
    expect(await opensToday(escort)).toBe(before + 2);
  });

  test('fresh device ids from one address count at most a few devices per profile and hour', async () => {
    const escort = publishedEscort(t, 8);
    const before = await opensToday(escort);
    for (let i = 0; i < 50; i++) await sendAll(visitor(t.client({ 'x-forwarded-for': '203.0.113.80' })), '/p', [open(escort)]);
    expect(await opensToday(escort)).toBe(before + COUNTED_ONCE.perAddress.max);
  });

  test('events naming an unpublished or unknown profile, an invented place or category are not stored', async () => {
    const unpublished = idOf(t, 'escort-new');
    const c = visitor();
    await sendAll(c, '/p', [
      open(unpublished),
      open(987_654_321),
      view('/users/x/', { a: 'profile', atr: { path: '/x/', profileId: 987_654_321 } }),
    ]);
    await sendAll(c, '/s', [
      { c: 'search', a: 'results', atr: { place: 'atlantis' }, cou: 'de' },
      { c: 'search', a: 'results', atr: { place: 'wien' }, cou: 'de' },
      { c: 'search', a: 'results', atr: { place: 'koeln', category: 999 }, cou: 'de' },
      { c: 'search', a: 'results', atr: { category: 42 }, cou: 'de' },
    ]);
    await sendAll(c, '/e', [{ c: 'contact_click', a: 'phone', atr: { profileId: unpublished }, cou: 'de' }]);
    expect(stored('device_id = ?', c.cookies.get(DEVICE_ID_COOKIE)!)).toEqual([]);
  });

  test('1,000 partner clicks for an invented partner and searches for an invented place do not reach the admin statistics', async () => {
    const before = await stats();
    const invented = Array.from({ length: 1_000 }, () => ({ c: 'partner_click', a: 'open', atr: { partner: 'fake-partner' }, cou: 'de' }));
    for (let i = 0; i < invented.length; i += TRACKING_LIMITS.maxBatch)
      expect((await post(visitor(), '/e', invented.slice(i, i + TRACKING_LIMITS.maxBatch))).status).toBe(422);
    // One device clicking a real partner's adverts 1,000 times counts once; so does its place-less search flood.
    await sendAll(
      visitor(),
      '/e',
      Array.from({ length: 1_000 }, () => ({ c: 'partner_click', a: 'open', atr: { partner: 'solad' }, cou: 'it' })),
    );
    for (let i = 0; i < 40; i++)
      await sendAll(
        visitor(),
        '/s',
        Array.from({ length: 25 }, () => ({ c: 'search', a: 'results', atr: { place: 'invented-town' }, cou: 'de' })),
      );
    const after = await stats();
    expect(after.topPlaces.map((p) => p.place)).not.toContain('invented-town');
    expect(after.topPlaces).toEqual(before.topPlaces);
    expect(after.searches.total).toBe(before.searches.total);
    const total = (s: typeof before, partner: string) => s.partners.find((p) => p.partner === partner)!.total;
    expect(total(after, 'solad')).toBe(total(before, 'solad') + 1);
    expect(after.partners.map((p) => p.partner)).toEqual(before.partners.map((p) => p.partner));
  });

  test('a device stores at most its cap of events a minute; the excess is dropped with the normal answer', async () => {
    const c = visitor();
    const events = Array.from({ length: 5 * TRACKING_LIMITS.maxBatch }, (_, i) => view(`/device-cap/${i}/`));
    await sendAll(c, '/p', events);
    expect(stored('device_id = ?', c.cookies.get(DEVICE_ID_COOKIE)!)).toHaveLength(TRACKING_CAPS.deviceMinute.max);
    t.clock.advance(60);
    await sendAll(c, '/p', [view('/device-cap/later/')]);
    expect(stored('path = ?', '/device-cap/later/')).toHaveLength(1);
  });

  test('one address sending 15,000 events stores at most its cap a minute and a day', async () => {
    const flood = (i: number) => Array.from({ length: TRACKING_LIMITS.maxBatch }, (_, k) => view(`/flood/${i}/${k}/`));
    const minute = count();
    const address = { 'x-forwarded-for': '192.0.2.150' };
    for (let i = 0; i < 600; i++) await sendAll(visitor(t.client(address)), '/p', flood(i));
    expect(count() - minute).toBe(TRACKING_CAPS.addressMinute.max);

    // Spread over an hour (under the minute caps), the day's cap holds.
    const day = count();
    const other = { 'x-forwarded-for': '192.0.2.151' };
    for (let i = 0; i < 600; i++) {
      if (i % 10 === 0) t.clock.advance(61);
      await sendAll(visitor(t.client(other)), '/p', flood(i));
    }
    expect(count() - day).toBe(TRACKING_CAPS.addressDay.max);
  });
  test('fresh device ids from an address over its cap add no counters', async () => {
    const address = { 'x-forwarded-for': '192.0.2.160' };
    const flood = (i: number) => Array.from({ length: TRACKING_LIMITS.maxBatch }, (_, k) => view(`/rotate/${i}/${k}/`));
    const deviceCounters = () =>
      (rows(t, 'SELECT count(*) AS n FROM rate_limit_windows WHERE name = ?', TRACKING_CAPS.deviceDay.name)[0] as { n: number }).n;
    const calls = TRACKING_CAPS.addressMinute.max / TRACKING_LIMITS.maxBatch;
    for (let i = 0; i < calls; i++) await sendAll(visitor(t.client(address)), '/p', flood(i));
    const counters = deviceCounters();
    const escort = publishedEscort(t, 5);
    for (let i = 0; i < 40; i++) await sendAll(visitor(t.client(address)), '/p', [...flood(calls + i), open(escort)]);
    expect(deviceCounters()).toBe(counters);
    expect(stored("path LIKE '/rotate/%'")).toHaveLength(TRACKING_CAPS.addressMinute.max);
  });

  test("this machine's requests skip the caps and the devices-per-address rule, not the once-an-hour rule", async () => {
    const escort = publishedEscort(t, 9);
    const before = await opensToday(escort);
    const local = () => visitor(t.client({}, { socket: { remoteAddress: '127.0.0.1' }, direct: true }));
    for (let i = 0; i < COUNTED_ONCE.perAddress.max + 5; i++) await sendAll(local(), '/p', [open(escort), open(escort)]);
    expect(await opensToday(escort)).toBe(before + COUNTED_ONCE.perAddress.max + 5);
    const c = local();
    await sendAll(
      c,
      '/p',
      Array.from({ length: 3 * TRACKING_LIMITS.maxBatch }, (_, i) => view(`/local/${i}/`)),
    );
    expect(stored('device_id = ?', c.cookies.get(DEVICE_ID_COOKIE)!)).toHaveLength(3 * TRACKING_LIMITS.maxBatch);
  });
});

describe('POST /traffic-manager/cookie/', () => {
  test('it stores every parameter once per click id and sets the HttpOnly attribution cookie for 30 days', async () => {
    const c = t.client();
    const params = { clickid: 'clk-1', offerid: 'off-9', utm_source: 'partner' };
    const first = await post(c, '/traffic-manager/cookie/', params);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ results: { clickId: 'clk-1', stored: true } });
    const cookie = first.headers.getSetCookie().find((l) => l.startsWith(`${TRAFFIC_MANAGER_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/);
    const again = await post(c, '/traffic-manager/cookie/', { ...params, utm_source: 'other' });
    expect(again.body).toEqual({ results: { clickId: 'clk-1', stored: false } });
    const saved = rows(t, `SELECT offer_id, params FROM traffic_clicks WHERE click_id = 'clk-1'`);
    expect(saved).toEqual([{ offer_id: 'off-9', params: JSON.stringify(params) }]);
  });

  test('it needs both clickid and offerid non-empty and bounded parameters', async () => {
    const missing = await post(t.client(), '/traffic-manager/cookie/', { clickid: 'clk-2', offerid: ' ' });
    expect(missing.status).toBe(422);
    expect(Object.keys((missing.body as { errors: object }).errors)).toEqual(['offerid']);
    const badKey = await post(t.client(), '/traffic-manager/cookie/', { clickid: 'a', offerid: 'b', 'bad key': 'x' });
    expect(badKey.status).toBe(422);
    expect((await post(t.client(), '/traffic-manager/cookie/', ['clickid'])).status).toBe(422);
    expect(rows(t, `SELECT * FROM traffic_clicks WHERE click_id IN ('clk-2', 'a')`)).toEqual([]);
  });

  test('one address stores at most its daily number of clicks', async () => {
    const c = t.client();
    const { trafficManager, trafficManagerDay } = TRACKING_RATE;
    let last = 0;
    for (let i = 0; i <= trafficManagerDay.max; i++) {
      if (i % trafficManager.max === 0) t.clock.advance(trafficManager.windowSeconds + 1);
      last = (await post(c, '/traffic-manager/cookie/', { clickid: `day-${i}`, offerid: 'o' })).status;
      if (i < trafficManagerDay.max) expect(last).toBe(200);
    }
    expect(last).toBe(429);
    expect(rows(t, `SELECT count(*) AS n FROM traffic_clicks WHERE click_id LIKE 'day-%'`)).toEqual([{ n: trafficManagerDay.max }]);
  });
});

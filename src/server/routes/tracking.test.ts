import { syncSql } from '../testing/sync-sql.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEVICE_ID_COOKIE, SESSION_ID_COOKIE, TRACKING_LIMITS, TRAFFIC_MANAGER_COOKIE } from '../../lib/api/tracking-codes.ts';
import { createAuthTestApp, type AuthTestApp, type Client } from '../testing/auth-app.ts';
import { API, idOf, rows, signIn } from '../testing/punter.ts';
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
});

import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import { LOGIN_THROTTLE } from '../auth/login-throttle.ts';
import { verifyPassword } from '../security/password.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { createAuthTestApp, type AuthTestApp, type Client } from '../testing/auth-app.ts';
import { syncSql } from '../testing/sync-sql.ts';

// The real verification, counted: which hashes each login checks a password against.
vi.mock('../security/password.ts', async (original) => {
  const real = await original<typeof import('../security/password.ts')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
const verified = vi.mocked(verifyPassword);

const LOGIN = '/api/v2/users/login';
const demo = (name: string) => `${name}@demo.lustmap.test`;

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());
beforeEach(() => verified.mockClear());

const sql = (query: string, ...params: (string | number)[]) => syncSql(t.database).all(query, ...params);
const idOf = (username: string) => (sql('SELECT id FROM users WHERE username = ?', username)[0] as { id: number }).id;
const errors = (res: { body: unknown }) => (res.body as { errors?: Record<string, string[]> }).errors;
const login = (c: Client, email: string, password: string, extra: Record<string, unknown> = {}) =>
  c.call('POST', LOGIN, { email, password, ...extra });

let v6 = 0;
/** A client behind the given IPv6 /64 (a new interface id each time). */
const inBlock = (prefix: string) => t.client({ 'x-forwarded-for': `${prefix}:${(++v6).toString(16)}:0:0:1` });

/** The argon2 parameters of a PHC string (`m=…,t=…,p=…`). */
const paramsOf = (phc: string) => /^\$argon2id\$v=19\$(m=\d+,t=\d+,p=\d+)\$/.exec(phc)?.[1];

describe('the same work on every path', () => {
  test('a wrong password, an unknown account, a slowed-down, a limited and a captcha-bound one each cost one check with the same parameters', async () => {
    const stored = sql('SELECT password_hash FROM users WHERE username = ?', 'punter')[0]!.password_hash as string;
    const checks = async (send: () => Promise<unknown>) => {
      verified.mockClear();
      await send();
      return verified.mock.calls.map(([, phc]) => paramsOf(phc));
    };
    const one = [paramsOf(stored)];
    expect(one[0]).toBe('m=19456,t=2,p=1');

    // Wrong password of a real account, and an account that does not exist.
    expect(await checks(() => login(t.client(), demo('punter'), 'not the password'))).toEqual(one);
    expect(await checks(() => login(t.client(), 'nobody-at-all@example.test', 'not the password'))).toEqual(one);

    // An address that must wait (past the account's free failures) is refused with a 429 that costs the same.
    const slowed = t.client();
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures + 1; i++) await login(slowed, demo('venue'), `guess ${i}`);
    let res: { status: number; body: unknown } | undefined;
    expect(
      await checks(async () => {
        res = await login(slowed, demo('venue'), DEMO_PASSWORD);
      }),
    ).toEqual(one);
    expect(res?.status).toBe(429);

    // Ten attempts of one account from one address, then the limit: the same cost again.
    const limited = t.client();
    for (let i = 0; i < 10; i++) {
      await login(limited, 'limited-ghost@example.test', `guess ${i}`);
      t.clock.advance(LOGIN_THROTTLE.capSeconds);
    }
    expect(
      await checks(async () => {
        res = await login(limited, 'limited-ghost@example.test', 'guess');
      }),
    ).toEqual(one);
    expect(res?.status).toBe(429);

    // An account that needs a captcha, asked without one.
    expect(
      await checks(async () => {
        res = await login(t.client(), 'limited-ghost@example.test', 'guess');
      }),
    ).toEqual(one);
    expect(errors(res!)).toEqual({ captcha: [AUTH_MESSAGES.captchaRequired] });
  });
});

describe('failures of one account from many addresses', () => {
  const email = demo('manager-quarantined');

  test('after five in a day every login needs a solved captcha, also for accounts that do not exist; the owner still signs in', async () => {
    const before = sql("SELECT count(*) AS n FROM security_events WHERE type = 'login.captcha_required'")[0]!.n as number;
    for (const account of [email, 'nobody-here@example.test']) {
      for (let i = 0; i < LOGIN_THROTTLE.captchaAfter; i++)
        expect(errors(await login(t.client(), account, `guess ${i}`))).toEqual({ password: [AUTH_MESSAGES.credentials] });
      // A new address, even with the right password: the captcha first, no session.
      const owner = t.client();
      const asked = await login(owner, account, DEMO_PASSWORD);
      expect(asked.status).toBe(422);
      expect(asked.body).toEqual({ message: AUTH_MESSAGES.captchaRequired, errors: { captcha: [AUTH_MESSAGES.captchaRequired] } });
      expect(owner.cookies.has('jwt')).toBe(false);
      expect(errors(await login(owner, account, DEMO_PASSWORD, { captcha: {} }))).toEqual({ captcha: [AUTH_MESSAGES.captchaInvalid] });
      // A wrong password with a solved captcha is still wrong.
      expect(errors(await login(t.client(), account, 'guess again', { captcha: await t.captcha() }))).toEqual({
        password: [AUTH_MESSAGES.credentials],
      });
    }
    // Each account was put behind the captcha once, and that is a security event.
    const events = sql("SELECT user_id, details FROM security_events WHERE type = 'login.captcha_required' ORDER BY id");
    expect(events.slice(before)).toEqual([
      { user_id: idOf('manager-quarantined'), details: '{"by":"email"}' },
      { user_id: null, details: '{"by":"email"}' },
    ]);

    // The owner: the right password with a solved captcha signs in, and then the account needs none.
    const owner = t.client();
    expect((await login(owner, email, DEMO_PASSWORD, { captcha: await t.captcha() })).status).toBe(200);
    expect((await login(t.client(), email, DEMO_PASSWORD)).status).toBe(200);
  });

  test('the failures are forgotten a day after the first', async () => {
    const account = 'forgotten-guesses@example.test';
    for (let i = 0; i < LOGIN_THROTTLE.captchaAfter; i++) await login(t.client(), account, `guess ${i}`);
    expect(errors(await login(t.client(), account, 'guess'))).toEqual({ captcha: [AUTH_MESSAGES.captchaRequired] });
    t.clock.advance(LOGIN_THROTTLE.captchaWindowSeconds);
    expect(errors(await login(t.client(), account, 'guess'))).toEqual({ password: [AUTH_MESSAGES.credentials] });
  });
});

describe('IPv6 clients count per /64', () => {
  test('addresses of one /64 share the slow-down and the limit of an account; another /64 does not', async () => {
    const email = demo('punter-basic');
    const block = '2001:db8:aa:1';
    // Four failures, each from another address of the block: the block must now wait as one address.
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures + 1; i++)
      expect(errors(await login(inBlock(block), email, `guess ${i}`))).toEqual({ password: [AUTH_MESSAGES.credentials] });
    const next = await login(inBlock(block), email, `guess again`);
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
    // An address in another /64 never failed: the owner there signs in at once.
    expect((await login(inBlock('2001:db8:aa:2'), email, DEMO_PASSWORD)).status).toBe(200);
  });

  test('the per-address login limit counts the whole /64', async () => {
    const block = '2001:db8:bb:1';
    for (let i = 0; i < 100; i++) expect((await login(inBlock(block), `spray-v6-${i}@example.test`, 'x')).status).toBe(422);
    expect((await login(inBlock(block), demo('punter'), DEMO_PASSWORD)).status).toBe(429);
    expect((await login(inBlock('2001:db8:bb:2'), demo('punter'), DEMO_PASSWORD)).status).toBe(200);
  }, 60_000);
});

describe('a new login', () => {
  test('ends the session token the browser presented', async () => {
    const c = t.client();
    expect((await login(c, demo('punter'), DEMO_PASSWORD)).status).toBe(200);
    const first = c.cookies.get('jwt')!;
    expect((await login(c, demo('punter'), DEMO_PASSWORD)).status).toBe(200);
    const second = c.cookies.get('jwt')!;
    expect(second).not.toBe(first);
    const replay = t.client();
    replay.cookies.set('jwt', first);
    expect((await replay.call('GET', '/api/v2/users/me')).status).toBe(401);
    expect((await c.call('GET', '/api/v2/users/me')).status).toBe(200);
  });
});

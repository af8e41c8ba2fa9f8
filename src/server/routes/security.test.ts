import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { impersonationLogResponseSchema, securityEventsResponseSchema } from '../../lib/api/admin.ts';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import {
  enrolmentResponseSchema,
  enrolmentConfirmedSchema,
  phoneVerificationResultSchema,
  sessionResultSchema,
} from '../../lib/api/auth.ts';
import { totpCode } from '../auth/totp.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../seed/accounts.ts';
import { createAuthTestApp, type AuthTestApp, type Client } from '../testing/auth-app.ts';
import { syncSql } from '../testing/sync-sql.ts';

const API = '/api/v2';
const demo = (name: string) => `${name}@demo.lustmap.test`;
const PASSWORD = 'correct horse battery staple';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ settings: { impersonationSeconds: 3600 } });
});
afterAll(() => t.close());

let n = 0;
const uniquePhone = () => `+49152${String(2_000_000 + n++).padStart(8, '0')}`;
const results = (res: { body: unknown }) => (res.body as { results: unknown }).results;
const sql = (query: string, ...params: (string | number)[]) => syncSql(t.database).all(query, ...params);
const idOf = (username: string) => (sql('SELECT id FROM users WHERE username = ?', username)[0] as { id: number }).id;

async function login(c: Client, email: string, password = DEMO_PASSWORD) {
  const res = await c.call('POST', `${API}/users/login`, { email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return sessionResultSchema.parse(results(res));
}

/** The second step with the demo authenticator, on a fresh time step (each code works once). */
async function secondStep(c: Client) {
  t.clock.advance(30);
  return c.call('POST', `${API}/users/mfa/verify`, { code: totpCode(DEMO_TOTP_SECRET, t.clock.now()) });
}

async function adminLogin(c: Client, email: string) {
  await login(c, email);
  const res = await secondStep(c);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Register a phone account and return its number and the verification page handle. */
async function phoneAccount(c: Client) {
  const phone = uniquePhone();
  const res = await c.call('POST', `${API}/users/registration`, {
    phone,
    password: PASSWORD,
    terms: true,
    adult: true,
    captcha: await t.captcha(),
  });
  return { phone, hash: phoneVerificationResultSchema.parse(results(res)).verifyNumber };
}

const verify = (c: Client, hash: string, code: string) => c.call('POST', `${API}/user/verify-code/${hash}/${code}/`, {});
const wrongFor = (code: string) => (code === '111111' ? '222222' : '111111');

describe('SMS codes', () => {
  test('logging in again resumes the live verification: same code, same attempts, no fresh budget', async () => {
    const c = t.client();
    const { phone, hash } = await phoneAccount(c);
    const code = t.outbox(phone)[0]!.code!;
    for (let i = 0; i < 3; i++) expect((await verify(c, hash, wrongFor(code))).status).toBe(422);
    // Within the cooldown a login sends nothing new and the first code still works on the new page.
    const again = phoneVerificationResultSchema.parse(results(await c.call('POST', `${API}/users/login`, { phone, password: PASSWORD })));
    expect(again.verifyNumber).not.toBe(hash);
    expect(t.outbox(phone)).toHaveLength(1);
    expect((await c.call('GET', `${API}/user/verify-phone-data/${hash}/`)).status).toBe(404);
    // After the cooldown a login sends a new code, but the two attempts left stay two.
    t.clock.advance(61);
    const third = phoneVerificationResultSchema.parse(results(await c.call('POST', `${API}/users/login`, { phone, password: PASSWORD })));
    expect(t.outbox(phone)).toHaveLength(2);
    const fresh = t.outbox(phone)[0]!.code!;
    for (let i = 0; i < 2; i++) expect((await verify(c, third.verifyNumber, wrongFor(fresh))).status).toBe(422);
    expect((await verify(c, third.verifyNumber, fresh)).body).toMatchObject({ errors: { code: [AUTH_MESSAGES.codeExpired] } });
    const events = sql('SELECT type FROM security_events WHERE user_id = (SELECT id FROM users WHERE phone = ?) ORDER BY id', phone);
    expect(events.map((e) => e.type)).toEqual([
      'code.failed',
      'code.failed',
      'code.failed',
      'code.failed',
      'code.exhausted',
      'code.exhausted',
    ]);
  });

  test('a resend inside the cooldown, or one the recipient limit refuses, leaves the current code working', async () => {
    const c = t.client();
    const { phone, hash } = await phoneAccount(c);
    const code = t.outbox(phone)[0]!.code!;
    expect((await c.call('POST', `${API}/user/re-send-code/${hash}/`, {})).status).toBe(429);
    // Four more sends reach the recipient's hourly limit of five messages.
    for (let i = 0; i < 4; i++) {
      t.clock.advance(61);
      expect((await c.call('POST', `${API}/user/re-send-code/${hash}/`, {})).status).toBe(200);
    }
    const latest = t.outbox(phone)[0]!.code!;
    t.clock.advance(61);
    expect((await c.call('POST', `${API}/user/re-send-code/${hash}/`, {})).status).toBe(429);
    expect(t.outbox(phone)[0]!.code).toBe(latest);
    expect(latest === code || (await verify(c, hash, code)).status === 422).toBe(true);
    expect((await verify(c, hash, latest)).status).toBe(200);
  });

  test('a code lives ten minutes', async () => {
    const c = t.client();
    const { phone, hash } = await phoneAccount(c);
    const code = t.outbox(phone)[0]!.code!;
    t.clock.advance(10 * 60 + 1);
    expect((await verify(c, hash, code)).body).toMatchObject({ errors: { code: [AUTH_MESSAGES.codeExpired] } });
  });
});

describe('second factor', () => {
  test('an admin signed in with the password alone has no admin rights until the second step', async () => {
    const admin = t.client();
    const session = await login(admin, demo('admin'));
    expect(session.secondFactor).toBe('verify');
    const ticket = await admin.call('POST', `${API}/users/impersonation-tickets`, { email: demo('punter') });
    expect(ticket).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.mfaRequired } });
    expect((await admin.call('GET', `${API}/admin/security-events`)).body).toEqual({ message: AUTH_MESSAGES.mfaRequired });

    const current = totpCode(DEMO_TOTP_SECRET, t.clock.now());
    const wrong = await admin.call('POST', `${API}/users/mfa/verify`, { code: current === '000000' ? '111111' : '000000' });
    expect(wrong.body).toMatchObject({ errors: { code: [AUTH_MESSAGES.mfaInvalid] } });
    const ok = await secondStep(admin);
    expect(ok.status).toBe(200);
    expect(sessionResultSchema.parse(results(ok)).secondFactor).toBeUndefined();
    expect((await admin.call('POST', `${API}/users/impersonation-tickets`, { email: demo('punter') })).status).toBe(201);
    // The same code is not accepted a second time.
    const replay = t.client();
    await login(replay, demo('admin'));
    const used = await replay.call('POST', `${API}/users/mfa/verify`, { code: totpCode(DEMO_TOTP_SECRET, t.clock.now()) });
    expect(used.status).toBe(422);
    const types = sql("SELECT type FROM security_events WHERE user_id = ? AND type LIKE 'mfa.%' ORDER BY id", idOf('admin')).map(
      (r) => r.type,
    );
    expect(types).toEqual(['mfa.failed', 'mfa.verified', 'mfa.failed']);
  });

  test('the half-signed session is short', async () => {
    const admin = t.client();
    const res = await admin.call('POST', `${API}/users/login`, { email: demo('godadmin'), password: DEMO_PASSWORD });
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('jwt='))!;
    expect(Number(/Max-Age=(\d+)/i.exec(cookie)![1])).toBe(15 * 60);
  });

  test('enrolment: secret, URI and QR code, confirmed with a code; ten recovery codes, each usable once', async () => {
    syncSql(t.database).run("UPDATE users SET totp_secret = NULL, totp_enabled_at = NULL WHERE username = 'coreadmin'");
    const admin = t.client();
    expect((await login(admin, demo('coreadmin'))).secondFactor).toBe('enrol');
    expect((await admin.call('POST', `${API}/users/mfa/verify`, { code: '123456' })).body).toMatchObject({
      message: AUTH_MESSAGES.mfaNotPending,
    });
    const enrolment = enrolmentResponseSchema.parse((await admin.call('POST', `${API}/users/mfa/enrol`, {})).body).results;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qr.length).toBeGreaterThan(20);
    expect(enrolment.qr.every((row) => row.length === enrolment.qr.length && /^[01]+$/.test(row))).toBe(true);

    const confirmed = await admin.call('POST', `${API}/users/mfa/enrol/confirm`, { code: totpCode(enrolment.secret, t.clock.now()) });
    const { recoveryCodes, session } = enrolmentConfirmedSchema.parse(results(confirmed));
    expect(session.secondFactor).toBeUndefined();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await admin.call('GET', `${API}/admin/security-events`)).status).toBe(200);
    // Stored as hashes only; enrolling again is refused.
    const stored = sql('SELECT code_hash FROM recovery_codes WHERE user_id = ?', idOf('coreadmin')).map((r) => r.code_hash);
    expect(stored.some((h) => recoveryCodes.includes(String(h)))).toBe(false);
    expect((await admin.call('POST', `${API}/users/mfa/enrol`, {})).status).toBe(422);

    const other = t.client();
    await login(other, demo('coreadmin'));
    const code = recoveryCodes[0]!.toUpperCase();
    expect((await other.call('POST', `${API}/users/mfa/verify`, { code })).status).toBe(200);
    const again = t.client();
    await login(again, demo('coreadmin'));
    expect((await again.call('POST', `${API}/users/mfa/verify`, { code })).body).toMatchObject({
      errors: { code: [AUTH_MESSAGES.mfaInvalid] },
    });
    expect((await again.call('POST', `${API}/users/mfa/verify`, { code: recoveryCodes[1] })).status).toBe(200);
    const types = sql("SELECT type FROM security_events WHERE user_id = ? AND type LIKE 'mfa.%' ORDER BY id", idOf('coreadmin')).map(
      (r) => r.type,
    );
    expect(types).toEqual(['mfa.enrolled', 'mfa.recovery_used', 'mfa.failed', 'mfa.recovery_used']);
  });

  test('second-factor codes are limited per account', async () => {
    const admin = t.client();
    await login(admin, demo('superadmin'));
    for (let i = 0; i < 5; i++) await admin.call('POST', `${API}/users/mfa/verify`, { code: 'aaaaa-aaaaa' });
    const refused = await admin.call('POST', `${API}/users/mfa/verify`, { code: totpCode(DEMO_TOTP_SECRET, t.clock.now()) });
    expect(refused.status).toBe(429);
  });

  test('accounts without an admin role have no second step', async () => {
    const c = t.client();
    expect((await login(c, demo('punter'))).secondFactor).toBeUndefined();
    expect((await c.call('POST', `${API}/users/mfa/enrol`, {})).status).toBe(403);
  });
});

describe('impersonation', () => {
  async function impersonate(admin: Client, email: string) {
    const ticket = await admin.call('POST', `${API}/users/impersonation-tickets`, { email });
    const { secret, userId } = results(ticket) as { secret: string; userId: number };
    const start = await admin.call('POST', `${API}/users/impersonate`, { secret, userId }, { 'x-request-id': 'chosen-by-the-client' });
    expect(start.status).toBe(200);
    return { userId, start };
  }

  test('an impersonation session lasts an hour, and stopping it does not give the admin session back', async () => {
    const admin = t.client();
    await adminLogin(admin, demo('admin'));
    const { start } = await impersonate(admin, demo('punter-basic'));
    const cookie = start.headers.getSetCookie().find((l) => l.startsWith('jwt='))!;
    expect(Number(/Max-Age=(\d+)/i.exec(cookie)![1])).toBe(3600);
    const token = admin.cookies.get('jwt')!;
    t.clock.advance(3601);
    expect((await admin.call('GET', `${API}/users/me`)).status).toBe(401);

    await adminLogin(admin, demo('admin'));
    await impersonate(admin, demo('punter-basic'));
    const stop = await admin.call('POST', `${API}/users/impersonate/stop`, {});
    expect(stop.body).toEqual({ results: { redirect: '/users/login/' } });
    expect((await admin.call('GET', `${API}/users/me`)).status).toBe(401);
    // Neither the old impersonation cookie nor the stop request turns into an admin session.
    const replay = t.client();
    replay.cookies.set('jwt', token);
    expect((await replay.call('POST', `${API}/users/impersonate/stop`, {})).status).toBe(401);
  });

  test("every write while impersonating is audited with the admin's id; the log keeps the server's request id", async () => {
    const admin = t.client();
    await adminLogin(admin, demo('godadmin'));
    const { userId } = await impersonate(admin, demo('punter'));
    const write = await admin.call('PATCH', `${API}/users/me`, { username: 'renamed-while-watched' }, { 'user-agent': 'audit-test' });
    expect(write.status).toBe(200);
    await admin.call('GET', `${API}/users/me`);
    const rows = sql(
      "SELECT user_id, actor_id, ip, details, request_id FROM security_events WHERE type = 'impersonation.write' AND actor_id = ?",
      idOf('godadmin'),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: userId, actor_id: idOf('godadmin') });
    expect(JSON.parse(String(rows[0]!.details))).toEqual({ method: 'PATCH', path: '/api/v2/users/me', status: 200 });
    expect(String(rows[0]!.ip)).toMatch(/^10\.0\./);
    expect(String(rows[0]!.request_id)).toMatch(/^[0-9a-f-]{36}$/);

    const log = sql("SELECT request_id FROM impersonation_log WHERE admin_id = ? AND action = 'start'", idOf('godadmin'));
    expect(log.length).toBeGreaterThan(0);
    expect(log.every((r) => r.request_id !== 'chosen-by-the-client' && /^[0-9a-f-]{36}$/.test(String(r.request_id)))).toBe(true);
    await admin.call('POST', `${API}/users/impersonate/stop`, {});
  });
});

describe('security event log', () => {
  test('failed logins and invalid tokens are events without secrets', async () => {
    const c = t.client();
    await c.call('POST', `${API}/users/login`, { email: demo('escort'), password: 'not-the-password-42' });
    const forged = t.client();
    forged.cookies.set('jwt', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.');
    await forged.call('GET', `${API}/users/me`);
    const rows = sql(
      "SELECT type, user_id, details FROM security_events WHERE type IN ('login.failed', 'session.invalid') ORDER BY id DESC LIMIT 2",
    );
    expect(rows.map((r) => r.type).sort()).toEqual(['login.failed', 'session.invalid']);
    expect(rows.find((r) => r.type === 'login.failed')).toMatchObject({ user_id: idOf('escort'), details: '{"by":"email"}' });
    const all = JSON.stringify(sql('SELECT * FROM security_events'));
    expect(all).not.toContain('not-the-password-42');
    expect(all).not.toContain(DEMO_PASSWORD);
    expect(t.log.lines.some((l) => l.message === 'security event' && l.fields?.event === 'login.failed')).toBe(true);
  });

  test('a password change is an event', async () => {
    const c = t.client();
    await login(c, demo('manager'));
    const res = await c.call('PUT', `${API}/users/password/`, {
      currentPassword: DEMO_PASSWORD,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(sql("SELECT type FROM security_events WHERE user_id = ? AND type = 'password.changed'", idOf('manager'))).toHaveLength(1);
  });

  test('admins (support too) read the event and impersonation logs; nobody else does', async () => {
    expect((await t.client().call('GET', `${API}/admin/security-events`)).status).toBe(401);
    const punter = t.client();
    await login(punter, demo('punter-basic'));
    expect((await punter.call('GET', `${API}/admin/security-events`)).status).toBe(403);
    expect((await punter.call('GET', `${API}/admin/impersonation-log`)).status).toBe(403);

    const support = t.client();
    await adminLogin(support, demo('support'));
    const events = securityEventsResponseSchema.parse(
      (await support.call('GET', `${API}/admin/security-events?type=login.failed&limit=5`)).body,
    );
    expect(events.results.length).toBeGreaterThan(0);
    expect(events.results.every((e) => e.type === 'login.failed')).toBe(true);
    const page = securityEventsResponseSchema.parse((await support.call('GET', `${API}/admin/security-events?limit=2`)).body).results;
    const next = securityEventsResponseSchema.parse(
      (await support.call('GET', `${API}/admin/security-events?limit=2&before=${page[1]!.id}`)).body,
    );
    expect(next.results.every((e) => e.id < page[1]!.id)).toBe(true);
    const log = impersonationLogResponseSchema.parse((await support.call('GET', `${API}/admin/impersonation-log`)).body).results;
    expect(log.some((e) => e.action === 'start' && e.admin.username === 'godadmin' && e.user.id > 0)).toBe(true);
    expect((await support.call('GET', `${API}/admin/security-events?type=nonsense`)).status).toBe(422);
    // Support may read, not impersonate.
    expect((await support.call('POST', `${API}/users/impersonation-tickets`, { email: demo('punter') })).status).toBe(403);
  });
});

describe('usernames', () => {
  test('a look-alike of a taken name in another script cannot be registered', async () => {
    const c = t.client();
    await login(c, demo('punter'));
    for (const name of ['\u0430dmin', 'su\u0440\u0440ort', 'ADMIN'])
      expect((await c.call('PATCH', `${API}/users/me`, { username: name })).status, name).toBe(422);
  });
});

test('it logged no unexpected error', () => {
  expect(t.log.lines.filter((l) => l.level === 'error')).toEqual([]);
});

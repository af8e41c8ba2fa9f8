import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import { loginResponseSchema, phoneVerificationResultSchema, registrationResponseSchema, sessionResultSchema } from '../../lib/api/auth.ts';
import { SERVER_MESSAGES } from '../../lib/api/form-errors.ts';
import { meResponseSchema } from '../../lib/api/users.ts';
import { totpCode } from '../auth/totp.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../seed/accounts.ts';
import { createAuthTestApp, type AuthTestApp, type Client } from '../testing/auth-app.ts';
import { syncSql } from '../testing/sync-sql.ts';

const API = '/api/v2';
const demo = (name: string) => `${name}@demo.lustmap.test`;
const PASSWORD = 'correct horse battery staple';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

let n = 0;
const uniqueEmail = () => `it-${n++}-${Date.now()}@example.test`;
const uniquePhone = () => `+49151${String(1_000_000 + n++).padStart(8, '0')}`;

async function login(c: Client, email: string, password = DEMO_PASSWORD) {
  const res = await c.call('POST', `${API}/users/login`, { email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return sessionResultSchema.parse((res.body as { results: unknown }).results);
}

/** Sign in as a demo admin: password, then the authenticator code (on a fresh time step, as each code works once). */
async function adminLogin(c: Client, email: string) {
  expect((await login(c, email)).secondFactor).toBe('verify');
  t.clock.advance(30);
  const res = await c.call('POST', `${API}/users/mfa/verify`, { code: totpCode(DEMO_TOTP_SECRET, t.clock.now()) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return sessionResultSchema.parse((res.body as { results: unknown }).results);
}

async function register(c: Client, body: Record<string, unknown>) {
  return c.call('POST', `${API}/users/registration`, { password: PASSWORD, terms: true, adult: true, captcha: await t.captcha(), ...body });
}

const fieldErrors = (res: { body: unknown }) => (res.body as { errors: Record<string, string[]> }).errors;

describe('login and session', () => {
  test('it sets an HttpOnly, SameSite=Lax session cookie (not Secure over http) and answers /users/me', async () => {
    const c = t.client();
    const res = await c.call('POST', `${API}/users/login`, { email: demo('punter'), password: DEMO_PASSWORD });
    const jwt = res.headers.getSetCookie().find((l) => l.startsWith('jwt='))!;
    expect(jwt).toMatch(/HttpOnly/i);
    expect(jwt).toMatch(/SameSite=Lax/i);
    expect(jwt).not.toMatch(/Secure/i);
    expect(res.headers.getSetCookie().find((l) => l.startsWith('logged_in='))).not.toMatch(/HttpOnly/i);
    const me = meResponseSchema.parse((await c.call('GET', `${API}/users/me`)).body).results;
    expect(me).toMatchObject({ username: 'punter', roles: [{ id: 1 }], isVip: true, isAdminImpersonating: false });
  });

  test('it marks the cookie Secure over https', async () => {
    const c = t.client();
    const res = await c.call('POST', `https://lustmap.test${API}/users/login`, { email: demo('punter-basic'), password: DEMO_PASSWORD });
    expect(res.headers.getSetCookie().find((l) => l.startsWith('jwt='))).toMatch(/Secure/);
  });

  test('it answers a wrong password and an unknown account identically', async () => {
    const a = await t.client().call('POST', `${API}/users/login`, { email: demo('punter'), password: 'wrong password' });
    const b = await t.client().call('POST', `${API}/users/login`, { email: 'nobody@example.test', password: 'wrong password' });
    expect(a.status).toBe(422);
    expect(a.body).toEqual(b.body);
    expect(a.body).toEqual({ message: AUTH_MESSAGES.credentials, errors: { password: [AUTH_MESSAGES.credentials] } });
  });

  test('it asks to verify an unverified phone before signing in, with the code in the outbox', async () => {
    const c = t.client();
    const phone = (await login(t.client(), demo('manager'))).user.phone!;
    const res = await c.call('POST', `${API}/users/login`, { phone, password: DEMO_PASSWORD });
    const result = phoneVerificationResultSchema.parse((res.body as { results: unknown }).results);
    expect(result.channel).toBe('sms');
    expect(c.cookies.has('jwt')).toBe(false);
    const code = t.outbox(phone)[0]!.code!;
    const verified = await c.call('POST', `${API}/user/verify-code/${result.verifyNumber}/${code}/`, {});
    expect(verified.status).toBe(200);
    expect(sessionResultSchema.parse((verified.body as { results: unknown }).results).user.phoneVerified).toBe(true);
  });

  test('it follows only same-site redirects', async () => {
    const ok = await t
      .client()
      .call('POST', `${API}/users/login`, { email: demo('punter'), password: DEMO_PASSWORD, redirectProfilePath: '/users/12/' });
    expect(loginResponseSchema.parse(ok.body).results).toMatchObject({ redirect: '/users/12/' });
    for (const hostile of ['//evil.test/', 'https://evil.test/', 'javascript:alert(1)', '/\\evil.test']) {
      const res = await t
        .client()
        .call('POST', `${API}/users/login`, { email: demo('punter'), password: DEMO_PASSWORD, redirectUrl: hostile });
      expect(loginResponseSchema.parse(res.body).results, hostile).toMatchObject({ redirect: null });
    }
  });

  test('as-punter admits punters only', async () => {
    const res = await t.client().call('POST', `${API}/users/login/as-punter`, { email: demo('escort'), password: DEMO_PASSWORD });
    expect(res.status).toBe(422);
    expect(fieldErrors(res)._).toEqual([AUTH_MESSAGES.notPunter]);
    expect((await t.client().call('POST', `${API}/users/login/as-punter`, { email: demo('punter'), password: DEMO_PASSWORD })).status).toBe(
      200,
    );
  });

  test('it refuses a revoked token after logout', async () => {
    const c = t.client();
    await login(c, demo('support'));
    const stolen = c.cookies.get('jwt')!;
    expect((await c.call('POST', `${API}/users/logout`, {})).status).toBe(204);
    expect(c.cookies.has('jwt')).toBe(false);
    const replay = t.client();
    replay.cookies.set('jwt', stolen);
    const me = await replay.call('GET', `${API}/users/me`);
    expect(me.status).toBe(401);
    // The dead cookie is cleared.
    expect(me.headers.getSetCookie().some((l) => /^jwt=;/.test(l) || /^jwt=.*Max-Age=0/i.test(l))).toBe(true);
  });

  test('a password change ends the other sessions and keeps this one', async () => {
    const a = t.client();
    const b = t.client();
    await login(a, demo('coreadmin'));
    await login(b, demo('coreadmin'));
    const res = await a.call('PUT', `${API}/users/password/`, {
      currentPassword: DEMO_PASSWORD,
      password: 'a brand new passphrase',
      passwordConfirmation: 'a brand new passphrase',
    });
    expect(res.status).toBe(200);
    expect((await a.call('GET', `${API}/users/me`)).status).toBe(200);
    expect((await b.call('GET', `${API}/users/me`)).status).toBe(401);
    expect((await t.client().call('POST', `${API}/users/login`, { email: demo('coreadmin'), password: DEMO_PASSWORD })).status).toBe(422);
    await login(t.client(), demo('coreadmin'), 'a brand new passphrase');
  });

  test('it refuses the wrong current password, a common new one and a mismatched confirmation', async () => {
    const c = t.client();
    await login(c, demo('multi'));
    const wrong = await c.call('PUT', `${API}/users/password/`, {
      currentPassword: 'nope',
      password: 'long enough pass',
      passwordConfirmation: 'long enough pass',
    });
    expect(fieldErrors(wrong)).toEqual({ currentPassword: [AUTH_MESSAGES.currentPassword] });
    for (const password of ['password123', 'password1!', 'P@ssw0rd2025!']) {
      const common = await c.call('PUT', `${API}/users/password/`, {
        currentPassword: DEMO_PASSWORD,
        password,
        passwordConfirmation: password,
      });
      expect(fieldErrors(common), password).toEqual({ password: [AUTH_MESSAGES.passwordCommon] });
    }
    const mismatch = await c.call('PUT', `${API}/users/password/`, {
      currentPassword: DEMO_PASSWORD,
      password: 'long enough pass',
      passwordConfirmation: 'other',
    });
    expect(fieldErrors(mismatch)).toEqual({ passwordConfirmation: [AUTH_MESSAGES.passwordConfirmation] });
  });

  test('an expired session token is refused', async () => {
    const app = await createAuthTestApp({ settings: { sessionSeconds: 3600 } });
    try {
      const c = app.client();
      await c.call('POST', `${API}/users/login`, { email: demo('punter'), password: DEMO_PASSWORD });
      expect((await c.call('GET', `${API}/users/me`)).status).toBe(200);
      app.clock.advance(3601);
      expect((await c.call('GET', `${API}/users/me`)).status).toBe(401);
    } finally {
      await app.close();
    }
  });

  test('it refuses cross-site state changes', async () => {
    const c = t.client();
    const evil = await c.call(
      'POST',
      `${API}/users/login`,
      { email: demo('punter'), password: DEMO_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(evil.status).toBe(403);
    const fetchSite = await c.call('POST', `${API}/users/logout`, {}, { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.status).toBe(403);
    const form = await c.call('POST', `${API}/users/login`, `email=${demo('punter')}&password=${DEMO_PASSWORD}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    const same = await c.call(
      'POST',
      `http://localhost${API}/users/login`,
      { email: demo('punter'), password: DEMO_PASSWORD },
      { origin: 'http://localhost' },
    );
    expect(same.status).toBe(200);
  });
});

describe('registration', () => {
  test('it registers by e-mail, verifies with the link once, and signs in', async () => {
    const c = t.client();
    const email = uniqueEmail();
    const res = await register(c, { email, role: 'escort' });
    expect(res.status).toBe(201);
    expect(registrationResponseSchema.parse(res.body).results).toMatchObject({ userEmail: email });
    const link = new URL(t.outbox(email)[0]!.link!);
    const token = link.pathname.split('/').at(-2)!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const verified = await c.call('GET', `${API}/users/verify/${token}`);
    const session = sessionResultSchema.parse((verified.body as { results: unknown }).results);
    expect(session.user).toMatchObject({ email, emailVerified: true, roles: [{ id: 2 }] });
    expect(session.redirect).toBe('/users/registration/confirmation/');
    expect((await t.client().call('GET', `${API}/users/verify/${token}`)).status).toBe(422);
  });

  test('it gives the SPEC §5 messages at their fields', async () => {
    const taken = await register(t.client(), { email: demo('punter') });
    expect(taken.body).toEqual({ message: SERVER_MESSAGES.isEmailTaken, errors: { email: [SERVER_MESSAGES.isEmailTaken] } });
    const invalid = await register(t.client(), { email: 'not-an-address' });
    expect(fieldErrors(invalid).email).toEqual([SERVER_MESSAGES.isEmailInvalid]);
    const phone = await register(t.client(), { phone: '0151 2345678' });
    expect(fieldErrors(phone).phone).toEqual([SERVER_MESSAGES.isPhoneInvalid]);
  });

  test('it refuses short, common and missing confirmations, and an unsolved or reused captcha', async () => {
    const bad = await t.client().call('POST', `${API}/users/registration`, { email: uniqueEmail(), password: 'short', terms: false });
    expect(fieldErrors(bad)).toMatchObject({
      password: [AUTH_MESSAGES.passwordMin],
      terms: [AUTH_MESSAGES.termsRequired],
      adult: [AUTH_MESSAGES.adultRequired],
      captcha: [AUTH_MESSAGES.captchaInvalid],
    });
    for (const password of ['iloveyou', 'password1!', 'Sommer2024!']) {
      const common = await register(t.client(), { email: uniqueEmail(), password });
      expect(fieldErrors(common), password).toEqual({ password: [AUTH_MESSAGES.passwordCommon] });
    }
    const captcha = await t.captcha();
    const first = await t
      .client()
      .call('POST', `${API}/users/registration`, { email: uniqueEmail(), password: PASSWORD, terms: true, adult: true, captcha });
    expect(first.status).toBe(201);
    const again = await t
      .client()
      .call('POST', `${API}/users/registration`, { email: uniqueEmail(), password: PASSWORD, terms: true, adult: true, captcha });
    expect(fieldErrors(again)).toEqual({ captcha: [AUTH_MESSAGES.captchaInvalid] });
    const long = await register(t.client(), { email: uniqueEmail(), password: 'x'.repeat(64) + ' a long passphrase' });
    expect(long.status).toBe(201);
  });

  test('a taken phone is answered like a new one; its owner gets a note, not a code', async () => {
    const owner = (await login(t.client(), demo('venue'))).user.phone!;
    const fresh = uniquePhone();
    const a = await register(t.client(), { phone: owner });
    const b = await register(t.client(), { phone: fresh });
    expect([a.status, b.status]).toEqual([201, 201]);
    const ra = phoneVerificationResultSchema.parse((a.body as { results: unknown }).results);
    const rb = phoneVerificationResultSchema.parse((b.body as { results: unknown }).results);
    expect(Object.keys(ra).sort()).toEqual(Object.keys(rb).sort());
    expect(t.outbox(owner)[0]).toMatchObject({ purpose: 'accountExists', code: null });
    expect(t.outbox(fresh)[0]).toMatchObject({ purpose: 'verifyPhone' });
    const data = await t.client().call('GET', `${API}/user/verify-phone-data/${ra.verifyNumber}/`);
    expect(data.status).toBe(200);
    for (const guess of ['000000', '123456'])
      expect((await t.client().call('POST', `${API}/user/verify-code/${ra.verifyNumber}/${guess}/`, {})).status).toBe(422);
  });

  test('the variants register punters and keep the profile to return to', async () => {
    const email = uniqueEmail();
    const c = t.client();
    const res = await c.call('POST', `${API}/users/registration/from-gallery`, {
      email,
      password: PASSWORD,
      terms: true,
      adult: true,
      role: 'venue',
      captcha: await t.captcha(),
      redirectProfilePath: '/users/42/',
    });
    expect(res.status).toBe(201);
    const token = new URL(t.outbox(email)[0]!.link!).pathname.split('/').at(-2)!;
    const session = sessionResultSchema.parse(((await c.call('GET', `${API}/users/verify/${token}`)).body as { results: unknown }).results);
    expect(session.user.roles).toEqual([{ id: 1 }]);
    expect(session.redirect).toBe('/users/42/');
  });
});

describe('verification codes and links', () => {
  test('five wrong codes in total kill a verification: no resend renews it, a new one starts once it expired', async () => {
    const phone = uniquePhone();
    const c = t.client();
    const r = phoneVerificationResultSchema.parse(((await register(c, { phone })).body as { results: unknown }).results);
    const code = t.outbox(phone)[0]!.code!;
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++)
      expect(fieldErrors(await c.call('POST', `${API}/user/verify-code/${r.verifyNumber}/${wrong}/`, {}))).toEqual({
        code: [AUTH_MESSAGES.codeInvalid],
      });
    expect(fieldErrors(await c.call('POST', `${API}/user/verify-code/${r.verifyNumber}/${code}/`, {}))).toEqual({
      code: [AUTH_MESSAGES.codeExpired],
    });

    // A dead verification sends no new code, even after the cooldown.
    t.clock.advance(61);
    expect(fieldErrors(await c.call('POST', `${API}/user/re-send-code/${r.verifyNumber}/`, {}))).toEqual({
      code: [AUTH_MESSAGES.codeExpired],
    });
    expect(t.outbox(phone)).toHaveLength(1);
    // Logging in does not start a fresh one while it lives ...
    const early = await c.call('POST', `${API}/users/login`, { phone, password: PASSWORD });
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
    // ... and does once it expired (ten minutes after its last code).
    t.clock.advance(10 * 60);
    const again = phoneVerificationResultSchema.parse(
      ((await c.call('POST', `${API}/users/login`, { phone, password: PASSWORD })).body as { results: unknown }).results,
    );
    const fresh = t.outbox(phone)[0]!.code!;
    expect((await c.call('POST', `${API}/user/verify-code/${again.verifyNumber}/${fresh}/`, {})).status).toBe(200);
  });

  test('expired links and codes fail', async () => {
    const email = uniqueEmail();
    await register(t.client(), { email });
    const token = new URL(t.outbox(email)[0]!.link!).pathname.split('/').at(-2)!;
    const phone = uniquePhone();
    const r = phoneVerificationResultSchema.parse(((await register(t.client(), { phone })).body as { results: unknown }).results);
    const code = t.outbox(phone)[0]!.code!;
    t.clock.advance(25 * 3600);
    expect(fieldErrors(await t.client().call('GET', `${API}/users/verify/${token}`))).toEqual({ token: [AUTH_MESSAGES.linkInvalid] });
    expect(fieldErrors(await t.client().call('POST', `${API}/user/verify-code/${r.verifyNumber}/${code}/`, {}))).toEqual({
      code: [AUTH_MESSAGES.codeExpired],
    });
  });

  test('a resent e-mail link replaces the old one, and the address of a waiting registration can be corrected', async () => {
    const email = uniqueEmail();
    const c = t.client();
    const { userHash } = ((await register(c, { email })).body as { results: { userHash: string } }).results;
    const first = new URL(t.outbox(email)[0]!.link!).pathname.split('/').at(-2)!;
    t.clock.advance(61);
    expect((await c.call('POST', `${API}/users/verify/resend`, { userHash })).status).toBe(200);
    const corrected = uniqueEmail();
    const taken = await c.call('PUT', `${API}/user/email/`, { userHash, email: demo('punter') });
    expect(fieldErrors(taken)).toEqual({ email: [SERVER_MESSAGES.isEmailTaken] });
    expect((await c.call('PUT', `${API}/user/email/`, { userHash, email: corrected })).status).toBe(200);
    const latest = new URL(t.outbox(corrected)[0]!.link!).pathname.split('/').at(-2)!;
    expect((await t.client().call('GET', `${API}/users/verify/${first}`)).status).toBe(422);
    const session = sessionResultSchema.parse(
      ((await c.call('GET', `${API}/users/verify/${latest}`)).body as { results: unknown }).results,
    );
    expect(session.user.email).toBe(corrected);
  });

  test('a WhatsApp code from the right number verifies, and the waiting page then signs in once', async () => {
    const phone = uniquePhone();
    const c = t.client();
    const r = phoneVerificationResultSchema.parse(
      ((await register(c, { phone, phoneChannel: 'whatsapp' })).body as { results: unknown }).results,
    );
    expect(r.whatsappCode).toMatch(/^LM-[A-Z2-9]{6}$/);
    expect(t.outbox(phone)).toEqual([]);
    const pending = await c.call('POST', `${API}/user/whatsapp-check/${r.verifyNumber}/`, {});
    expect((pending.body as { results: unknown }).results).toEqual({ verified: false, stuck: false, session: null });
    t.clock.advance(121);
    expect(
      ((await c.call('POST', `${API}/user/whatsapp-check/${r.verifyNumber}/`, {})).body as { results: { stuck: boolean } }).results.stuck,
    ).toBe(true);
    // The demo outbox's reply button, used by whoever runs the server (the outbox key).
    const outbox = { 'x-outbox-key': t.outboxKey };
    const stranger = await c.call('POST', `${API}/demo/outbox/whatsapp-reply`, { from: uniquePhone(), text: r.whatsappCode }, outbox);
    expect((stranger.body as { results: { matched: boolean } }).results.matched).toBe(false);
    const owner = await c.call(
      'POST',
      `${API}/demo/outbox/whatsapp-reply`,
      { from: phone, text: `code ${r.whatsappCode!.toLowerCase()}` },
      outbox,
    );
    expect((owner.body as { results: { matched: boolean } }).results.matched).toBe(true);
    const done = await c.call('POST', `${API}/user/whatsapp-check/${r.verifyNumber}/`, {});
    expect((done.body as { results: { verified: boolean } }).results.verified).toBe(true);
    expect(c.cookies.has('jwt')).toBe(true);
    expect((await t.client().call('POST', `${API}/user/whatsapp-check/${r.verifyNumber}/`, {})).status).toBe(422);
  });

  test('an SMS code can replace a stuck WhatsApp verification (no /api prefix)', async () => {
    const phone = uniquePhone();
    const c = t.client();
    const r = phoneVerificationResultSchema.parse(
      ((await register(c, { phone, phoneChannel: 'whatsapp' })).body as { results: unknown }).results,
    );
    expect((await c.call('POST', '/users/send-out-verify-sms', { hash: r.verifyNumber })).status).toBe(200);
    const code = t.outbox(phone)[0]!.code!;
    expect((await c.call('POST', `${API}/user/verify-code/${r.verifyNumber}/${code}/`, {})).status).toBe(200);
  });
});

describe('password reset', () => {
  test('registered and unregistered e-mails get the same answer; only the registered one gets a message', async () => {
    const known = await t.client().call('POST', `${API}/users/forgot-password`, { email: demo('godadmin'), captcha: await t.captcha() });
    const unknown = await t
      .client()
      .call('POST', `${API}/users/forgot-password`, { email: 'nobody-here@example.test', captcha: await t.captcha() });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(known.headers.getSetCookie()).toEqual(unknown.headers.getSetCookie());
    expect(t.outbox(demo('godadmin'))[0]?.purpose).toBe('resetEmail');
    expect(t.outbox('nobody-here@example.test')).toEqual([]);
  });

  test('registered and unregistered phones get answers of the same shape, and wrong codes fail alike', async () => {
    const phone = (await login(t.client(), demo('superadmin'))).user.phone!;
    const known = await t.client().call('POST', `${API}/users/forgot-password`, { phone, captcha: await t.captcha() });
    const unknown = await t.client().call('POST', `${API}/users/forgot-password`, { phone: uniquePhone(), captcha: await t.captcha() });
    const shape = (b: unknown) =>
      JSON.stringify((b as { results: Record<string, unknown> }).results, (k, v: unknown) => (k === 'hash' ? typeof v : v));
    expect(shape(known.body)).toBe(shape(unknown.body));
    for (const res of [known, unknown]) {
      const hash = (res.body as { results: { hash: string } }).results.hash;
      const wrong = await t
        .client()
        .call('POST', `${API}/users/forgot-password/verify-sms`, { hash, code: '000001', password: 'new long passphrase' });
      expect(fieldErrors(wrong)).toEqual({ code: [AUTH_MESSAGES.codeInvalid] });
    }
  });

  test('a reset link works once and not after an hour', async () => {
    await t.client().call('POST', `${API}/users/forgot-password`, { email: demo('supergodadmin'), captcha: await t.captcha() });
    const token = new URL(t.outbox(demo('supergodadmin'))[0]!.link!).pathname.split('/').at(-2)!;
    const first = await t.client().call('POST', `${API}/users/forgot-password/verify-email`, { token, password: 'reset once passphrase' });
    expect(first.status).toBe(200);
    const reused = await t
      .client()
      .call('POST', `${API}/users/forgot-password/verify-email`, { token, password: 'reset twice passphrase' });
    expect(fieldErrors(reused)).toEqual({ token: [AUTH_MESSAGES.linkInvalid] });
    await login(t.client(), demo('supergodadmin'), 'reset once passphrase');

    await t.client().call('POST', `${API}/users/forgot-password`, { email: demo('supergodadmin'), captcha: await t.captcha() });
    const late = new URL(t.outbox(demo('supergodadmin'))[0]!.link!).pathname.split('/').at(-2)!;
    t.clock.advance(3601);
    expect(
      (await t.client().call('POST', `${API}/users/forgot-password/verify-email`, { token: late, password: 'too late passphrase' })).status,
    ).toBe(422);
  });
});

describe('rate limits', () => {
  test('login: ten attempts per account from one address per window, then 429 with Retry-After', async () => {
    const c = t.client();
    for (let i = 0; i < 10; i++) {
      expect((await c.call('POST', `${API}/users/login`, { email: demo('escort-new'), password: `wrong ${i}` })).status).toBe(422);
      t.clock.advance(8); // past the slow-down's longest wait
    }
    const limited = await c.call('POST', `${API}/users/login`, { email: demo('escort-new'), password: DEMO_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ message: AUTH_MESSAGES.tooManyAttempts, retryAfter: expect.any(Number) as number });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Unknown accounts are limited the same way.
    for (let i = 0; i < 10; i++) {
      await c.call('POST', `${API}/users/login`, { email: 'ghost@example.test', password: 'x' });
      t.clock.advance(8);
    }
    expect((await c.call('POST', `${API}/users/login`, { email: 'ghost@example.test', password: 'x' })).status).toBe(429);
    // The owner, from their own address, is not locked out: after the failures the account asks for
    // the captcha, and with one solved the password signs in.
    const owner = t.client();
    expect(fieldErrors(await owner.call('POST', `${API}/users/login`, { email: demo('escort-new'), password: DEMO_PASSWORD }))).toEqual({
      captcha: [AUTH_MESSAGES.captchaRequired],
    });
    const res = await owner.call('POST', `${API}/users/login`, {
      email: demo('escort-new'),
      password: DEMO_PASSWORD,
      captcha: await t.captcha(),
    });
    expect(res.status).toBe(200);
  });

  test('login: a hundred attempts per client address, then 429', async () => {
    const c = t.client();
    for (let i = 0; i < 100; i++)
      expect((await c.call('POST', `${API}/users/login`, { email: `spray-${i}@example.test`, password: 'x' })).status).toBe(422);
    expect((await c.call('POST', `${API}/users/login`, { email: demo('punter'), password: DEMO_PASSWORD })).status).toBe(429);
    expect((await t.client().call('POST', `${API}/users/login`, { email: demo('punter'), password: DEMO_PASSWORD })).status).toBe(200);
  });

  test('password reset: three requests per account per hour, whether or not it exists', async () => {
    for (const email of [demo('admin'), 'nobody-else@example.test']) {
      for (let i = 0; i < 3; i++)
        expect((await t.client().call('POST', `${API}/users/forgot-password`, { email, captcha: await t.captcha() })).status).toBe(200);
      expect((await t.client().call('POST', `${API}/users/forgot-password`, { email, captcha: await t.captcha() })).status).toBe(429);
    }
  });

  test('registration and captchas are limited per client address', async () => {
    const c = t.client();
    for (let i = 0; i < 120; i++) await c.call('GET', `${API}/users/captcha`);
    expect((await c.call('GET', `${API}/users/captcha`)).status).toBe(429);
    const r = t.client();
    for (let i = 0; i < 30; i++) {
      const res = await r.call('POST', `${API}/users/registration`, {
        email: uniqueEmail(),
        password: PASSWORD,
        terms: true,
        adult: true,
        captcha: {},
      });
      expect(fieldErrors(res)).toEqual({ captcha: [AUTH_MESSAGES.captchaInvalid] });
    }
    expect(
      (
        await r.call('POST', `${API}/users/registration`, {
          email: uniqueEmail(),
          password: PASSWORD,
          terms: true,
          adult: true,
          captcha: await t.captcha(),
        })
      ).status,
    ).toBe(429);
  });
});

describe('account and permissions', () => {
  test('the username is public and unique', async () => {
    const c = t.client();
    await login(c, demo('punter-basic'));
    const taken = await c.call('PATCH', `${API}/users/me`, { username: 'admin' });
    expect(taken.body).toEqual({ message: SERVER_MESSAGES.isUsernameTaken, errors: { username: [SERVER_MESSAGES.isUsernameTaken] } });
    expect(fieldErrors(await c.call('PATCH', `${API}/users/me`, { username: 'a b' }))).toEqual({
      username: [AUTH_MESSAGES.usernameFormat],
    });
    const ok = await c.call('PATCH', `${API}/users/me`, { username: 'Nachtfalter_77' });
    expect(meResponseSchema.parse(ok.body).results.username).toBe('Nachtfalter_77');
  });

  test('protected endpoints answer 401 without a session and 403 to roles without the permission', async () => {
    expect((await t.client().call('GET', `${API}/users/me`)).status).toBe(401);
    expect((await t.client().call('PUT', `${API}/users/password/`, {})).status).toBe(401);
    const escort = t.client();
    await login(escort, demo('escort'));
    expect((await escort.call('POST', `${API}/users/impersonation-tickets`, { userId: 1 })).status).toBe(403);
    expect((await escort.call('GET', `${API}/users/favorite-profiles`)).status).toBe(403);
    const punter = t.client();
    await login(punter, demo('punter'));
    expect((await punter.call('GET', `${API}/users/favorite-profiles`)).status).toBe(200);
  });
});

describe('impersonation', () => {
  test('an admin impersonates through a single-use ticket, stops, and both are audited', async () => {
    const admin = t.client({ 'user-agent': 'integration-test' });
    await adminLogin(admin, demo('admin'));
    const target = (await login(t.client(), demo('escort'))).user;
    const ticket = await admin.call('POST', `${API}/users/impersonation-tickets`, { email: demo('escort') });
    expect(ticket.status).toBe(201);
    const { secret, userId } = (ticket.body as { results: { secret: string; userId: number } }).results;
    expect(userId).toBe(target.id);

    const verify = await admin.call('GET', `${API}/users/verify-admin?secret=${secret}&userId=${userId}`);
    expect(verify.body).toMatchObject({
      results: { impersonationData: { userId, username: 'escort' }, adminDetails: { roles: [{ id: 4 }] } },
    });
    expect((await t.client().call('GET', `${API}/users/verify-admin?secret=${secret}&userId=${userId}`)).status).toBe(401);

    const start = await admin.call('POST', `${API}/users/impersonate`, { secret, userId });
    expect(start.status).toBe(200);
    expect(admin.cookies.get('isAdminImpersonating')).toBe('escort');
    const me = meResponseSchema.parse((await admin.call('GET', `${API}/users/me`)).body).results;
    expect(me).toMatchObject({ id: target.id, isAdminImpersonating: true, impersonator: { username: 'admin' } });
    // Single use, and no impersonation from inside an impersonation.
    expect((await admin.call('POST', `${API}/users/impersonate`, { secret, userId })).status).toBe(403);

    // Stopping ends the session: the admin signs in again (no way back to an admin session without it).
    const stop = await admin.call('POST', `${API}/users/impersonate/stop`, {});
    expect(stop.body).toEqual({ results: { redirect: '/users/login/' } });
    expect(admin.cookies.has('isAdminImpersonating')).toBe(false);
    expect(admin.cookies.has('jwt')).toBe(false);
    expect((await admin.call('GET', `${API}/users/me`)).status).toBe(401);
    expect((await admin.call('POST', `${API}/users/impersonate/stop`, {})).status).toBe(401);

    const rows = syncSql(t.database).all(
      'SELECT action, user_id, ip, user_agent, created_at FROM impersonation_log WHERE admin_id = (SELECT id FROM users WHERE username = ?) ORDER BY id',
      'admin',
    ) as { action: string; user_id: number; ip: string; user_agent: string; created_at: string }[];
    // The refused second start (from inside the impersonation) is logged too.
    expect(rows.map((r) => [r.action, r.user_id, r.user_agent])).toEqual([
      ['start', target.id, 'integration-test'],
      ['refused', target.id, 'integration-test'],
      ['stop', target.id, 'integration-test'],
    ]);
    expect(rows.every((r) => r.ip.startsWith('10.0.') && r.created_at)).toBe(true);
    // Both are admin actions of the hash-chained audit log as well.
    const chain = syncSql(t.database).all(
      `SELECT action, target_id AS targetId FROM audit_log WHERE action LIKE 'impersonation.%' ORDER BY id`,
    ) as { action: string; targetId: number }[];
    expect(chain).toEqual([
      { action: 'impersonation.start', targetId: target.id },
      { action: 'impersonation.stop', targetId: target.id },
    ]);
    await adminLogin(admin, demo('admin'));
    expect((await admin.call('GET', `${API}/users/verify-admin?secret=${secret}&userId=${userId}`)).status).toBe(404);
  });

  test('support cannot impersonate, and nobody can impersonate an admin or themselves', async () => {
    const support = t.client();
    await login(support, demo('support'));
    expect((await support.call('POST', `${API}/users/impersonation-tickets`, { email: demo('punter') })).status).toBe(403);
    const god = t.client();
    const self = (await adminLogin(god, demo('godadmin'))).user;
    expect(fieldErrors(await god.call('POST', `${API}/users/impersonation-tickets`, { email: demo('support') }))).toEqual({
      userId: [AUTH_MESSAGES.impersonationRefused],
    });
    expect(fieldErrors(await god.call('POST', `${API}/users/impersonation-tickets`, { userId: self.id }))).toEqual({
      userId: [AUTH_MESSAGES.impersonationRefused],
    });
  });

  test('logging out while impersonating ends both sessions and is audited as a stop', async () => {
    const admin = t.client();
    await adminLogin(admin, demo('superadmin'));
    const adminToken = admin.cookies.get('jwt')!;
    const { secret, userId } = (
      (await admin.call('POST', `${API}/users/impersonation-tickets`, { email: demo('punter-basic') })).body as {
        results: { secret: string; userId: number };
      }
    ).results;
    await admin.call('POST', `${API}/users/impersonate`, { secret, userId });
    expect((await admin.call('POST', `${API}/users/logout`, {})).status).toBe(204);
    const replay = t.client();
    replay.cookies.set('jwt', adminToken);
    expect((await replay.call('GET', `${API}/users/me`)).status).toBe(401);
    const actions = syncSql(t.database).all(
      "SELECT action FROM impersonation_log WHERE admin_id = (SELECT id FROM users WHERE username = 'superadmin') ORDER BY id",
    ) as { action: string }[];
    expect(actions.map((a) => a.action)).toEqual(['start', 'stop']);
  });
});

test('it logged no unexpected error', () => {
  expect(t.log.lines.filter((l) => l.level === 'error')).toEqual([]);
});

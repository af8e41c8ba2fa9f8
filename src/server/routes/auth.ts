/**
 * Authentication (SPEC §7 "Auth calls", §4 "Login"): captcha, login and its variants, logout,
 * registration and its variants, phone verification (SMS code, WhatsApp, resend, stuck check),
 * e-mail verification (link, resend, correcting the address), password reset by e-mail or SMS.
 *
 * No answer tells whether an e-mail or phone is registered, except the one SPEC §5 requires:
 * registering an e-mail that is taken says so (behind the captcha and a per-address limit).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import {
  changeEmailBodySchema,
  codeSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registrationBodySchema,
  resendCodeBodySchema,
  resendEmailBodySchema,
  resetByEmailBodySchema,
  resetBySmsBodySchema,
  secretSchema,
  sendOutSmsBodySchema,
  type ForgotPasswordResults,
  type LoginResults,
  type PhoneData,
  type RegistrationVariant,
  type WhatsappCheck,
} from '../../lib/api/auth.ts';
import { SERVER_MESSAGES } from '../../lib/api/form-errors.ts';
import { maskPhone } from '../../lib/identity.ts';
import { hasRole, ROLES } from '../../lib/permissions.ts';
import { sameSitePath } from '../../lib/redirect.ts';
import { z } from 'zod';
import { LOCALES } from '../../../regions/schema.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import type { Accounts } from '../auth/accounts.ts';
import { isGuessable } from '../auth/passwords.ts';
import { LIMITS, RESEND_COOLDOWN_SECONDS } from '../auth/rate-limit.ts';
import { endSession, prefixOf, refused, siteLink, startSession, tooMany } from '../auth/respond.ts';
import {
  checkCode,
  consumeSecret,
  findLiveSecret,
  issueSecret,
  renewCode,
  replaceToken,
  resendIn,
  type SecretRow,
} from '../auth/secret-store.ts';
import { accountById, createAccount, findAccount, type AccountRow } from '../auth/user-store.ts';
import { messageLocale, sendLimited, startEmailVerification, startPhoneVerification } from '../auth/verification.ts';
import { logImpersonation } from '../auth/audit.ts';
import { hashPassword, hashPasswordSync, verifyPassword } from '../security/password.ts';
import { requireJson, unprocessable, validJson, validParams } from '../http/validate.ts';

/** Seconds after which a WhatsApp verification without an incoming message counts as stuck. */
export const WHATSAPP_STUCK_SECONDS = 120;

/** Verified against when the account does not exist, so both cases take the same time. */
let dummyHash: string | undefined;
const dummy = () => (dummyHash ??= hashPasswordSync('not a password of anyone'));

const hashParam = z.object({ hash: secretSchema });
const codeParams = z.object({ hash: secretSchema, code: codeSchema });
const tokenParam = z.object({ token: secretSchema });

/** The limiter key of a contact ("e:…" or "p:…"). */
const contactKey = (b: { email?: string | null; phone?: string | null }) => (b.email ? `e:${b.email}` : `p:${b.phone}`);

export function authRoutes(deps: AppDeps, accounts: Accounts) {
  const { db, clock, regions } = deps;
  const app = new Hono<AppEnv>({ strict: false });
  const ip = (c: Context<AppEnv>) => accounts.clientAddress(c);

  /** Where a user lands after verifying: the stored same-site path, else the confirmation page. */
  const afterVerification = (row: SecretRow, account: AccountRow) =>
    sameSitePath(row.redirect_path) ?? `${prefixOf(regions, account.region)}/users/registration/confirmation/`;

  app.get('/users/captcha', async (c) => {
    const limited = refused(c, accounts.limiter.hit(LIMITS.captchaPerAddress, ip(c)));
    if (limited) return limited;
    return c.json({ results: await accounts.captcha.create() });
  });

  // Login and its variants (SPEC §7): from-gallery behaves like login; as-punter admits punters only.
  for (const variant of ['', '/from-gallery', '/as-punter'] as const) {
    app.post(`/users/login${variant}`, requireJson, validJson(loginBodySchema), async (c) => {
      const body = c.req.valid('json');
      const field = body.email ? 'email' : 'phone';
      const key = contactKey(body);
      const limited = refused(
        c,
        accounts.limiter.hitAll([
          [LIMITS.loginPerAddress, ip(c)],
          [LIMITS.loginPerAccount, key],
        ]),
      );
      if (limited) return limited;

      const account = await findAccount(db, body.email ? { email: body.email } : { phone: body.phone });
      const ok = (await verifyPassword(body.password, account?.password_hash ?? dummy())) && !!account?.password_hash;
      if (!account || !ok) return unprocessable(c, { password: [AUTH_MESSAGES.credentials] }, AUTH_MESSAGES.credentials);
      accounts.limiter.reset(LIMITS.loginPerAccount, key);

      if (variant === '/as-punter') {
        const roles = await db.selectFrom('user_roles').select('role_id').where('user_id', '=', account.id).execute();
        if (
          !hasRole(
            roles.map((r) => r.role_id),
            ROLES.punter,
          )
        )
          return unprocessable(c, { _: [AUTH_MESSAGES.notPunter] }, AUTH_MESSAGES.notPunter);
      }
      const redirect = sameSitePath(body.redirectProfilePath) ?? sameSitePath(body.redirectUrl) ?? null;

      let results: LoginResults | undefined;
      if (field === 'email' && !account.email_verified_at) {
        results = await startEmailVerification(c, deps, accounts, account, redirect);
      } else if (field === 'phone' && !account.phone_verified_at) {
        results = await startPhoneVerification(deps, accounts, account.phone!, account.phone_channel ?? 'sms', account, {
          redirectPath: redirect,
        });
      } else {
        results = await startSession(c, deps, accounts, account.id, { redirect });
      }
      if (!results) return unprocessable(c, { password: [AUTH_MESSAGES.credentials] }, AUTH_MESSAGES.credentials);
      return c.json({ results });
    });
  }

  app.post('/users/logout', requireJson, async (c) => {
    const user = c.get('user');
    if (user?.impersonatorId) {
      await logImpersonation(db, c, accounts, { action: 'stop', adminId: user.impersonatorId, userId: user.id, at: clock.now() });
    }
    await endSession(c, deps);
    return c.body(null, 204);
  });

  // Registration and its variants: the variants (purchase flows) always register a punter.
  const variants: Record<string, RegistrationVariant> = {
    '/users/registration': 'registration',
    '/users/registration/from-gallery': 'from-gallery',
    '/users/registration/from-tip': 'from-tip',
    '/users/registration/from-punter-modal': 'from-punter-modal',
  };
  for (const [path, variant] of Object.entries(variants)) {
    app.post(path, requireJson, validJson(registrationBodySchema), async (c) => {
      const body = c.req.valid('json');
      const limited = refused(c, accounts.limiter.hit(LIMITS.registerPerAddress, ip(c)));
      if (limited) return limited;
      if (!(await accounts.captcha.verify(body.captcha))) return unprocessable(c, { captcha: [AUTH_MESSAGES.captchaInvalid] });
      const email = body.email ?? null;
      const phone = email ? null : (body.phone ?? null);
      if (isGuessable(body.password, [email, phone])) return unprocessable(c, { password: [AUTH_MESSAGES.passwordCommon] });

      const role = variant === 'registration' ? body.role : 'punter';
      const roleId = { punter: ROLES.punter, escort: ROLES.escort, venue: ROLES.venue }[role];
      const redirectPath = sameSitePath(body.redirectProfilePath) ?? null;
      const requested = c.req.header('x-locale')?.toLowerCase();
      const locale = requested && (LOCALES as readonly string[]).includes(requested) ? requested : null;
      // Hash before looking anything up: the taken-phone answer must take as long as a real one.
      const passwordHash = await hashPassword(body.password);
      const now = clock.now().toISOString();
      const existing = await findAccount(db, email ? { email } : { phone });
      if (existing && email) return unprocessable(c, { email: [SERVER_MESSAGES.isEmailTaken] }, SERVER_MESSAGES.isEmailTaken);

      const id = existing
        ? undefined
        : await createAccount(db, {
            email,
            phone,
            passwordHash,
            phoneChannel: phone ? body.phoneChannel : null,
            roleId,
            region: body.region,
            locale,
            source: variant,
            now,
          });
      if (email) {
        if (id === undefined) return unprocessable(c, { email: [SERVER_MESSAGES.isEmailTaken] }, SERVER_MESSAGES.isEmailTaken);
        const account = (await accountById(db, id))!;
        return c.json({ results: await startEmailVerification(c, deps, accounts, account, redirectPath) }, 201);
      }
      const account = id === undefined ? null : ((await accountById(db, id)) ?? null);
      const results = await startPhoneVerification(deps, accounts, phone!, body.phoneChannel, account, { redirectPath, locale });
      return c.json({ results }, 201);
    });
  }

  // Phone verification.
  const livePhone = (hash: string) => findLiveSecret(db, 'verify_phone', { handle: hash }, clock.now());

  app.get('/user/verify-phone-data/:hash', validParams(hashParam), async (c) => {
    const row = await livePhone(c.req.valid('param').hash);
    if (!row?.recipient) return c.json({ message: AUTH_MESSAGES.linkInvalid }, 404);
    const results: PhoneData = {
      userPhoneNumber: maskPhone(row.recipient),
      channel: row.channel === 'whatsapp' ? 'whatsapp' : 'sms',
      whatsappCode: row.channel === 'whatsapp' ? row.whatsapp_code : null,
      whatsappNumber: row.channel === 'whatsapp' ? accounts.settings.whatsappNumber : null,
      resendIn: resendIn(row, clock.now(), RESEND_COOLDOWN_SECONDS),
      expiresAt: row.expires_at,
    };
    return c.json({ results });
  });

  app.post('/user/re-send-code/:hash', requireJson, validParams(hashParam), validJson(resendCodeBodySchema), (c) =>
    resendSmsCode(c, deps, accounts, c.req.valid('param').hash),
  );

  app.post('/user/verify-code/:hash/:code', requireJson, validParams(codeParams), async (c) => {
    const limited = refused(c, accounts.limiter.hit(LIMITS.verifyPerAddress, ip(c)));
    if (limited) return limited;
    const { hash, code } = c.req.valid('param');
    const now = clock.now();
    const row = await livePhone(hash);
    if (!row?.recipient) return unprocessable(c, { code: [AUTH_MESSAGES.codeExpired] });
    const check = await checkCode(db, row, code, now);
    if (check !== 'ok' || row.user_id === null)
      return unprocessable(c, { code: [check === 'expired' ? AUTH_MESSAGES.codeExpired : AUTH_MESSAGES.codeInvalid] });
    const account = await accountById(db, row.user_id);
    if (!account || account.phone !== row.recipient) return unprocessable(c, { code: [AUTH_MESSAGES.codeExpired] });
    await db
      .updateTable('users')
      .set({ phone_verified_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', account.id)
      .where('phone_verified_at', 'is', null)
      .execute();
    return c.json({ results: await startSession(c, deps, accounts, account.id, { redirect: afterVerification(row, account) }) });
  });

  app.post('/user/whatsapp-check/:hash', requireJson, validParams(hashParam), async (c) => {
    const limited = refused(c, accounts.limiter.hit(LIMITS.verifyPerAddress, ip(c)));
    if (limited) return limited;
    const now = clock.now();
    const row = await livePhone(c.req.valid('param').hash);
    if (!row || row.channel !== 'whatsapp') return unprocessable(c, { code: [AUTH_MESSAGES.codeExpired] });
    const results: WhatsappCheck = { verified: false, stuck: false, session: null };
    if (row.whatsapp_received_at && row.user_id !== null && (await consumeSecret(db, row.id, now))) {
      const account = await accountById(db, row.user_id);
      if (account) {
        results.verified = true;
        results.session = (await startSession(c, deps, accounts, account.id, { redirect: afterVerification(row, account) })) ?? null;
      }
    } else {
      results.stuck = now.getTime() - Date.parse(row.last_sent_at) > WHATSAPP_STUCK_SECONDS * 1000;
    }
    return c.json({ results });
  });

  // E-mail verification.
  app.get('/users/verify/:token', validParams(tokenParam), async (c) => {
    const limited = refused(c, accounts.limiter.hit(LIMITS.verifyPerAddress, ip(c)));
    if (limited) return limited;
    const now = clock.now();
    const row = await findLiveSecret(db, 'verify_email', { token: c.req.valid('param').token }, now);
    const account = row?.user_id ? await accountById(db, row.user_id) : undefined;
    if (!row || !account || account.email !== row.recipient || !(await consumeSecret(db, row.id, now))) {
      return unprocessable(c, { token: [AUTH_MESSAGES.linkInvalid] }, AUTH_MESSAGES.linkInvalid);
    }
    await db
      .updateTable('users')
      .set({ email_verified_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', account.id)
      .execute();
    return c.json({ results: await startSession(c, deps, accounts, account.id, { redirect: afterVerification(row, account) }) });
  });

  /** The live e-mail verification of a waiting page, with its account. */
  const liveEmail = async (userHash: string) => {
    const row = await findLiveSecret(db, 'verify_email', { handle: userHash }, clock.now());
    const account = row?.user_id ? await accountById(db, row.user_id) : undefined;
    return row && account && !account.email_verified_at ? { row, account } : undefined;
  };

  app.post('/users/verify/resend', requireJson, validJson(resendEmailBodySchema), async (c) => {
    const limited = refused(c, accounts.limiter.hit(LIMITS.sendPerAddress, ip(c)));
    if (limited) return limited;
    const found = await liveEmail(c.req.valid('json').userHash);
    if (!found) return unprocessable(c, { userHash: [AUTH_MESSAGES.linkInvalid] }, AUTH_MESSAGES.linkInvalid);
    const now = clock.now();
    const wait = resendIn(found.row, now, RESEND_COOLDOWN_SECONDS);
    if (wait > 0) return tooMany(c, wait, AUTH_MESSAGES.resendCooldown);
    const { token } = await replaceToken(db, found.row, now);
    const link = siteLink(c, accounts, `${prefixOf(regions, found.account.region)}/users/verify/${token}/`);
    const sent = await sendLimited(accounts, 'verifyEmail', {
      channel: 'email',
      to: found.account.email!,
      locale: messageLocale(deps, found.account),
      link,
      userId: found.account.id,
    });
    if (!sent) return tooMany(c, 3600);
    return c.json({ results: { resendIn: RESEND_COOLDOWN_SECONDS } });
  });

  app.put('/user/email', requireJson, validJson(changeEmailBodySchema), async (c) => {
    const limited = refused(c, accounts.limiter.hit(LIMITS.sendPerAddress, ip(c)));
    if (limited) return limited;
    const { userHash, email } = c.req.valid('json');
    const found = await liveEmail(userHash);
    if (!found) return unprocessable(c, { userHash: [AUTH_MESSAGES.linkInvalid] }, AUTH_MESSAGES.linkInvalid);
    const now = clock.now();
    if (email !== found.account.email) {
      const taken = await findAccount(db, { email });
      if (taken) return unprocessable(c, { email: [SERVER_MESSAGES.isEmailTaken] }, SERVER_MESSAGES.isEmailTaken);
      try {
        await db.updateTable('users').set({ email, updated_at: now.toISOString() }).where('id', '=', found.account.id).execute();
      } catch {
        return unprocessable(c, { email: [SERVER_MESSAGES.isEmailTaken] }, SERVER_MESSAGES.isEmailTaken);
      }
    }
    const { token } = await replaceToken(db, found.row, now, email);
    const link = siteLink(c, accounts, `${prefixOf(regions, found.account.region)}/users/verify/${token}/`);
    await sendLimited(accounts, 'verifyEmail', {
      channel: 'email',
      to: email,
      locale: messageLocale(deps, found.account),
      link,
      userId: found.account.id,
    });
    return c.json({ results: { userEmail: email, userHash } });
  });

  // Password reset. The answer is the same whether or not the contact is registered.
  app.post('/users/forgot-password', requireJson, validJson(forgotPasswordBodySchema), async (c) => {
    const body = c.req.valid('json');
    const limited = refused(
      c,
      accounts.limiter.hitAll([
        [LIMITS.resetPerAddress, ip(c)],
        [LIMITS.resetPerAccount, contactKey(body)],
      ]),
    );
    if (limited) return limited;
    if (!(await accounts.captcha.verify(body.captcha))) return unprocessable(c, { captcha: [AUTH_MESSAGES.captchaInvalid] });
    const now = clock.now();
    const account = (await findAccount(db, body.email ? { email: body.email } : { phone: body.phone })) ?? null;
    const locale = messageLocale(deps, account, c.req.header('x-locale'));
    let results: ForgotPasswordResults;
    if (body.email) {
      // A request row either way, so both cases do the same work.
      const issued = await issueSecret(db, {
        purpose: 'reset_email',
        userId: account?.id ?? null,
        channel: 'email',
        recipient: body.email,
        link: true,
        now,
      });
      if (account) {
        const link = siteLink(c, accounts, `${prefixOf(regions, account.region)}/users/forgot-password/${issued.token}/`);
        await sendLimited(accounts, 'resetEmail', { channel: 'email', to: body.email, locale, link, userId: account.id });
      }
      results = { channel: 'email', hash: null };
    } else {
      const issued = await issueSecret(db, {
        purpose: 'reset_sms',
        userId: account?.id ?? null,
        channel: 'sms',
        recipient: body.phone!,
        code: true,
        now,
      });
      if (account)
        await sendLimited(accounts, 'resetSms', { channel: 'sms', to: body.phone!, locale, code: issued.code, userId: account.id });
      results = { channel: 'sms', hash: issued.handle };
    }
    return c.json({ results });
  });

  /** Set a new password for the account of a reset request and sign in (every other session ends). */
  const completeReset = async (c: Context<AppEnv>, row: SecretRow, password: string, verified: 'email' | 'phone') => {
    const account = row.user_id === null ? undefined : await accountById(db, row.user_id);
    if (!account) return undefined;
    const now = clock.now().toISOString();
    const passwordHash = await hashPassword(password);
    await db
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        token_version: eb('token_version', '+', 1),
        updated_at: now,
        // Receiving the reset message proves the contact belongs to the user.
        ...(verified === 'email' && account.email === row.recipient && !account.email_verified_at ? { email_verified_at: now } : {}),
        ...(verified === 'phone' && account.phone === row.recipient && !account.phone_verified_at ? { phone_verified_at: now } : {}),
      }))
      .where('id', '=', account.id)
      .execute();
    return startSession(c, deps, accounts, account.id, { redirect: null });
  };

  app.post('/users/forgot-password/verify-sms', requireJson, validJson(resetBySmsBodySchema), async (c) => {
    const limited = refused(c, accounts.limiter.hit(LIMITS.verifyPerAddress, ip(c)));
    if (limited) return limited;
    const body = c.req.valid('json');
    const now = clock.now();
    const row = await findLiveSecret(db, 'reset_sms', { handle: body.hash }, now);
    if (!row) return unprocessable(c, { code: [AUTH_MESSAGES.codeExpired] });
    const account = row.user_id === null ? undefined : await accountById(db, row.user_id);
    if (isGuessable(body.password, [account?.email, account?.phone ?? row.recipient]))
      return unprocessable(c, { password: [AUTH_MESSAGES.passwordCommon] });
    const check = await checkCode(db, row, body.code, now);
    if (check !== 'ok') return unprocessable(c, { code: [check === 'expired' ? AUTH_MESSAGES.codeExpired : AUTH_MESSAGES.codeInvalid] });
    const results = await completeReset(c, row, body.password, 'phone');
    if (!results) return unprocessable(c, { code: [AUTH_MESSAGES.codeInvalid] });
    return c.json({ results });
  });

  app.post('/users/forgot-password/verify-email', requireJson, validJson(resetByEmailBodySchema), async (c) => {
    const limited = refused(c, accounts.limiter.hit(LIMITS.verifyPerAddress, ip(c)));
    if (limited) return limited;
    const body = c.req.valid('json');
    const now = clock.now();
    const row = await findLiveSecret(db, 'reset_email', { token: body.token }, now);
    if (!row || row.user_id === null) return unprocessable(c, { token: [AUTH_MESSAGES.linkInvalid] }, AUTH_MESSAGES.linkInvalid);
    const account = await accountById(db, row.user_id);
    if (isGuessable(body.password, [account?.email, account?.phone])) return unprocessable(c, { password: [AUTH_MESSAGES.passwordCommon] });
    if (!(await consumeSecret(db, row.id, now))) return unprocessable(c, { token: [AUTH_MESSAGES.linkInvalid] }, AUTH_MESSAGES.linkInvalid);
    const results = await completeReset(c, row, body.password, 'email');
    if (!results) return unprocessable(c, { token: [AUTH_MESSAGES.linkInvalid] }, AUTH_MESSAGES.linkInvalid);
    return c.json({ results });
  });

  return app;
}

/**
 * Send a fresh SMS code for a phone verification: a resend, or an SMS instead of waiting for
 * WhatsApp (the verification switches to SMS). The previous code stops working.
 */
async function resendSmsCode(c: Context<AppEnv>, deps: AppDeps, accounts: Accounts, hash: string) {
  const limited = refused(c, accounts.limiter.hit(LIMITS.sendPerAddress, accounts.clientAddress(c)));
  if (limited) return limited;
  const now = deps.clock.now();
  const row = await findLiveSecret(deps.db, 'verify_phone', { handle: hash }, now);
  if (!row?.recipient) return unprocessable(c, { code: [AUTH_MESSAGES.codeExpired] });
  const wait = resendIn(row, now, RESEND_COOLDOWN_SECONDS);
  if (wait > 0 && row.channel === 'sms') return tooMany(c, wait, AUTH_MESSAGES.resendCooldown);
  const { code } = await renewCode(deps.db, row, now);
  const account = row.user_id === null ? null : ((await accountById(deps.db, row.user_id)) ?? null);
  if (row.channel === 'whatsapp') {
    await deps.db.updateTable('auth_secrets').set({ channel: 'sms', whatsapp_code: null }).where('id', '=', row.id).execute();
    if (account) await deps.db.updateTable('users').set({ phone_channel: 'sms' }).where('id', '=', account.id).execute();
  }
  const locale = messageLocale(deps, account, c.req.header('x-locale'));
  const sent = account
    ? await sendLimited(accounts, 'verifyPhone', { channel: 'sms', to: row.recipient, locale, code, userId: account.id })
    : await sendLimited(accounts, 'accountExists', { channel: 'sms', to: row.recipient, locale, userId: null });
  if (!sent) return tooMany(c, 3600);
  return c.json({ results: { resendIn: RESEND_COOLDOWN_SECONDS } });
}

/**
 * POST /users/send-out-verify-sms (SPEC §7: no /api prefix): an SMS code instead of waiting for
 * WhatsApp. Mounted at the site root by the app.
 */
export function sendOutSmsRoute(deps: AppDeps, accounts: Accounts, sameSite: MiddlewareHandler<AppEnv>) {
  const app = new Hono<AppEnv>({ strict: false });
  const limit = bodyLimit({ maxSize: 4096, onError: (c) => c.json({ message: 'The request body is too large.' }, 413) });
  app.post('/users/send-out-verify-sms', sameSite, limit, requireJson, validJson(sendOutSmsBodySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return resendSmsCode(c, deps, accounts, c.req.valid('json').hash);
  });
  return app;
}

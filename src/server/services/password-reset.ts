/**
 * Password reset by e-mail link or SMS code (SPEC §4). The request answers the same whether or
 * not the contact is registered; completing it sets the password, ends every other session and
 * signs in.
 */
import type { z } from 'zod';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import type {
  forgotPasswordBodySchema,
  ForgotPasswordResults,
  resetByEmailBodySchema,
  resetBySmsBodySchema,
  SessionResult,
} from '../../lib/api/auth.ts';
import { isGuessable } from '../auth/passwords.ts';
import { LIMITS } from '../auth/rate-limit.ts';
import { checkCode, consumeSecret, findLiveSecret, issueSecret, type SecretRow } from '../auth/secret-store.ts';
import { accountById, findAccount, setPassword } from '../db/queries/accounts.ts';
import { hashPassword } from '../security/password.ts';
import type { Caller } from './caller.ts';
import type { AuthDeps } from './deps.ts';
import { contactKey } from './login.ts';
import { invalid, limited, ok, type Outcome } from './outcome.ts';
import { prefixOf, siteLink, startSession } from './sessions.ts';
import { codeFailed, messageLocale, sendLimited } from './verification.ts';

/** Ask for a reset: a link by e-mail, or a code by SMS (the page gets the handle to enter it with). */
export async function requestReset(
  deps: AuthDeps,
  caller: Caller,
  body: z.output<typeof forgotPasswordBodySchema>,
): Promise<Outcome<ForgotPasswordResults>> {
  const { db, accounts } = deps;
  const refused = limited(
    await accounts.limiter.hitAll([
      [LIMITS.resetPerAddress, caller.ip],
      [LIMITS.resetPerAccount, contactKey(body)],
    ]),
  );
  if (refused) return refused;
  if (!(await accounts.captcha.verify(body.captcha))) return invalid({ captcha: [AUTH_MESSAGES.captchaInvalid] });
  const now = deps.clock.now();
  const account = (await findAccount(db, body.email ? { email: body.email } : { phone: body.phone })) ?? null;
  const locale = messageLocale(deps.regions, account, caller.requestedLocale);
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
      const link = siteLink(deps, caller, `${prefixOf(deps.regions, account.region)}/users/forgot-password/${issued.token}/`);
      await sendLimited(accounts, 'resetEmail', { channel: 'email', to: body.email, locale, link, userId: account.id });
    }
    return ok({ channel: 'email', hash: null });
  }
  const issued = await issueSecret(db, {
    purpose: 'reset_sms',
    userId: account?.id ?? null,
    channel: 'sms',
    recipient: body.phone!,
    code: true,
    now,
  });
  if (account) await sendLimited(accounts, 'resetSms', { channel: 'sms', to: body.phone!, locale, code: issued.code, userId: account.id });
  return ok({ channel: 'sms', hash: issued.handle });
}

/** Set a new password for the account of a reset request and sign in (every other session ends). */
async function completeReset(deps: AuthDeps, caller: Caller, row: SecretRow, password: string, verified: 'email' | 'phone') {
  const account = row.user_id === null ? undefined : await accountById(deps.db, row.user_id);
  if (!account) return undefined;
  const passwordHash = await hashPassword(password);
  // Receiving the reset message proves the contact belongs to the user.
  await setPassword(deps.db, account.id, passwordHash, deps.clock.now(), {
    email: verified === 'email' && account.email === row.recipient && !account.email_verified_at,
    phone: verified === 'phone' && account.phone === row.recipient && !account.phone_verified_at,
  });
  await deps.accounts.events.record({
    type: 'password.reset',
    userId: account.id,
    ip: caller.ip,
    requestId: caller.requestId,
    details: { by: verified },
  });
  return startSession(deps, caller, account.id, { redirect: null });
}

/** Complete a reset with the SMS code. */
export async function resetBySms(
  deps: AuthDeps,
  caller: Caller,
  body: z.output<typeof resetBySmsBodySchema>,
): Promise<Outcome<SessionResult>> {
  const refused = limited(await deps.accounts.limiter.hit(LIMITS.verifyPerAddress, caller.ip));
  if (refused) return refused;
  const now = deps.clock.now();
  const row = await findLiveSecret(deps.db, 'reset_sms', { handle: body.hash }, now);
  if (!row) return invalid({ code: [AUTH_MESSAGES.codeExpired] });
  const account = row.user_id === null ? undefined : await accountById(deps.db, row.user_id);
  if (isGuessable(body.password, [account?.email, account?.phone ?? row.recipient]))
    return invalid({ password: [AUTH_MESSAGES.passwordCommon] });
  const check = await checkCode(deps.db, row, body.code, now);
  if (check !== 'ok') {
    await codeFailed(deps, caller, row, check);
    return invalid({ code: [check === 'expired' ? AUTH_MESSAGES.codeExpired : AUTH_MESSAGES.codeInvalid] });
  }
  const results = await completeReset(deps, caller, row, body.password, 'phone');
  return results ? ok(results) : invalid({ code: [AUTH_MESSAGES.codeInvalid] });
}

/** Complete a reset with the e-mailed link. */
export async function resetByEmail(
  deps: AuthDeps,
  caller: Caller,
  body: z.output<typeof resetByEmailBodySchema>,
): Promise<Outcome<SessionResult>> {
  const linkInvalid = invalid({ token: [AUTH_MESSAGES.linkInvalid] }, AUTH_MESSAGES.linkInvalid);
  const refused = limited(await deps.accounts.limiter.hit(LIMITS.verifyPerAddress, caller.ip));
  if (refused) return refused;
  const now = deps.clock.now();
  const row = await findLiveSecret(deps.db, 'reset_email', { token: body.token }, now);
  if (!row || row.user_id === null) {
    await deps.accounts.events.record({
      type: 'link.invalid',
      ip: caller.ip,
      requestId: caller.requestId,
      details: { purpose: 'reset_email' },
    });
    return linkInvalid;
  }
  const account = await accountById(deps.db, row.user_id);
  if (isGuessable(body.password, [account?.email, account?.phone])) return invalid({ password: [AUTH_MESSAGES.passwordCommon] });
  if (!(await consumeSecret(deps.db, row.id, now))) return linkInvalid;
  const results = await completeReset(deps, caller, row, body.password, 'email');
  return results ? ok(results) : linkInvalid;
}

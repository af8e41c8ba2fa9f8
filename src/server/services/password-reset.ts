/**
 * Password reset by e-mail link or SMS code (SPEC §4). The request answers the same, and as fast,
 * whether or not the contact is registered (its work runs in a job after the answer); completing
 * it sets the password, ends every other session and signs in.
 */
import { releaseOnReset } from './manager.ts';
import { z } from 'zod';
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
import { checkCode, consumeSecret, findLiveSecret, issueSecret, issueSecretWithHandle, type SecretRow } from '../auth/secret-store.ts';
import { hashSecret, randomToken } from '../auth/secrets.ts';
import { accountById, findAccount, setPassword } from '../db/queries/accounts.ts';
import { hashPassword } from '../security/password.ts';
import type { Caller } from './caller.ts';
import type { AuthDeps } from './deps.ts';
import { contactKey } from './login.ts';
import { invalid, limited, ok, type Outcome } from './outcome.ts';
import { prefixOf, siteLink, startSession } from './sessions.ts';
import { codeFailed, messageLocale, sendLimited } from './verification.ts';

/** The job that does the work of a reset request after the answer went out. */
export const RESET_REQUEST_JOB = 'password-reset.request';

/** What a reset request's job needs (stored as the job's payload: no secret, only the handle's hash). */
export const resetRequestSchema = z.union([
  z.object({ email: z.string(), locale: z.string().nullable(), origin: z.string() }),
  z.object({ phone: z.string(), handleHash: z.string(), locale: z.string().nullable(), origin: z.string() }),
]);
export type ResetRequest = z.infer<typeof resetRequestSchema>;

/**
 * Ask for a reset: a link by e-mail, or a code by SMS (the page gets the handle to enter it with).
 * The answer goes out first and the work (the request's secret, the message) runs in a job right
 * after, so a registered and an unknown contact answer alike and take the same time.
 */
export async function requestReset(
  deps: AuthDeps,
  caller: Caller,
  body: z.output<typeof forgotPasswordBodySchema>,
): Promise<Outcome<ForgotPasswordResults>> {
  const { accounts } = deps;
  const refused = limited(
    await accounts.limiter.hitAll([
      [LIMITS.resetPerAddress, caller.ip],
      [LIMITS.resetPerAccount, contactKey(body)],
    ]),
  );
  if (refused) return refused;
  if (!(await accounts.captcha.verify(body.captcha))) return invalid({ captcha: [AUTH_MESSAGES.captchaInvalid] });
  const common = { locale: caller.requestedLocale ?? null, origin: caller.origin };
  if (body.email) {
    await accounts.jobs.enqueueSoon(RESET_REQUEST_JOB, { email: body.email, ...common } satisfies ResetRequest);
    return ok({ channel: 'email', hash: null });
  }
  const handle = randomToken();
  await accounts.jobs.enqueueSoon(RESET_REQUEST_JOB, {
    phone: body.phone!,
    handleHash: hashSecret(handle),
    ...common,
  } satisfies ResetRequest);
  return ok({ channel: 'sms', hash: handle });
}

/**
 * The work of a reset request (its job): a request row whether or not the contact is registered
 * (a code entered for an unknown phone fails like a wrong one), and the link or code to a
 * registered contact.
 */
export async function deliverReset(deps: AuthDeps, request: ResetRequest): Promise<void> {
  const { db, accounts } = deps;
  const now = deps.clock.now();
  const account = (await findAccount(db, 'email' in request ? { email: request.email } : { phone: request.phone })) ?? null;
  const locale = messageLocale(deps.regions, account, request.locale);
  if ('email' in request) {
    const issued = await issueSecret(db, {
      purpose: 'reset_email',
      userId: account?.id ?? null,
      channel: 'email',
      recipient: request.email,
      link: true,
      now,
    });
    if (!account) return;
    const link = siteLink(deps, request, `${prefixOf(deps.regions, account.region)}/users/forgot-password/${issued.token}/`);
    await sendLimited(accounts, 'resetEmail', { channel: 'email', to: request.email, locale, link, userId: account.id });
    return;
  }
  const issued = await issueSecretWithHandle(db, request.handleHash, {
    purpose: 'reset_sms',
    userId: account?.id ?? null,
    channel: 'sms',
    recipient: request.phone,
    code: true,
    now,
  });
  if (account)
    await sendLimited(accounts, 'resetSms', { channel: 'sms', to: request.phone, locale, code: issued.code, userId: account.id });
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
  if (verified === 'email' && row.recipient) await releaseOnReset(deps, account, row.recipient);
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

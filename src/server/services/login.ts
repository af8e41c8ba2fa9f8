/**
 * Signing in and out (SPEC §4 "Login"). A wrong password and an unknown contact answer alike and
 * take as long; an unverified contact gets its verification started instead of a session. A new
 * sign-in ends the session the browser presented.
 */
import { randomBytes } from 'node:crypto';
import type { Challenge } from 'altcha-lib/types';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import type { z } from 'zod';
import type { loginBodySchema, LoginResults } from '../../lib/api/auth.ts';
import { hasRole, ROLES } from '../../lib/permissions.ts';
import { sameSitePath } from '../../lib/redirect.ts';
import { LIMITS } from '../auth/rate-limit.ts';
import { findAccount, roleIdsOf } from '../db/queries/accounts.ts';
import { hashPassword, verifyPassword } from '../security/password.ts';
import type { Caller } from './caller.ts';
import type { AuthDeps } from './deps.ts';
import { audit } from './impersonation.ts';
import { REQUEST_LIMITS } from './limits.ts';
import { invalid, limited, ok, tooMany, type Failure, type Outcome } from './outcome.ts';
import { resumePhoneVerification } from './phone-verification.ts';
import { revokeCallerSession, startSession } from './sessions.ts';
import { startEmailVerification, startPhoneVerification } from './verification.ts';

/** The login variants of SPEC §7: from-gallery behaves like login; as-punter admits punters only. */
export type LoginVariant = '' | '/from-gallery' | '/as-punter';

/**
 * Checked against when there is no stored hash to check (no such account, an account without a
 * password, or a refused attempt), so every answer costs the same hash work with the same
 * parameters. Its password is random: nothing matches it.
 */
let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(randomBytes(24).toString('base64url')));

/** The limiter key of a contact ("e:…" or "p:…"). */
export const contactKey = (b: { email?: string | null; phone?: string | null }) => (b.email ? `e:${b.email}` : `p:${b.phone}`);

/** A captcha challenge for the registration and reset forms, and for logins that need one. */
export async function captchaChallenge(deps: AuthDeps, caller: Caller): Promise<Outcome<Challenge>> {
  return limited(await deps.accounts.limiter.hit(LIMITS.captchaPerAddress, caller.ip)) ?? ok(await deps.accounts.captcha.create());
}

/** Why an attempt on an account is refused before its password counts, and which limit said so. */
interface Refusal {
  limit: 'account' | 'account-address' | 'captcha';
  outcome: Failure;
}

/**
 * The account's own checks, in order: the slow-down (a wait, never a lock-out: it holds back only
 * addresses that failed on the account), the attempts of this account from this address, and the
 * captcha the account needs after failures from any addresses. None of them depends on whether
 * the account exists.
 */
async function refusal(deps: AuthDeps, caller: Caller, key: string, captcha: unknown): Promise<Refusal | undefined> {
  const { accounts } = deps;
  const wait = await accounts.loginThrottle.wait(key, caller.ip);
  if (wait > 0) return { limit: 'account', outcome: tooMany(wait) };
  const here = limited(await accounts.limiter.hit(REQUEST_LIMITS.loginPerAccountAddress, `${key}\u0000${caller.ip}`));
  if (here) return { limit: 'account-address', outcome: here };
  if (!(await accounts.loginThrottle.captchaRequired(key))) return undefined;
  if (captcha === undefined || captcha === null)
    return { limit: 'captcha', outcome: invalid({ captcha: [AUTH_MESSAGES.captchaRequired] }, AUTH_MESSAGES.captchaRequired) };
  if (!(await accounts.captcha.verify(captcha))) return { limit: 'captcha', outcome: invalid({ captcha: [AUTH_MESSAGES.captchaInvalid] }) };
  return undefined;
}

/** Sign in with e-mail or phone and password. */
export async function login(
  deps: AuthDeps,
  caller: Caller,
  variant: LoginVariant,
  body: z.output<typeof loginBodySchema>,
): Promise<Outcome<LoginResults>> {
  const { db, accounts } = deps;
  const field = body.email ? 'email' : 'phone';
  const key = contactKey(body);
  // Each refusal is a `login.throttled` security event.
  const event = { ip: caller.ip, requestId: caller.requestId, details: { by: field } };
  const throttled = async (limit: string, o: Failure) => {
    await accounts.events.record({ ...event, type: 'login.throttled', details: { ...event.details, limit } });
    return o;
  };
  // Per address first: it concerns no account, so it answers at once.
  const refused = limited(await accounts.limiter.hit(LIMITS.loginPerAddress, caller.ip));
  if (refused) return throttled('address', refused);

  // From here on every answer costs exactly one password-hash check with the current parameters,
  // whether the account exists or not, is slowed down, limited or needs a captcha: how long an
  // answer takes tells nothing about the account.
  const fallback = await dummyHash();
  const refusedHere = await refusal(deps, caller, key, body.captcha);
  const account = await findAccount(db, body.email ? { email: body.email } : { phone: body.phone });
  const stored = refusedHere ? undefined : (account?.password_hash ?? undefined);
  const matches = (await verifyPassword(body.password, stored ?? fallback)) && stored !== undefined;
  if (refusedHere) return throttled(refusedHere.limit, refusedHere.outcome);
  if (!account || !matches) {
    const captchaFromNow = await accounts.loginThrottle.failed(key, caller.ip);
    await accounts.events.record({ ...event, type: 'login.failed', userId: account?.id ?? null });
    // Failures from any addresses reached the threshold: the account's logins now need a captcha.
    if (captchaFromNow) await accounts.events.record({ ...event, type: 'login.captcha_required', userId: account?.id ?? null });
    return invalid({ password: [AUTH_MESSAGES.credentials] }, AUTH_MESSAGES.credentials);
  }
  await accounts.limiter.reset(REQUEST_LIMITS.loginPerAccountAddress, `${key}\u0000${caller.ip}`);
  await accounts.loginThrottle.succeeded(key, caller.ip);

  if (variant === '/as-punter' && !hasRole(await roleIdsOf(db, account.id), ROLES.punter))
    return invalid({ _: [AUTH_MESSAGES.notPunter] }, AUTH_MESSAGES.notPunter);
  const redirect = sameSitePath(body.redirectProfilePath) ?? sameSitePath(body.redirectUrl) ?? null;

  let results: LoginResults | undefined;
  if (field === 'email' && !account.email_verified_at) {
    results = await startEmailVerification(deps, caller, account, redirect);
  } else if (field === 'phone' && !account.phone_verified_at) {
    const resumed = await resumePhoneVerification(deps, caller, account);
    if (resumed && 'retryAfter' in resumed) return tooMany(resumed.retryAfter);
    results =
      resumed ?? (await startPhoneVerification(deps, account.phone!, account.phone_channel ?? 'sms', account, { redirectPath: redirect }));
  } else {
    // A new sign-in ends the session this browser presented (ASVS 7.2.4): its token stops working.
    await endPresentedSession(deps, caller);
    results = await startSession(deps, caller, account.id, { redirect });
  }
  if (!results) return invalid({ password: [AUTH_MESSAGES.credentials] }, AUTH_MESSAGES.credentials);
  return ok(results);
}

/** End the session the request presented, if any (an impersonation ends in the audit log first). */
async function endPresentedSession(deps: AuthDeps, caller: Caller): Promise<void> {
  const user = caller.user;
  if (user?.impersonatorId) await audit(deps, caller, 'stop', user.impersonatorId, user.id, deps.clock.now());
  await revokeCallerSession(deps, caller);
}

/** Sign out. */
export async function logout(deps: AuthDeps, caller: Caller): Promise<void> {
  await endPresentedSession(deps, caller);
  caller.cookies.clear();
}

/**
 * Signing in and out (SPEC §4 "Login"). A wrong password and an unknown contact answer alike and
 * take as long; an unverified contact gets its verification started instead of a session.
 */
import type { Challenge } from 'altcha-lib/types';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import type { z } from 'zod';
import type { loginBodySchema, LoginResults } from '../../lib/api/auth.ts';
import { hasRole, ROLES } from '../../lib/permissions.ts';
import { sameSitePath } from '../../lib/redirect.ts';
import { LIMITS } from '../auth/rate-limit.ts';
import { findAccount, roleIdsOf } from '../db/queries/accounts.ts';
import { hashPasswordSync, verifyPassword } from '../security/password.ts';
import type { Caller } from './caller.ts';
import type { AuthDeps } from './deps.ts';
import { audit } from './impersonation.ts';
import { REQUEST_LIMITS } from './limits.ts';
import { invalid, limited, ok, tooMany, type Outcome } from './outcome.ts';
import { resumePhoneVerification } from './phone-verification.ts';
import { endSession, startSession } from './sessions.ts';
import { startEmailVerification, startPhoneVerification } from './verification.ts';

/** The login variants of SPEC §7: from-gallery behaves like login; as-punter admits punters only. */
export type LoginVariant = '' | '/from-gallery' | '/as-punter';

/** Verified against when the account does not exist, so both cases take the same time. */
let dummyHash: string | undefined;
const dummy = () => (dummyHash ??= hashPasswordSync('not a password of anyone'));

/** The limiter key of a contact ("e:…" or "p:…"). */
export const contactKey = (b: { email?: string | null; phone?: string | null }) => (b.email ? `e:${b.email}` : `p:${b.phone}`);

/** A captcha challenge for the registration and reset forms. */
export async function captchaChallenge(deps: AuthDeps, caller: Caller): Promise<Outcome<Challenge>> {
  return limited(await deps.accounts.limiter.hit(LIMITS.captchaPerAddress, caller.ip)) ?? ok(await deps.accounts.captcha.create());
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
  // Per address, then the account's slow-down (a wait, never a lock-out: it holds back only
  // addresses that failed on the account), then the attempts of this account from this address.
  // Each refusal is a `login.throttled` security event.
  const event = { ip: caller.ip, requestId: caller.requestId, details: { by: field } };
  const throttled = async (limit: string, o: Outcome<never>) => {
    await accounts.events.record({ ...event, type: 'login.throttled', details: { ...event.details, limit } });
    return o;
  };
  const refused = limited(await accounts.limiter.hit(LIMITS.loginPerAddress, caller.ip));
  if (refused) return throttled('address', refused);
  const wait = await accounts.loginThrottle.wait(key, caller.ip);
  if (wait > 0) return throttled('account', tooMany(wait));
  const pair = `${key}\u0000${caller.ip}`;
  const refusedHere = limited(await accounts.limiter.hit(REQUEST_LIMITS.loginPerAccountAddress, pair));
  if (refusedHere) return throttled('account-address', refusedHere);

  const account = await findAccount(db, body.email ? { email: body.email } : { phone: body.phone });
  const matches = (await verifyPassword(body.password, account?.password_hash ?? dummy())) && !!account?.password_hash;
  if (!account || !matches) {
    await accounts.loginThrottle.failed(key, caller.ip);
    await accounts.events.record({ ...event, type: 'login.failed', userId: account?.id ?? null });
    return invalid({ password: [AUTH_MESSAGES.credentials] }, AUTH_MESSAGES.credentials);
  }
  await accounts.limiter.reset(REQUEST_LIMITS.loginPerAccountAddress, pair);
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
    results = await startSession(deps, caller, account.id, { redirect });
  }
  if (!results) return invalid({ password: [AUTH_MESSAGES.credentials] }, AUTH_MESSAGES.credentials);
  return ok(results);
}

/** Sign out (an impersonation ends in the audit log first). */
export async function logout(deps: AuthDeps, caller: Caller): Promise<void> {
  const user = caller.user;
  if (user?.impersonatorId) await audit(deps, caller, 'stop', user.impersonatorId, user.id, deps.clock.now());
  await endSession(deps, caller);
}

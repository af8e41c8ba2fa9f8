/**
 * Completing an e-mail verification (SPEC §4): the link signs in, the waiting page resends the
 * link or corrects the address of a registration that is not verified yet.
 */
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import type { SessionResult } from '../../lib/api/auth.ts';
import { SERVER_MESSAGES } from '../../lib/api/form-errors.ts';
import { LIMITS, RESEND_COOLDOWN_SECONDS } from '../auth/rate-limit.ts';
import { consumeSecret, findLiveSecret, replaceToken, resendIn } from '../auth/secret-store.ts';
import { accountById, findAccount, markEmailVerified, setEmail } from '../db/queries/accounts.ts';
import type { Caller } from './caller.ts';
import type { AuthDeps } from './deps.ts';
import { invalid, limited, ok, tooMany, type Outcome } from './outcome.ts';
import { prefixOf, siteLink, startSession } from './sessions.ts';
import { afterVerification, messageLocale, sendLimited } from './verification.ts';

const linkInvalid = (field: string) => invalid({ [field]: [AUTH_MESSAGES.linkInvalid] }, AUTH_MESSAGES.linkInvalid);

/** Open a verification link: the address is verified and the user signed in. */
export async function verifyEmail(deps: AuthDeps, caller: Caller, token: string): Promise<Outcome<SessionResult | undefined>> {
  const { db } = deps;
  const refused = limited(await deps.accounts.limiter.hit(LIMITS.verifyPerAddress, caller.ip));
  if (refused) return refused;
  const now = deps.clock.now();
  const row = await findLiveSecret(db, 'verify_email', { token }, now);
  const account = row?.user_id ? await accountById(db, row.user_id) : undefined;
  // A managed account's address is bound only here, when its owner opens the link (services/manager.ts).
  const binding = account?.email === null && account.manager_id !== null && row?.recipient;
  if (!row || !account || (!binding && account.email !== row.recipient) || !(await consumeSecret(db, row.id, now)))
    return linkInvalid('token');
  if (binding) {
    if (await findAccount(db, { email: row.recipient! })) return linkInvalid('token');
    try {
      await setEmail(db, account.id, row.recipient!, now);
    } catch {
      return linkInvalid('token');
    }
  }
  await markEmailVerified(db, account.id, now);
  return ok(await startSession(deps, caller, account.id, { redirect: afterVerification(deps.regions, row, account) }));
}

/** The live e-mail verification of a waiting page, with its account. */
async function liveEmail(deps: AuthDeps, userHash: string) {
  const row = await findLiveSecret(deps.db, 'verify_email', { handle: userHash }, deps.clock.now());
  const account = row?.user_id ? await accountById(deps.db, row.user_id) : undefined;
  return row && account && !account.email_verified_at ? { row, account } : undefined;
}

/** Send the verification link again (the old link stops working). */
export async function resendEmail(deps: AuthDeps, caller: Caller, userHash: string): Promise<Outcome<{ resendIn: number }>> {
  const { accounts } = deps;
  const refused = limited(await accounts.limiter.hit(LIMITS.sendPerAddress, caller.ip));
  if (refused) return refused;
  const found = await liveEmail(deps, userHash);
  if (!found) return linkInvalid('userHash');
  const now = deps.clock.now();
  const wait = resendIn(found.row, now, RESEND_COOLDOWN_SECONDS);
  if (wait > 0) return tooMany(wait, AUTH_MESSAGES.resendCooldown);
  const { token } = await replaceToken(deps.db, found.row, now);
  const link = siteLink(deps, caller, `${prefixOf(deps.regions, found.account.region)}/users/verify/${token}/`);
  const sent = await sendLimited(accounts, 'verifyEmail', {
    channel: 'email',
    to: found.account.email!,
    locale: messageLocale(deps.regions, found.account),
    link,
    userId: found.account.id,
  });
  if (!sent) return tooMany(3600);
  return ok({ resendIn: RESEND_COOLDOWN_SECONDS });
}

/** Correct the address of an unverified registration and send the link there. */
export async function changeEmail(
  deps: AuthDeps,
  caller: Caller,
  userHash: string,
  email: string,
): Promise<Outcome<{ userEmail: string; userHash: string }>> {
  const { db, accounts } = deps;
  const refused = limited(await accounts.limiter.hit(LIMITS.sendPerAddress, caller.ip));
  if (refused) return refused;
  const found = await liveEmail(deps, userHash);
  if (!found) return linkInvalid('userHash');
  const now = deps.clock.now();
  const taken = invalid({ email: [SERVER_MESSAGES.isEmailTaken] }, SERVER_MESSAGES.isEmailTaken);
  if (email !== found.account.email) {
    if (await findAccount(db, { email })) return taken;
    try {
      await setEmail(db, found.account.id, email, now);
    } catch {
      return taken;
    }
  }
  const { token } = await replaceToken(db, found.row, now, email);
  const link = siteLink(deps, caller, `${prefixOf(deps.regions, found.account.region)}/users/verify/${token}/`);
  await sendLimited(accounts, 'verifyEmail', {
    channel: 'email',
    to: email,
    locale: messageLocale(deps.regions, found.account),
    link,
    userId: found.account.id,
  });
  return ok({ userEmail: email, userHash });
}

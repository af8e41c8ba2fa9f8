/**
 * The signed-in user's own account (SPEC §3 "User"): the view, the username, and a password
 * change that ends every other session of the user.
 */
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import type { SessionResult } from '../../lib/api/auth.ts';
import { SERVER_MESSAGES } from '../../lib/api/form-errors.ts';
import type { User } from '../../lib/api/users.ts';
import type { SessionUser } from '../context.ts';
import { isGuessable } from '../auth/passwords.ts';
import { LIMITS } from '../auth/rate-limit.ts';
import { accountById, setPassword, setUsername, usernameTaken } from '../db/queries/accounts.ts';
import { hashPassword, verifyPassword } from '../security/password.ts';
import type { Caller } from './caller.ts';
import type { AuthDeps } from './deps.ts';
import { forbidden, invalid, limited, ok, type Outcome } from './outcome.ts';
import { loadUser, revokeCallerSession, startSession } from './sessions.ts';

/** The caller's view; undefined when nobody is signed in or the user is gone. */
export async function currentUser(deps: Pick<AuthDeps, 'db' | 'clock'>, caller: Caller): Promise<User | undefined> {
  const session = caller.user;
  const user = session ? await loadUser(deps.db, session.id, deps.clock.now(), session.impersonatorId) : undefined;
  // SPEC §4: when loading the user returns nothing, the token cookie is cleared.
  if (!user && caller.cookies.sent()) caller.cookies.clear();
  return user;
}

/** Change the signed-in user's username. */
export async function renameUser(deps: Pick<AuthDeps, 'db' | 'clock'>, session: SessionUser, username: string): Promise<Outcome<User>> {
  const taken = invalid({ username: [SERVER_MESSAGES.isUsernameTaken] }, SERVER_MESSAGES.isUsernameTaken);
  if (await usernameTaken(deps.db, username, session.id)) return taken;
  try {
    await setUsername(deps.db, session.id, username, deps.clock.now());
  } catch {
    return taken;
  }
  return ok((await loadUser(deps.db, session.id, deps.clock.now(), session.impersonatorId))!);
}

/** Change the password (the current one is required); this browser stays signed in, every other session ends. */
export async function changePassword(
  deps: AuthDeps,
  caller: Caller & { user: SessionUser },
  body: { currentPassword: string; password: string },
): Promise<Outcome<SessionResult | undefined>> {
  const session = caller.user;
  // An admin signed in as someone must not learn or change their password.
  if (session.impersonatorId) return forbidden(AUTH_MESSAGES.forbidden);
  const refused = limited(await deps.accounts.limiter.hit(LIMITS.loginPerAccount, `u:${session.id}`));
  if (refused) return refused;
  const account = await accountById(deps.db, session.id);
  if (!account?.password_hash || !(await verifyPassword(body.currentPassword, account.password_hash)))
    return invalid({ currentPassword: [AUTH_MESSAGES.currentPassword] });
  if (isGuessable(body.password, [account.email, account.phone, account.username]))
    return invalid({ password: [AUTH_MESSAGES.passwordCommon] });
  await setPassword(deps.db, session.id, await hashPassword(body.password), deps.clock.now());
  await deps.accounts.events.record({ type: 'password.changed', userId: session.id, ip: caller.ip, requestId: caller.requestId });
  await revokeCallerSession(deps, caller);
  // This browser stays signed in with a token of the new version (and the second factor it had).
  return ok(await startSession(deps, caller, session.id, { redirect: null, mfa: session.mfa }));
}

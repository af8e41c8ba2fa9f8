/**
 * The accounts services one app uses: token signer, session resolver, rate limiter, message
 * provider and captcha, built once from the app's dependencies and the account settings.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { RoleId } from '../../lib/permissions.ts';
import type { AppDeps, AppEnv, SessionResolver, SessionUser } from '../context.ts';
import { captcha, type Captcha } from './captcha.ts';
import { sessionToken } from './cookies.ts';
import { tokenSigner, type SessionClaims, type TokenSigner } from './jwt.ts';
import { outboxProvider, webhookProvider, type MessageProvider } from './messages.ts';
import { RateLimiter } from './rate-limit.ts';
import { serverSecret } from './secrets.ts';
import { DEFAULT_ACCOUNT_SETTINGS, type AccountSettings } from './settings.ts';
import { deriveKey } from './secrets.ts';

/** What an app may pass in: settings (defaults apply to the rest) and a message provider. */
export interface AccountOptions {
  settings?: Partial<AccountSettings>;
  /** Replaces the provider the settings name. */
  messages?: MessageProvider;
}

export interface Accounts {
  settings: AccountSettings;
  tokens: TokenSigner;
  limiter: RateLimiter;
  messages: MessageProvider;
  captcha: Captcha;
  /** Resolves the session user from the `jwt` cookie. */
  session: SessionResolver;
  /** The claims of the request's valid session token (after `session` ran), if any. */
  claims(c: Context<AppEnv>): SessionClaims | undefined;
  /** The client's address for per-address limits and the audit log. */
  clientAddress(c: Context<AppEnv>): string;
}

/** Build the accounts services of an app. */
export function createAccounts(deps: Omit<AppDeps, 'accounts'>, options: AccountOptions = {}): Accounts {
  const settings: AccountSettings = { ...DEFAULT_ACCOUNT_SETTINGS, ...options.settings };
  const secret = serverSecret(deps.sqlite, settings.secret);
  const tokens = tokenSigner(deriveKey(secret, 'session-token'));
  const messages =
    options.messages ??
    (settings.messages.kind === 'webhook'
      ? webhookProvider(settings.messages.url, settings.messages.token, deps.log)
      : outboxProvider(deps.db, settings.messages.dir));

  const claimsOf = new WeakMap<Context<AppEnv>, SessionClaims>();
  const revoked = deps.sqlite.prepare('SELECT 1 AS hit FROM revoked_sessions WHERE jti = ?');
  const userRow = deps.sqlite.prepare('SELECT token_version FROM users WHERE id = ?');
  const rolesOf = deps.sqlite.prepare('SELECT role_id FROM user_roles WHERE user_id = ? ORDER BY role_id');

  const session: SessionResolver = async (c) => {
    const token = sessionToken(c);
    if (!token) return null;
    const claims = await tokens.verify(token, deps.clock.now());
    if (!claims) return null;
    if (revoked.get(claims.jti)) return null;
    const user = userRow.get(claims.userId) as { token_version: number } | undefined;
    if (!user || user.token_version !== claims.version) return null;
    if (claims.impersonator) {
      // The admin must still be an admin with the same token version (a password change or a
      // lost admin role ends the impersonation too).
      const admin = userRow.get(claims.impersonator.id) as { token_version: number } | undefined;
      if (!admin || admin.token_version !== claims.impersonator.version) return null;
    }
    claimsOf.set(c, claims);
    const roles = (rolesOf.all(claims.userId) as { role_id: number }[]).map((r) => r.role_id as RoleId);
    const out: SessionUser = {
      id: claims.userId,
      roles,
      jti: claims.jti,
      expiresAt: claims.exp,
      impersonatorId: claims.impersonator?.id ?? null,
    };
    return out;
  };

  const clientAddress = (c: Context<AppEnv>): string => {
    if (settings.trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded.slice(0, 64);
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      // No socket (requests made in-process, e.g. by tests).
      return 'local';
    }
  };

  return {
    settings,
    tokens,
    limiter: new RateLimiter(deps.clock),
    messages,
    captcha: captcha(deps.sqlite, secret, settings.captchaWork),
    session,
    claims: (c) => claimsOf.get(c),
    clientAddress,
  };
}

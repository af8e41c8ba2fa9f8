/**
 * The accounts services one app uses: token signer, session resolver, rate limiter, notifier,
 * captcha and the runner of the account jobs, built once from the app's dependencies and the
 * account settings.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AppDeps, AppEnv, SessionResolver, SessionUser } from '../context.ts';
import { roleIdsOf, tokenVersionOf } from '../db/queries/accounts.ts';
import { isRevoked } from '../db/queries/sessions.ts';
import { clientAddress } from '../http/client-address.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { JobRunner } from '../jobs/runner.ts';
import type { MessageProvider } from '../notify/message.ts';
import { createNotifier, providerFor, type Notifier } from '../notify/notifier.ts';
import { securityEvents, type SecurityEvents } from '../security/events.ts';
import { captcha, type Captcha } from './captcha.ts';
import { sessionToken } from './cookies.ts';
import { tokenSigner, type SessionClaims, type TokenSigner } from './jwt.ts';
import { LoginThrottle } from './login-throttle.ts';
import { RateLimiter } from './rate-limit.ts';
import { deriveKey, serverSecret } from './secrets.ts';
import { DEFAULT_ACCOUNT_SETTINGS, type AccountSettings } from './settings.ts';

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
  /** Slows down password guessing per account (src/server/auth/login-throttle.ts). */
  loginThrottle: LoginThrottle;
  /** Sends the account messages (verification, reset) on every channel. */
  notifier: Notifier;
  captcha: Captcha;
  /** The security event log. */
  events: SecurityEvents;
  /** Resolves the session user from the `jwt` cookie. */
  session: SessionResolver;
  /** The claims of the request's valid session token (after `session` ran), if any. */
  claims(c: Context<AppEnv>): SessionClaims | undefined;
  /** The client's address for per-address limits and the audit log. */
  clientAddress(c: Context<AppEnv>): string;
  /**
   * Runs the account jobs (the work of a password-reset request) right after the request that
   * queued them answered; the server process also starts it polling (src/server/main.ts).
   */
  jobs: JobRunner;
}

const byApp = new WeakMap<object, Accounts>();

/** Remember the accounts services of an app built by createApp. */
export function attachAccounts(app: object, accounts: Accounts): void {
  byApp.set(app, accounts);
}

/** The accounts services of an app built by createApp. */
export function accountsOf(app: object): Accounts {
  const a = byApp.get(app);
  if (!a) throw new Error('this app has no accounts services');
  return a;
}

/** Build the accounts services of an app. */
export function createAccounts(deps: Omit<AppDeps, 'accounts'>, options: AccountOptions = {}): Accounts {
  const settings: AccountSettings = {
    ...DEFAULT_ACCOUNT_SETTINGS,
    ...options.settings,
    outboxKey: options.settings?.outboxKey ?? randomBytes(18).toString('base64url'),
  };
  const secret = serverSecret(settings.secret, settings.secretFile);
  const tokens = tokenSigner(deriveKey(secret, 'session-token'));
  const notifier = createNotifier(options.messages ?? providerFor(settings.messages, deps.db, deps.log, deps.clock));
  const limiter = new RateLimiter(deps.db, deps.clock);
  const events = securityEvents(deps.db, deps.clock, deps.log, limiter);
  const addressOf = (c: Context<AppEnv>) => clientAddress(c, settings.trustProxy ? settings.trustProxyHops : 0);

  const claimsOf = new WeakMap<Context<AppEnv>, SessionClaims>();
  const session: SessionResolver = async (c) => {
    const token = sessionToken(c);
    if (!token) return null;
    const claims = await tokens.verify(token, deps.clock.now());
    if (!claims) {
      // A bad signature, another algorithm, a malformed or an expired token (browsers drop the
      // cookie when the token expires, so a valid client rarely sends one).
      await events.record({ type: 'session.invalid', ip: addressOf(c), requestId: c.get('serverRequestId') ?? null });
      return null;
    }
    if (await isRevoked(deps.db, claims.jti)) return null;
    if ((await tokenVersionOf(deps.db, claims.userId)) !== claims.version) return null;
    // The admin must still be there with the same token version (a password change or a lost
    // admin role ends the impersonation too).
    if (claims.impersonator && (await tokenVersionOf(deps.db, claims.impersonator.id)) !== claims.impersonator.version) return null;
    claimsOf.set(c, claims);
    const out: SessionUser = {
      id: claims.userId,
      roles: await roleIdsOf(deps.db, claims.userId),
      jti: claims.jti,
      expiresAt: claims.exp,
      impersonatorId: claims.impersonator?.id ?? null,
      mfa: claims.mfa === true,
    };
    return out;
  };

  return {
    settings,
    tokens,
    limiter,
    loginThrottle: new LoginThrottle(deps.db, deps.clock),
    notifier,
    captcha: captcha(deps.db, secret, settings.captchaWork),
    events,
    session,
    claims: (c) => claimsOf.get(c),
    clientAddress: addressOf,
    jobs: new JobRunner({
      queue: createJobQueue(deps.db, deps.clock),
      clock: deps.clock,
      log: deps.log,
      workerId: `accounts-${randomUUID()}`,
    }),
  };
}

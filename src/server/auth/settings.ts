/**
 * Settings of the accounts part of the server, from the environment:
 *
 * - AUTH_SECRET: key for session tokens and captcha signatures (>= 32 characters). Without it a
 *   random key is created once in `auth-secret` beside the database file (mode 0600, its folder
 *   0700; never in the database itself), so sessions survive restarts.
 * - PUBLIC_SITE_URL: origin used in links sent by e-mail and SMS (required in production; else the
 *   request's own origin is used).
 * - DEMO_OUTBOX: "0" hides the demo outbox (/demo/outbox/ and its API). It is never served when
 *   NODE_ENV=production or PUBLIC_SITE_URL names a public host, and then only to this machine
 *   (loopback) or to a request carrying the random key printed at start.
 * - MESSAGES: "outbox" (default: messages are written to the outbox table and OUTBOX_DIR) or
 *   "webhook:<https url>" (each message is POSTed as JSON, with MESSAGES_TOKEN as bearer token).
 * - OUTBOX_DIR: folder for outbox files (default: "outbox" beside the database file).
 * - SMTP_URL, MAIL_FROM, DKIM_*: e-mails go out over SMTP instead (src/server/notify/smtp-settings.ts);
 *   SMS and WhatsApp stay with MESSAGES.
 * - SMS_PROVIDER=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM or
 *   TWILIO_MESSAGING_SERVICE_SID: SMS (and WhatsApp with TWILIO_WHATSAPP_FROM) go through Twilio
 *   instead, e-mail stays as it is (src/server/notify/twilio-settings.ts).
 * - WHATSAPP_NUMBER: the number users send their WhatsApp code to.
 * - WHATSAPP_WEBHOOK_SECRET: HMAC-SHA256 key of the inbound WhatsApp webhook (off without it).
 * - TRUST_PROXY=N: N trusted proxies (1 when "1") append to X-Forwarded-For: the client address is
 *   the entry N places from the right; TRUST_PROXY_HOPS=N sets the count too. Off by default.
 * - SESSION_DAYS: session lifetime (default 14).
 * - IMPERSONATION_MINUTES: lifetime of an admin's session as another user (default 60, at most 1440).
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { filesDirOf } from '../db/location.ts';
import type { DeliverySettings } from '../notify/notifier.ts';
import { smtpSettingsFromEnv } from '../notify/smtp-settings.ts';
import { twilioSettingsFromEnv } from '../notify/twilio-settings.ts';

export interface AccountSettings {
  /** Session and captcha key; undefined means "the key in `secretFile`". */
  secret?: string;
  /** File of the generated key when no secret is configured (undefined: a key per process). */
  secretFile?: string;
  /** Origin for links in messages; undefined means the request's origin. */
  siteUrl?: string;
  /** Demo outbox page and API are served (see src/server/http/demo-access.ts for to whom). */
  demoOutbox: boolean;
  /** Key that opens the demo outbox from another machine; random when not given. */
  outboxKey?: string;
  /** Where messages go. */
  messages: DeliverySettings;
  whatsappNumber: string;
  whatsappWebhookSecret?: string;
  trustProxy: boolean;
  /** Trusted proxies in front of the server, when `trustProxy` is on. */
  trustProxyHops: number;
  sessionSeconds: number;
  /** Lifetime of an impersonation session. */
  impersonationSeconds: number;
  /** Proof-of-work range of the captcha (more is slower for bots and people alike). */
  captchaWork: { min: number; max: number };
  /** Cookies marked Secure regardless of the request's scheme. */
  secureCookies: boolean;
}

/** Defaults: demo outbox on, messages to the outbox table only. */
export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  demoOutbox: true,
  messages: { kind: 'outbox' },
  whatsappNumber: '+4915510000000',
  trustProxy: false,
  trustProxyHops: 1,
  sessionSeconds: 14 * 86_400,
  impersonationSeconds: 60 * 60,
  // About 65,000 SHA-256 tries on average: well over 100 ms of CPU per solution for a bot hashing
  // natively (about 2 µs a try in Node), under a second in a phone's browser (one Web Crypto call
  // of about 10 µs a try), which solves it while the person types. `npm run bench:captcha`
  // measures both. Tests pass a tiny range instead (src/server/testing/auth-app.ts).
  captchaWork: { min: 50_000, max: 80_000 },
  secureCookies: false,
};

/** Read the settings; `dbPath` places the outbox folder beside the database (or in DATA_DIR with PostgreSQL). */
export function accountSettingsFromEnv(env: NodeJS.ProcessEnv = process.env, dbPath?: string): AccountSettings {
  const production = env.NODE_ENV === 'production';
  const secret = env.AUTH_SECRET || undefined;
  if (secret !== undefined && secret.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters long');
  const siteUrl = env.PUBLIC_SITE_URL && /^https?:\/\//.test(env.PUBLIC_SITE_URL) ? env.PUBLIC_SITE_URL.replace(/\/+$/, '') : undefined;
  if (production && !siteUrl) throw new Error('PUBLIC_SITE_URL is required in production (links in e-mails and SMS use it)');
  const days = Number(env.SESSION_DAYS ?? 14);
  if (!Number.isFinite(days) || days <= 0 || days > 365) throw new Error(`SESSION_DAYS must be 1..365, got "${env.SESSION_DAYS}"`);
  const impersonationMinutes = Number(env.IMPERSONATION_MINUTES ?? 60);
  if (!Number.isFinite(impersonationMinutes) || impersonationMinutes < 1 || impersonationMinutes > 1440)
    throw new Error(`IMPERSONATION_MINUTES must be 1..1440, got "${env.IMPERSONATION_MINUTES}"`);
  const onDisk = filesDirOf(dbPath, env);

  const hops = trustedHops(env);

  const spec = env.MESSAGES ?? 'outbox';
  let messages: AccountSettings['messages'];
  if (spec === 'outbox') {
    const dir = env.OUTBOX_DIR || (onDisk ? join(onDisk, 'outbox') : undefined);
    messages = { kind: 'outbox', dir };
  } else if (spec.startsWith('webhook:') && /^https:\/\//.test(spec.slice(8))) {
    messages = { kind: 'webhook', url: spec.slice(8), token: env.MESSAGES_TOKEN || undefined };
  } else {
    throw new Error(`MESSAGES must be "outbox" or "webhook:https://…", got "${spec}"`);
  }
  const smtp = smtpSettingsFromEnv(env);
  if (smtp) messages = { ...messages, smtp };
  const twilio = twilioSettingsFromEnv(env, siteUrl);
  if (twilio) messages = { ...messages, twilio };

  return {
    ...DEFAULT_ACCOUNT_SETTINGS,
    secret,
    secretFile: onDisk ? join(onDisk, 'auth-secret') : undefined,
    siteUrl,
    demoOutbox: env.DEMO_OUTBOX !== '0' && !production && !isPublicOrigin(siteUrl),
    outboxKey: randomBytes(18).toString('base64url'),
    messages,
    whatsappNumber: env.WHATSAPP_NUMBER || DEFAULT_ACCOUNT_SETTINGS.whatsappNumber,
    whatsappWebhookSecret: env.WHATSAPP_WEBHOOK_SECRET || undefined,
    trustProxy: hops > 0,
    trustProxyHops: Math.max(1, hops),
    sessionSeconds: Math.round(days * 86_400),
    impersonationSeconds: Math.round(impersonationMinutes * 60),
    secureCookies: production && siteUrl?.startsWith('https://') === true,
  };
}

/** Whether an origin names a host other than this machine (localhost, 127.0.0.1, [::1]). */
export function isPublicOrigin(origin: string | undefined): boolean {
  if (!origin) return false;
  const host = new URL(origin).hostname;
  return !(host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host));
}

/** The trusted proxy count: TRUST_PROXY_HOPS, else TRUST_PROXY ("1" = one proxy), else 0. */
function trustedHops(env: NodeJS.ProcessEnv): number {
  const on = env.TRUST_PROXY ?? '0';
  if (!/^\d{1,2}$/.test(on)) throw new Error(`TRUST_PROXY must be a number of proxies (0 = off), got "${on}"`);
  if (Number(on) === 0) return 0;
  const hops = env.TRUST_PROXY_HOPS ?? on;
  if (!/^\d{1,2}$/.test(hops) || Number(hops) < 1) throw new Error(`TRUST_PROXY_HOPS must be 1 or more, got "${hops}"`);
  return Number(hops);
}

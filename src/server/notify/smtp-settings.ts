/**
 * E-mail over SMTP, from the environment (read with the other message settings in
 * src/server/auth/settings.ts). Without SMTP_URL nothing changes: e-mails go where MESSAGES says.
 *
 * - SMTP_URL: `smtp://user:pass@host:587` (STARTTLS when the server offers it, and required when a
 *   password goes to a server off this machine) or `smtps://user:pass@host:465` (TLS from the
 *   start). Characters of the user or password that a URL reserves are percent-encoded (`@` → %40).
 * - MAIL_FROM: the sender, `noreply@example.com` or `Lustmap <noreply@example.com>`; required with
 *   SMTP_URL.
 * - DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (PEM; `\n` may stand for its line breaks) or
 *   DKIM_PRIVATE_KEY_FILE: every e-mail is signed for that domain (all three, or none).
 *
 * Errors name the setting and never repeat a password or a key.
 */
import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import addressparser from 'nodemailer/lib/addressparser';

/** Where and as whom e-mails are sent. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the start (smtps://); otherwise STARTTLS when offered. */
  secure: boolean;
  /** STARTTLS is required (a password is sent to a server that is not this machine). */
  requireTLS: boolean;
  auth?: { user: string; pass: string };
  /** The From header as given (MAIL_FROM). */
  from: string;
  /** The sender's address alone (the envelope sender; its domain names the Message-IDs). */
  fromAddress: string;
  dkim?: { domainName: string; keySelector: string; privateKey: string };
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|::1)$/i;

/** The SMTP settings, or undefined when SMTP_URL is not set. */
export function smtpSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpSettings | undefined {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//"`);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw new Error('SMTP_URL names no host (smtp://user:password@host:587)');
  if (url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash)
    throw new Error(`SMTP_URL takes no path or options, only ${url.protocol}//user:password@host:port`);
  const secure = url.protocol === 'smtps:';
  const port = url.port ? Number(url.port) : secure ? 465 : 587;
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('SMTP_URL has a port outside 1..65535');
  let auth: SmtpSettings['auth'];
  if (url.username || url.password) {
    try {
      auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
    } catch {
      throw new Error('SMTP_URL has a user or password that is not valid percent-encoding (write @ as %40, : as %3A)');
    }
    if (!auth.user) throw new Error('SMTP_URL has a password but no user');
  }

  const from = env.MAIL_FROM?.trim();
  if (!from) throw new Error('MAIL_FROM is required with SMTP_URL: the sender, e.g. "Lustmap <noreply@example.com>"');
  const fromAddress = senderAddress(from);

  return {
    host,
    port,
    secure,
    requireTLS: !secure && auth !== undefined && !LOOPBACK.test(host),
    auth,
    from,
    fromAddress,
    dkim: dkimFromEnv(env),
  };
}

/** The one address of MAIL_FROM. */
function senderAddress(from: string): string {
  const parsed = addressparser(from, { flatten: true });
  const address = parsed.length === 1 ? parsed[0]!.address : '';
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address))
    throw new Error(`MAIL_FROM must be one e-mail address, e.g. "Lustmap <noreply@example.com>", got "${from}"`);
  return address;
}

/** DKIM signing, when its settings are given (all of them). */
function dkimFromEnv(env: NodeJS.ProcessEnv): SmtpSettings['dkim'] {
  const domainName = env.DKIM_DOMAIN?.trim() || undefined;
  const keySelector = env.DKIM_SELECTOR?.trim() || undefined;
  const inline = env.DKIM_PRIVATE_KEY?.trim() || undefined;
  const file = env.DKIM_PRIVATE_KEY_FILE?.trim() || undefined;
  if (!domainName && !keySelector && !inline && !file) return undefined;
  if (inline && file) throw new Error('give DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE, not both');
  const missing = [!domainName && 'DKIM_DOMAIN', !keySelector && 'DKIM_SELECTOR', !inline && !file && 'DKIM_PRIVATE_KEY'].filter(Boolean);
  if (missing.length) throw new Error(`DKIM signing needs DKIM_DOMAIN, DKIM_SELECTOR and a key; missing: ${missing.join(', ')}`);
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i.test(domainName!))
    throw new Error(`DKIM_DOMAIN must be a domain name, got "${domainName}"`);
  if (!/^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/i.test(keySelector!))
    throw new Error(`DKIM_SELECTOR must be a selector name, got "${keySelector}"`);
  let privateKey: string;
  if (file) {
    try {
      privateKey = readFileSync(file, 'utf8').trim();
    } catch (err) {
      throw new Error(`DKIM_PRIVATE_KEY_FILE cannot be read: ${(err as NodeJS.ErrnoException).code ?? 'error'} (${file})`, { cause: err });
    }
  } else privateKey = inline!.replace(/\\n/g, '\n').trim();
  try {
    createPrivateKey(privateKey);
  } catch {
    throw new Error(
      `${file ? 'DKIM_PRIVATE_KEY_FILE' : 'DKIM_PRIVATE_KEY'} holds no private key in PEM form (-----BEGIN PRIVATE KEY-----)`,
    );
  }
  return { domainName: domainName!.toLowerCase(), keySelector: keySelector!, privateKey };
}

/** The server and sender for a log line or a start message: never the password or the key. */
export function describeSmtp(s: SmtpSettings): Record<string, string | number | boolean | null> {
  return {
    server: `${s.secure ? 'smtps' : 'smtp'}://${s.auth ? `${encodeURIComponent(s.auth.user)}@` : ''}${s.host.includes(':') ? `[${s.host}]` : s.host}:${s.port}`,
    from: s.fromAddress,
    dkim: s.dkim ? `${s.dkim.keySelector}._domainkey.${s.dkim.domainName}` : null,
  };
}

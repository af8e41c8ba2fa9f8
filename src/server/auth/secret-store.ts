/**
 * Verification, reset and impersonation secrets in `auth_secrets`: random (256 bits), expiring,
 * single use, stored as hashes. A request has a page handle (the hash in the verification page's
 * URL: shows the request, resends) and either a link token (grants on its own) or a six-digit code
 * bound to the handle, counted per wrong attempt and burnt after too many. The count belongs to the
 * request, not to one code: a resent code keeps it, so renewals never buy more guesses.
 */
import type { Kysely } from 'kysely';
import {
  countWrongCode,
  insertSecret,
  liveSecretByHash,
  markSecretUsed,
  storeNewHandle,
  storeRenewedCode,
  storeReplacedToken,
  type SecretRow,
} from '../db/queries/secrets.ts';
import type { DB, MessageChannel, SecretPurpose } from '../db/types.ts';
import { MAX_CODE_ATTEMPTS } from './rate-limit.ts';
import { hashSecret, randomCode, randomToken, randomWhatsappCode } from './secrets.ts';

export type { SecretRow };

/** How long each kind of secret lives. */
export const SECRET_SECONDS: Record<SecretPurpose, number> = {
  verify_email: 24 * 3600,
  // SMS codes live ten minutes (from their last send).
  verify_phone: 10 * 60,
  reset_email: 60 * 60,
  reset_sms: 10 * 60,
  impersonate: 5 * 60,
};

export interface IssueOptions {
  purpose: SecretPurpose;
  userId: number | null;
  targetUserId?: number | null;
  channel?: MessageChannel | null;
  recipient?: string | null;
  redirectPath?: string | null;
  /** Create a link token (e-mail links, impersonation path). */
  link?: boolean;
  /** Attach a six-digit code (SMS). */
  code?: boolean;
  /** Attach a WhatsApp code (the user sends it to us). */
  whatsapp?: boolean;
  now: Date;
}

export interface Issued {
  id: number;
  handle: string;
  token?: string;
  code?: string;
  whatsappCode?: string;
  expiresAt: string;
}

const iso = (d: Date) => d.toISOString();
const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

/** Issue a new secret; earlier unused secrets of the same purpose for the same user stop working. */
export async function issueSecret(db: Kysely<DB>, o: IssueOptions): Promise<Issued> {
  const handle = randomToken();
  return { handle, ...(await storeSecret(db, hashSecret(handle), o)) };
}

/**
 * Issue a secret whose page handle was made, and handed to the client, before (a reset request
 * answers before its work runs): only the handle's hash is known here.
 */
export function issueSecretWithHandle(db: Kysely<DB>, handleHash: string, o: IssueOptions): Promise<Omit<Issued, 'handle'>> {
  return storeSecret(db, handleHash, o);
}

async function storeSecret(db: Kysely<DB>, handleHash: string, o: IssueOptions): Promise<Omit<Issued, 'handle'>> {
  const token = o.link ? randomToken() : undefined;
  const code = o.code ? randomCode() : undefined;
  const whatsappCode = o.whatsapp ? randomWhatsappCode() : undefined;
  const expiresAt = later(o.now, SECRET_SECONDS[o.purpose]);
  // Requests expired for a week are of no use to anyone (not even the audit): dropped meanwhile.
  const id = await insertSecret(
    db,
    {
      purpose: o.purpose,
      user_id: o.userId,
      target_user_id: o.targetUserId ?? null,
      handle_hash: handleHash,
      token_hash: token ? hashSecret(token) : null,
      code_hash: code ? hashSecret(code) : null,
      whatsapp_code: whatsappCode ?? null,
      channel: o.channel ?? null,
      recipient: o.recipient ?? null,
      redirect_path: o.redirectPath ?? null,
      last_sent_at: iso(o.now),
      whatsapp_received_at: null,
      expires_at: expiresAt,
      used_at: null,
    },
    o.now,
    new Date(o.now.getTime() - 7 * 86_400_000),
  );
  return { id, token, code, whatsappCode, expiresAt };
}

/** The live (unused, unexpired) request of a purpose by its link token or page handle. */
export async function findLiveSecret(
  db: Kysely<DB>,
  purpose: SecretPurpose,
  by: { token: string } | { handle: string },
  now: Date,
): Promise<SecretRow | undefined> {
  const [column, value] = 'token' in by ? (['token_hash', by.token] as const) : (['handle_hash', by.handle] as const);
  return liveSecretByHash(db, purpose, column, hashSecret(value), now);
}

/** Mark a secret used; false when another request used it first (single use under concurrency). */
export function consumeSecret(db: Kysely<DB>, id: number, now: Date): Promise<boolean> {
  return markSecretUsed(db, id, now);
}

export type CodeCheck = 'ok' | 'invalid' | 'expired';

/** Whether a request's wrong codes used up its attempts (it is dead: no code of it works or is sent again). */
export const codesExhausted = (row: Pick<SecretRow, 'attempts'>) => row.attempts >= MAX_CODE_ATTEMPTS;

/**
 * Check a code against a live secret. A wrong code counts an attempt; after MAX_CODE_ATTEMPTS wrong
 * codes in total (across resends) the request is dead and a new one must be started once it
 * expired. A right code consumes the secret.
 */
export async function checkCode(db: Kysely<DB>, row: SecretRow, code: string, now: Date): Promise<CodeCheck> {
  if (codesExhausted(row) || !row.code_hash) return 'expired';
  if (row.code_hash !== hashSecret(code)) {
    await countWrongCode(db, row.id);
    return 'invalid';
  }
  return (await consumeSecret(db, row.id, now)) ? 'ok' : 'invalid';
}

/** A fresh code for the same secret (resend): the old code stops working, the attempts made so far still count. */
export async function renewCode(db: Kysely<DB>, row: SecretRow, now: Date): Promise<{ code: string; expiresAt: string }> {
  const code = randomCode();
  const expiresAt = later(now, SECRET_SECONDS[row.purpose]);
  await storeRenewedCode(db, row.id, hashSecret(code), now, expiresAt);
  return { code, expiresAt };
}

/** A new page handle for a live request (a repeated login resumes it): the old page stops working. */
export async function renewHandle(db: Kysely<DB>, row: SecretRow): Promise<string> {
  const handle = randomToken();
  await storeNewHandle(db, row.id, hashSecret(handle));
  return handle;
}

/** A new link token for the same request (resend): the old link stops working. */
export async function replaceToken(db: Kysely<DB>, row: SecretRow, now: Date, recipient?: string): Promise<{ token: string }> {
  const token = randomToken();
  await storeReplacedToken(db, row.id, hashSecret(token), now, later(now, SECRET_SECONDS[row.purpose]), recipient);
  return { token };
}

/** Seconds until another message may be sent for this secret. */
export function resendIn(row: Pick<SecretRow, 'last_sent_at'>, now: Date, cooldownSeconds: number): number {
  const next = Date.parse(row.last_sent_at) + cooldownSeconds * 1000;
  return Math.max(0, Math.ceil((next - now.getTime()) / 1000));
}

/**
 * Random secrets for links, verification pages and codes, and how they are stored: only a
 * SHA-256 hash of each secret reaches the database, so a leaked table opens no account.
 */
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Kysely } from 'kysely';
import { deleteMeta, readMeta } from '../db/queries/meta.ts';
import type { DB } from '../db/types.ts';

/** A URL-safe secret with 256 bits of randomness. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a secret. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A six-digit code for SMS (guessing is stopped by attempt limits, not by length). */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Letters and digits that cannot be mistaken for each other when typed from a screen. */
const WHATSAPP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The code a user sends us on WhatsApp ("LM-7KQ4PX"). */
export function randomWhatsappCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += WHATSAPP_ALPHABET[randomInt(0, WHATSAPP_ALPHABET.length)];
  return `LM-${code}`;
}

/** A key derived from the server secret for one purpose (session tokens, captcha signatures). */
export function deriveKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url');
}

/** Where earlier versions kept the generated key (moved to its own file on first start). */
const META_KEY = 'auth_secret';

/** The key in `file`, if the file exists. */
function readKeyFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * Write a new key file readable by its owner only, in a folder only the owner may enter. `wx`
 * fails when the file exists: of two processes starting at once, the second reads the first's key.
 */
function createKeyFile(file: string, key: string): string {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  chmodSync(dirname(file), 0o700);
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readKeyFile(file) ?? key;
    throw err;
  }
  return key;
}

/**
 * The server secret: the configured one (AUTH_SECRET), else the one in `file` (created at random on
 * first start, mode 0600, beside the database but not in it, so a copy of the database opens no
 * session). Without a file (an in-memory database) the key lives as long as the process.
 */
export function serverSecret(configured?: string, file?: string): string {
  if (configured) return configured;
  if (!file) return randomBytes(48).toString('base64url');
  return readKeyFile(file) ?? createKeyFile(file, randomBytes(48).toString('base64url'));
}

/**
 * At start, before the app reads `serverSecret`: a key an earlier version kept in the `meta` table
 * moves to the key file (unless the file exists already) and leaves the database. Nothing to do
 * with a configured AUTH_SECRET or without a file.
 */
export async function moveLegacySecret(db: Kysely<DB>, configured?: string, file?: string): Promise<void> {
  if (configured || !file) return;
  const legacy = await readMeta(db, META_KEY);
  if (legacy === undefined) return;
  if (readKeyFile(file) === undefined) createKeyFile(file, legacy);
  await deleteMeta(db, META_KEY);
}

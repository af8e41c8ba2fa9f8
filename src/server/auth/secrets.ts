/**
 * Random secrets for links, verification pages and codes, and how they are stored: only a
 * SHA-256 hash of each secret reaches the database, so a leaked table opens no account.
 */
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { keepMeta, readMeta } from '../db/queries/meta.ts';

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

const META_KEY = 'auth_secret';

/**
 * The server secret: the configured one, else a random one created on first use and kept in the
 * `meta` table (so sessions survive restarts without configuration).
 */
export function serverSecret(sqlite: DatabaseSync, configured?: string): string {
  if (configured) return configured;
  // Two processes starting on a new database at once both end up with the one stored first.
  return readMeta(sqlite, META_KEY) ?? keepMeta(sqlite, META_KEY, randomBytes(48).toString('base64url'));
}

/**
 * The password rule (NIST SP 800-63B): 8 to 128 characters, no composition rules, refused when it
 * is a well-known password, only whitespace, one repeated character, or the account's own e-mail
 * or phone.
 */
import { isCommonPassword } from './common-passwords.ts';

/** Whitespace as trim() sees it, plus the invisible joiners trim() keeps. */
const BLANK = /^[\s\u200b-\u200d\u2060\u180e]*$/u;

/** Whether a password is too easy to guess for the account with these contacts. */
export function isGuessable(password: string, contacts: readonly (string | null | undefined)[] = []): boolean {
  if (BLANK.test(password)) return true;
  const p = password.trim().toLowerCase();
  if (isCommonPassword(p)) return true;
  if (/^(.)\1*$/u.test(p)) return true;
  for (const c of contacts) {
    if (!c) continue;
    const v = c.toLowerCase();
    if (p === v || p === v.split('@')[0] || p === v.replace(/^\+/, '')) return true;
  }
  return false;
}

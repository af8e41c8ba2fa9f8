import { SignJWT, UnsecuredJWT } from 'jose';
import { expect, test } from 'vitest';
import { tokenSigner } from './jwt.ts';

const KEY = 'k'.repeat(48);
const now = new Date('2025-06-15T10:00:00Z');
const signer = tokenSigner(KEY);

test('it signs and verifies a session with its claims', async () => {
  const { token, claims } = await signer.sign({ userId: 7, version: 3 }, now, 3600);
  expect(token.split('.')).toHaveLength(3);
  expect(await signer.verify(token, now)).toEqual(claims);
  expect(claims).toMatchObject({ userId: 7, version: 3, exp: now.getTime() / 1000 + 3600 });
});

test('it keeps the impersonating admin in the token', async () => {
  const { token } = await signer.sign({ userId: 7, version: 0, impersonator: { id: 2, version: 5 } }, now, 60);
  expect((await signer.verify(token, now))?.impersonator).toEqual({ id: 2, version: 5 });
});

test('it refuses expired tokens', async () => {
  const { token } = await signer.sign({ userId: 7, version: 0 }, now, 60);
  expect(await signer.verify(token, new Date(now.getTime() + 61_000))).toBeNull();
});

test('it refuses tokens signed with another key', async () => {
  const { token } = await tokenSigner('x'.repeat(48)).sign({ userId: 7, version: 0 }, now, 60);
  expect(await signer.verify(token, now)).toBeNull();
});

test('it refuses unsigned tokens and other algorithms', async () => {
  const iat = Math.floor(now.getTime() / 1000);
  const claims = { ver: 0, sub: '7', jti: 'j', iss: 'lustmap', aud: 'lustmap-session', iat, exp: iat + 60 };
  const unsecured = new UnsecuredJWT(claims).encode();
  expect(await signer.verify(unsecured, now)).toBeNull();
  const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(KEY));
  expect(await signer.verify(hs512, now)).toBeNull();
});

test('it refuses tampered payloads and garbage', async () => {
  const { token } = await signer.sign({ userId: 7, version: 0 }, now, 60);
  const [h, , s] = token.split('.');
  const forged = Buffer.from(JSON.stringify({ sub: '1', ver: 0, jti: 'x', iss: 'lustmap', aud: 'lustmap-session', exp: 9e9 })).toString(
    'base64url',
  );
  expect(await signer.verify(`${h}.${forged}.${s}`, now)).toBeNull();
  for (const junk of ['', 'a.b.c', 'x'.repeat(5000), '...']) expect(await signer.verify(junk, now)).toBeNull();
});

test('it refuses keys shorter than 256 bits', () => {
  expect(() => tokenSigner('short')).toThrow(/32 bytes/);
});

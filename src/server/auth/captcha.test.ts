import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { captcha, type Captcha } from './captcha.ts';

let c: Captcha;
let d: Database;
beforeEach(async () => {
  d = await openDatabase(':memory:');
  c = captcha(d.db, 's'.repeat(48), { min: 10, max: 40 });
});
afterEach(() => d.close());

async function solved() {
  const challenge = await c.create();
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge, solution };
}

test('it accepts a solved challenge once', async () => {
  const payload = await solved();
  expect(await c.verify(payload)).toBe(true);
  expect(await c.verify(payload)).toBe(false);
});

test('it refuses a key that was not worked out', async () => {
  const payload = await solved();
  expect(await c.verify({ ...payload, solution: { counter: 0, derivedKey: '00'.repeat(32) } })).toBe(false);
  expect(
    await c.verify({
      ...payload,
      solution: { ...payload.solution!, derivedKey: payload.solution!.derivedKey.replace(/^./, (d) => (d === '0' ? '1' : '0')) },
    }),
  ).toBe(false);
  // The refusals did not use the challenge up.
  expect(await c.verify(payload)).toBe(true);
});

test('it refuses challenges it did not sign', async () => {
  const payload = await solved();
  const parameters = { ...payload.challenge.parameters, keyPrefix: '00' };
  expect(await c.verify({ ...payload, challenge: { ...payload.challenge, parameters } })).toBe(false);
  expect(await c.verify({ ...payload, challenge: { ...payload.challenge, signature: 'ab'.repeat(32) } })).toBe(false);
});

test('it refuses malformed payloads without throwing', async () => {
  for (const junk of [
    undefined,
    null,
    1,
    'x',
    [],
    {},
    { challenge: {}, solution: {} },
    { challenge: { parameters: { algorithm: 'SHA-256' } }, solution: { counter: 'x' } },
  ]) {
    expect(await c.verify(junk)).toBe(false);
  }
});

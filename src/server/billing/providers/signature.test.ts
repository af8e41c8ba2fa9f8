import { expect, test } from 'vitest';
import { checkSignature, signPayload } from './signature.ts';

const at = new Date('2025-06-15T10:00:00Z');
const body = '{"id":"evt_1"}';

test('it accepts its own signature within five minutes', () => {
  expect(checkSignature('s', body, signPayload('s', body, at), new Date(at.getTime() + 299_000))).toBe('ok');
});

test('it refuses another secret, another body and a malformed header', () => {
  expect(checkSignature('other', body, signPayload('s', body, at), at)).toBe('signature');
  expect(checkSignature('s', `${body} `, signPayload('s', body, at), at)).toBe('signature');
  expect(checkSignature('s', body, 't=abc,v1=00', at)).toBe('signature');
  expect(checkSignature('s', body, undefined, at)).toBe('signature');
});

test('it calls a notification older than five minutes a replay', () => {
  expect(checkSignature('s', body, signPayload('s', body, at), new Date(at.getTime() + 301_000))).toBe('replayed');
});

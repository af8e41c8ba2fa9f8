import { expect, test } from 'vitest';
import { startErrorKey } from './start-error.ts';

test('it explains a refused start by status and role', () => {
  expect(startErrorKey(403, true)).toBe('messages.start.blocked');
  expect(startErrorKey(403, false)).toBe('messages.start.punterOnly');
  expect(startErrorKey(404, true)).toBe('messages.start.notFound');
  expect(startErrorKey(422, true)).toBe('messages.start.self');
  expect(startErrorKey(0, true)).toBe('messages.start.failed');
  expect(startErrorKey(500, false)).toBe('messages.start.failed');
});

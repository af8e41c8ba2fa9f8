import { expect, test } from 'vitest';
import { REALTIME_STATES } from '../../lib/realtime.ts';
import { connectionNotice } from './connection.ts';

test('it says reconnecting while a live connection comes back, offline when it gave up', () => {
  expect(REALTIME_STATES.map((s) => [s, connectionNotice(s, true)])).toEqual([
    ['initialized', undefined],
    ['connecting', 'reconnecting'],
    ['connected', undefined],
    ['unavailable', 'reconnecting'],
    ['failed', 'offline'],
    ['disconnected', 'offline'],
  ]);
});

test('it says nothing during the first connect', () => {
  expect(connectionNotice('connecting', false)).toBeUndefined();
  expect(connectionNotice('unavailable', false)).toBe('reconnecting');
});

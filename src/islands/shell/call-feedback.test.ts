import { expect, test } from 'vitest';
import { callFeedbackDue, ESCORT_CALL_FEEDBACK_DELAY, parseCallFeedback } from './call-feedback.ts';

const now = Date.parse('2025-05-01T12:00:00Z');
const flag = (v: object) => JSON.stringify({ escortId: 42, name: 'Lena', ...v });

test('the question waits until the call had time to happen, then asks', () => {
  expect(callFeedbackDue(flag({ at: now }), 7, now)).toBe('wait');
  expect(callFeedbackDue(flag({ at: now - ESCORT_CALL_FEEDBACK_DELAY + 1 }), 7, now)).toBe('wait');
  expect(callFeedbackDue(flag({ at: now - ESCORT_CALL_FEEDBACK_DELAY }), 7, now)).toBe('ask');
  expect(callFeedbackDue(flag({ at: now - 3 * 24 * 3600_000 }), 7, now)).toBe('ask');
  // A reveal stamped in the future (another clock) waits too.
  expect(callFeedbackDue(flag({ at: now + 60_000 }), 7, now)).toBe('wait');
  expect(ESCORT_CALL_FEEDBACK_DELAY).toBe(15 * 60_000);
});

test('without a flag nothing happens; a damaged flag or one about the user’s own profile is dropped', () => {
  expect(callFeedbackDue(null, 7, now)).toBe('none');
  for (const raw of [
    '',
    'not json',
    'null',
    '[]',
    flag({ at: 'yesterday' }),
    JSON.stringify({ escortId: 'x', at: 1 }),
    flag({ escortId: 0, at: 1 }),
  ])
    expect(callFeedbackDue(raw, 7, now)).toBe('drop');
  expect(callFeedbackDue(flag({ at: 1 }), 42, now)).toBe('drop');
});

test('the flag is read back with its name, or an empty name when it has none', () => {
  expect(parseCallFeedback(flag({ at: 5 }))).toEqual({ escortId: 42, name: 'Lena', at: 5 });
  expect(parseCallFeedback(JSON.stringify({ escortId: 3, at: 5 }))).toEqual({ escortId: 3, name: '', at: 5 });
  expect(parseCallFeedback(null)).toBeUndefined();
});

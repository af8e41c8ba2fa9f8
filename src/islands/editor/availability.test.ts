import { describe, expect, test } from 'vitest';
import { availabilityBodySchema } from '../../lib/api/own-profile.ts';
import { availableNowOn, msUntilEnd, pastMidnight, rowsFromWeekly, weeklyBody, type DayRow } from './availability.ts';

const day = (weekday: number, opens: string, closes: string, open = true): DayRow => ({ weekday, open, opens, closes });

describe('weekly hours', () => {
  test('seven rows from saved hours; days without hours are closed with default hours', () => {
    const rows = rowsFromWeekly([{ weekday: 2, opens: '20:00', closes: '03:00' }]);
    expect(rows).toHaveLength(7);
    expect(rows[2]).toEqual(day(2, '20:00', '03:00'));
    expect(rows[0]).toEqual(day(0, '10:00', '22:00', false));
  });
  test('the body holds only open days, and the contract accepts it (past midnight too)', () => {
    const rows = rowsFromWeekly([]);
    rows[0] = day(0, '09:00', '17:30');
    rows[5] = day(5, '21:00', '04:00');
    const out = weeklyBody(rows);
    expect(out).toEqual({
      weekly: [
        { weekday: 0, opens: '09:00', closes: '17:30' },
        { weekday: 5, opens: '21:00', closes: '04:00' },
      ],
    });
    if (!out.errors) expect(availabilityBodySchema.safeParse({ weekly: out.weekly }).success).toBe(true);
  });
  test('refuses equal times and malformed times by weekday; closed days are not checked', () => {
    expect(weeklyBody([day(0, '10:00', '10:00'), day(1, '25:00', '10:00'), day(2, '', '10:00'), day(3, '10:00', '10:00', false)])).toEqual({
      errors: { 0: 'editor.availability.error.same', 1: 'editor.availability.error.time', 2: 'editor.availability.error.time' },
    });
  });
  test('past midnight when closing comes before opening', () => {
    expect(pastMidnight('20:00', '02:00')).toBe(true);
    expect(pastMidnight('09:00', '17:00')).toBe(false);
  });
});

describe('available now', () => {
  const now = Date.parse('2025-03-01T12:00:00Z');
  test('on until the instant the server gave, then off by itself', () => {
    expect(availableNowOn('2025-03-01T14:00:00Z', now)).toBe(true);
    expect(availableNowOn('2025-03-01T12:00:00Z', now)).toBe(false);
    expect(availableNowOn(null, now)).toBe(false);
  });
  test('the timer waits until the end', () => {
    expect(msUntilEnd('2025-03-01T14:00:00Z', now)).toBe(2 * 3600 * 1000);
    expect(msUntilEnd('2025-03-01T11:00:00Z', now)).toBeUndefined();
  });
});

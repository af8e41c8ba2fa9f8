import { expect, test } from 'vitest';
import { alertAt, countdown, defaultMeetingTimes, formatClock, fromLocalInput, reminderDue, toLocalInput } from './times.ts';

test('a moment becomes a local datetime-local value and back, to the minute', () => {
  const ms = new Date(2025, 4, 1, 21, 30, 45).getTime();
  expect(toLocalInput(ms)).toBe('2025-05-01T21:30');
  expect(fromLocalInput('2025-05-01T21:30')).toBe(new Date(2025, 4, 1, 21, 30).toISOString());
});

test('an empty or malformed time is no time', () => {
  expect(fromLocalInput('')).toBeUndefined();
  expect(fromLocalInput('tomorrow')).toBeUndefined();
  expect(fromLocalInput('2025-13-45T99:99')).toBeUndefined();
});

test('a new meeting starts now, ends an hour later, and the check-in is the end', () => {
  const now = new Date(2025, 4, 1, 23, 30, 59).getTime();
  expect(defaultMeetingTimes(now)).toEqual({
    startsAt: '2025-05-01T23:30',
    endsAt: '2025-05-02T00:30',
    checkInAt: '2025-05-02T00:30',
  });
});

test('the clock shows minutes and seconds, hours from an hour on', () => {
  expect(formatClock(0)).toBe('0:00');
  expect(formatClock(249_000)).toBe('4:09');
  expect(formatClock(3_903_000)).toBe('1:05:03');
  expect(formatClock(-61_500)).toBe('1:01');
});

test('the countdown runs to the check-in, then says how long it is past', () => {
  const checkIn = '2025-05-01T21:00:00.000Z';
  const at = Date.parse(checkIn);
  expect(countdown(checkIn, at - 90_000)).toEqual({ past: false, clock: '1:30' });
  expect(countdown(checkIn, at)).toEqual({ past: true, clock: '0:00' });
  expect(countdown(checkIn, at + 125_000)).toEqual({ past: true, clock: '2:05' });
});

test('the reminder shows within the last minutes before the check-in only', () => {
  const checkIn = '2025-05-01T21:00:00.000Z';
  const at = Date.parse(checkIn);
  expect(reminderDue(checkIn, at - 11 * 60_000)).toBe(false);
  expect(reminderDue(checkIn, at - 10 * 60_000)).toBe(true);
  expect(reminderDue(checkIn, at - 1000)).toBe(true);
  expect(reminderDue(checkIn, at)).toBe(false);
  expect(reminderDue(checkIn, at - 20 * 60_000, 30)).toBe(true);
});

test('contacts are alerted the grace period after the check-in', () => {
  expect(alertAt('2025-05-01T21:00:00.000Z', 5)).toBe(Date.parse('2025-05-01T21:05:00.000Z'));
});

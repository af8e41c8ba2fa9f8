import { expect, test } from 'vitest';
import type { Meeting } from '../../lib/api/alarme.ts';
import { canAct, isOpen, withMeeting } from './meetings.ts';

const meeting = (id: number, status: Meeting['status'], checkInAt = '2025-05-01T21:00:00.000Z'): Meeting => ({
  id,
  status,
  place: `Ort ${id}`,
  startsAt: '2025-05-01T20:00:00.000Z',
  endsAt: '2025-05-01T21:00:00.000Z',
  checkInAt,
  clientDescription: null,
  clientPhone: null,
  lastLocation: null,
  alertedAt: null,
  alertReason: null,
  acknowledgedBy: [],
  closedAt: null,
  createdAt: '2025-05-01T19:00:00.000Z',
});

test('open statuses are the ones before the meeting is closed', () => {
  expect(['scheduled', 'active', 'overdue', 'alerted'].every((s) => isOpen(s as Meeting['status']))).toBe(true);
  expect(isOpen('safe')).toBe(false);
  expect(isOpen('cancelled')).toBe(false);
});

test('an answer replaces its meeting, a new one joins by check-in time, a closed one leaves', () => {
  const a = meeting(1, 'active', '2025-05-01T22:00:00.000Z');
  const b = meeting(2, 'scheduled', '2025-05-01T23:00:00.000Z');
  const c = meeting(3, 'scheduled', '2025-05-01T21:30:00.000Z');
  expect(withMeeting([a, b], c).map((m) => m.id)).toEqual([3, 1, 2]);
  expect(withMeeting([a, b], { ...a, status: 'overdue' })).toEqual([{ ...a, status: 'overdue' }, b]);
  expect(withMeeting([a, b], { ...a, status: 'safe' })).toEqual([b]);
});

test('cancel only before the start, change while scheduled or active, no extend or panic after an alert', () => {
  expect(canAct(meeting(1, 'scheduled'), 'cancel')).toBe(true);
  expect(canAct(meeting(1, 'active'), 'cancel')).toBe(false);
  expect(canAct(meeting(1, 'active'), 'edit')).toBe(true);
  expect(canAct(meeting(1, 'overdue'), 'edit')).toBe(false);
  expect(canAct(meeting(1, 'overdue'), 'extend')).toBe(true);
  expect(canAct(meeting(1, 'overdue'), 'panic')).toBe(true);
  expect(canAct(meeting(1, 'alerted'), 'extend')).toBe(false);
  expect(canAct(meeting(1, 'alerted'), 'panic')).toBe(false);
});

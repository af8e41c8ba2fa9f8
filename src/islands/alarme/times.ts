/**
 * The times of a meeting as the form holds them (`datetime-local` values in the phone's own time
 * zone) and as the API takes them (ISO 8601), the form's defaults, and the countdown to a check-in.
 */
import { ALARME_LIMITS } from '../../lib/api/alarme-codes.ts';

const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a `datetime-local` value in local time, to the minute ("2025-05-01T21:30"). */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (local time) as an ISO timestamp; undefined when it is empty or not a time. */
export function fromLocalInput(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  // Without an offset the Date constructor reads date-time text as local time, as the input meant it.
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** The three times of a new meeting: it starts now, ends an hour later, and the check-in is the end. */
export interface MeetingTimes {
  startsAt: string;
  endsAt: string;
  checkInAt: string;
}

/** The defaults of the new-meeting form at `now` (as `datetime-local` values). */
export function defaultMeetingTimes(now: number): MeetingTimes {
  const start = Math.floor(now / MINUTE) * MINUTE;
  const end = start + 60 * MINUTE;
  return { startsAt: toLocalInput(start), endsAt: toLocalInput(end), checkInAt: toLocalInput(end) };
}

/** A duration as a clock: "1:05:03" from an hour on, "4:09" below. */
export function formatClock(ms: number): string {
  const total = Math.floor(Math.abs(ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The countdown to a check-in: the time left as a clock, or how long it is past. */
export interface Countdown {
  past: boolean;
  clock: string;
}

/** The countdown to `checkInAt` at `now`. */
export function countdown(checkInAt: string, now: number): Countdown {
  const left = Date.parse(checkInAt) - now;
  return { past: left <= 0, clock: formatClock(left) };
}

/** Whether the check-in is close enough for the reminder banner (within ALARME_LIMITS.reminderMinutes, not yet past). */
export function reminderDue(checkInAt: string, now: number, minutes: number = ALARME_LIMITS.reminderMinutes): boolean {
  const left = Date.parse(checkInAt) - now;
  return left > 0 && left <= minutes * MINUTE;
}

/** When contacts are alerted for a missed check-in: the check-in plus the grace period. */
export function alertAt(checkInAt: string, graceMinutes: number): number {
  return Date.parse(checkInAt) + graceMinutes * MINUTE;
}

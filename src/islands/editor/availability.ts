/**
 * Weekly hours as the availability tab edits them: one row per weekday (Monday 0 … Sunday 6),
 * closed or open from–to, where a closing time before the opening runs past midnight; and the
 * "available now" state, which ends by itself at the instant the server gave.
 */
import type { Availability, AvailabilityBody } from '../../lib/api/own-profile.ts';

/** One weekday of the form. */
export interface DayRow {
  weekday: number;
  open: boolean;
  opens: string;
  closes: string;
}

/** Why a weekday is refused (message keys of the editor namespace). */
export type DayError = 'editor.availability.error.time' | 'editor.availability.error.same';

/** Hours a newly opened day starts with. */
export const DEFAULT_HOURS = { opens: '10:00', closes: '22:00' } as const;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The seven rows of saved weekly hours (days without hours are closed). */
export function rowsFromWeekly(weekly: Availability['weekly']): DayRow[] {
  return Array.from({ length: 7 }, (_, weekday) => {
    const day = weekly.find((h) => h.weekday === weekday);
    return day ? { weekday, open: true, opens: day.opens, closes: day.closes } : { weekday, open: false, ...DEFAULT_HOURS };
  });
}

/** Whether hours run past midnight (closing before opening: 20:00–02:00). */
export function pastMidnight(opens: string, closes: string): boolean {
  return closes < opens;
}

/** The weekly hours of the open days, or the errors by weekday. */
export function weeklyBody(
  rows: readonly DayRow[],
): { weekly: AvailabilityBody['weekly']; errors?: undefined } | { errors: Record<number, DayError> } {
  const errors: Record<number, DayError> = {};
  const weekly: AvailabilityBody['weekly'] = [];
  for (const row of rows) {
    if (!row.open) continue;
    if (!CLOCK.test(row.opens) || !CLOCK.test(row.closes)) errors[row.weekday] = 'editor.availability.error.time';
    else if (row.opens === row.closes) errors[row.weekday] = 'editor.availability.error.same';
    else weekly.push({ weekday: row.weekday, opens: row.opens, closes: row.closes });
  }
  return Object.keys(errors).length > 0 ? { errors } : { weekly };
}

// Whether "available now" is on, and how long until it ends: the cards and the profile page share these.
export { availableNowOn, msUntilEnd } from '../../lib/available-now.ts';

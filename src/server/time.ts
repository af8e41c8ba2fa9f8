/**
 * Dates and ages. "Today" is the calendar date in Europe/Berlin (SPEC §9 default time zone); ages
 * are whole years on that date. Age filters become date-of-birth bounds, so the search compares
 * an indexed integer instead of computing ages row by row.
 */

/** Where the server reads the time from (tests pass a fixed clock). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at `iso`. */
export function fixedClock(iso: string): Clock {
  const at = new Date(iso);
  return { now: () => new Date(at) };
}

export const TIME_ZONE = 'Europe/Berlin';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date of `at` in Europe/Berlin, as "YYYY-MM-DD". */
export function isoDay(at: Date): string {
  return dayFormat.format(at);
}

/** "YYYY-MM-DD" to 19900315. */
export function dayNumber(isoDate: string): number {
  return Number(isoDate.slice(0, 4)) * 10000 + Number(isoDate.slice(5, 7)) * 100 + Number(isoDate.slice(8, 10));
}

/** Subtract whole years from a "YYYY-MM-DD" date; 29 February falls back to 28 February. */
export function minusYears(isoDate: string, years: number): string {
  const y = Number(isoDate.slice(0, 4)) - years;
  const m = isoDate.slice(5, 7);
  let d = isoDate.slice(8, 10);
  if (m === '02' && d === '29' && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0))) d = '28';
  return `${String(y).padStart(4, '0')}-${m}-${d}`;
}

/** Whole years between a date of birth and `today` (both "YYYY-MM-DD"). */
export function ageOn(dateOfBirth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** Whether someone born on `dateOfBirth` is at least 18 on `today`. */
export function isAdult(dateOfBirth: string, today: string): boolean {
  return ageOn(dateOfBirth, today) >= 18;
}

/**
 * Date-of-birth bounds (as day numbers, inclusive) of people aged `minAge`..`maxAge` on `today`:
 * aged >= min means born on or before today minus min years; aged <= max means born after today
 * minus (max + 1) years.
 */
export function birthBounds(minAge: number, maxAge: number, today: string): { earliest: number; latest: number } {
  const latest = dayNumber(minusYears(today, minAge));
  const earliest = dayNumber(minusYears(today, maxAge + 1)) + 1;
  return { earliest, latest };
}

/** Days between two instants, rounded down. */
export function daysBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / 86_400_000);
}

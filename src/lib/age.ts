/**
 * Adults only: the one rule every form, the server and the demo data apply to a date of birth.
 * Ages count in whole calendar years in UTC, so a birthday today counts.
 */

/** The minimum age of every profile and account holder. */
export const ADULT_AGE = 18;

/** Whole years between an ISO date of birth ("YYYY-MM-DD") and `on`. */
export function ageOn(dateOfBirth: string, on: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = on.getUTCFullYear() - y;
  const month = on.getUTCMonth() + 1;
  if (month < m || (month === m && on.getUTCDate() < d)) age -= 1;
  return age;
}

/** Whether someone born on `dateOfBirth` is at least 18 on `on`. */
export function isAdultOn(dateOfBirth: string, on: Date): boolean {
  return ageOn(dateOfBirth, on) >= ADULT_AGE;
}

/** The latest date of birth ("YYYY-MM-DD") of an adult on `on`: the `max` of a date field. */
export function latestAdultBirthDate(on: Date): string {
  const y = on.getUTCFullYear() - ADULT_AGE;
  const m = on.getUTCMonth() + 1;
  let d = on.getUTCDate();
  // 29 February of a leap year: an adult born then turns 18 on 1 March of a common year.
  if (m === 2 && d === 29) d = 28;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

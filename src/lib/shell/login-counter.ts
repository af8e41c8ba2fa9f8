/**
 * `userTodayLoginCounter` (SPEC §3 cookies): how often this browser signed in today, as
 * `<YYYY-MM-DD>:<count>` in the visitor's own calendar day; it expires at the end of that day.
 * Features that greet only the first sign-in of the day read it with `todayLoginCount`.
 */
import Cookies from 'js-cookie';

export const LOGIN_COUNTER_COOKIE = 'userTodayLoginCounter';

/** The local calendar day of `now`. */
function day(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The count a stored value holds for today's date (0 for another day or anything unreadable). */
export function countToday(value: string | undefined, now: Date = new Date()): number {
  const m = /^(\d{4}-\d{2}-\d{2}):(\d{1,6})$/.exec(value ?? '');
  return m && m[1] === day(now) ? Number(m[2]) : 0;
}

/** The value after one more sign-in. */
export function nextCounterValue(value: string | undefined, now: Date = new Date()): string {
  return `${day(now)}:${countToday(value, now) + 1}`;
}

/** Sign-ins from this browser today. */
export function todayLoginCount(): number {
  return countToday(Cookies.get(LOGIN_COUNTER_COOKIE));
}

/** Count a sign-in (call after every successful login). */
export function countLogin(now: Date = new Date()): void {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  Cookies.set(LOGIN_COUNTER_COOKIE, nextCounterValue(Cookies.get(LOGIN_COUNTER_COOKIE), now), {
    expires: midnight,
    path: '/',
    sameSite: 'lax',
    secure: location.protocol === 'https:',
  });
}

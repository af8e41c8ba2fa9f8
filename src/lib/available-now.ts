/**
 * "Available now": an escort switches it on for a few hours and it ends by itself at the instant
 * the server gave (`availableNowUntil`). The API says whether it was on when it answered; pages and
 * cards check the end against the current time, so a page or an answer kept for a while never shows
 * it after it ended. Shared by the editor's switch, the listing cards and the profile page.
 */

/** Whether "available now" is on at `now` (milliseconds since 1970): it ends by itself at `until`. */
export function availableNowOn(until: string | null | undefined, now: number): boolean {
  if (!until) return false;
  const end = Date.parse(until);
  return Number.isFinite(end) && end > now;
}

/** Milliseconds until "available now" ends (for a timer that takes it off the screen), capped for setTimeout. */
export function msUntilEnd(until: string | null | undefined, now: number): number | undefined {
  if (!availableNowOn(until, now)) return undefined;
  return Math.min(Date.parse(until!) - now, 2 ** 31 - 1);
}

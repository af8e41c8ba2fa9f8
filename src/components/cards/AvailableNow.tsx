/**
 * The "available now" badge of listing cards and profile pages. It is decided in the browser, by
 * the browser's clock against the end the API gave (`availableNowUntil`): a server render and the
 * first render after hydration show nothing, so pre-rendered HTML never carries a badge that would
 * still say "available" hours after the escort's switch ended, and a page left open takes the
 * badge off when the end passes.
 */
import { useEffect, useState } from 'react';
import { availableNowOn, msUntilEnd } from '../../lib/available-now.ts';

/**
 * Whether "available now" is on by the browser's clock (false until mounted); re-renders when it
 * ends. Cards without an end set no state and no timer.
 */
export function useAvailableNow(until: string | null | undefined): boolean {
  const [now, setNow] = useState<number>();
  useEffect(() => {
    if (!until) return;
    const at = Date.now();
    setNow(at);
    const wait = msUntilEnd(until, at);
    if (wait === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), wait + 50);
    return () => clearTimeout(timer);
  }, [until]);
  return now !== undefined && availableNowOn(until, now);
}

/** The classes of the badge, a card's list item or the profile's own (dark text on light green: AA contrast). */
export const AVAILABLE_NOW_BADGE = 'inline-flex items-center rounded-full bg-lime-300 px-2 py-0.5 text-xs font-semibold text-lime-950';

/** What the badge says: a dot and the label. */
export function AvailableNowLabel({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true" className="mr-1 inline-block h-2 w-2 rounded-full bg-green-700" />
      {label}
    </>
  );
}

/** The badge on its own (the profile page); nothing while it is off. */
export function AvailableNowBadge({ until, label }: { until: string | null | undefined; label: string }) {
  const on = useAvailableNow(until);
  if (!on) return null;
  return (
    <span className={AVAILABLE_NOW_BADGE} data-available-now="">
      <AvailableNowLabel label={label} />
    </span>
  );
}

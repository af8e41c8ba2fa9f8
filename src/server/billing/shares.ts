/** How credits a punter spends on an escort (gallery, tip) are shared. */

/** Percent of the credits that the escort (or venue) earns; the platform keeps the rest. */
export const ESCORT_SHARE_PERCENT = 80;

/** The escort's share of `credits` (rounded down) and the platform's remainder. */
export function splitCredits(credits: number): { escort: number; platform: number } {
  const escort = Math.floor((credits * ESCORT_SHARE_PERCENT) / 100);
  return { escort, platform: credits - escort };
}

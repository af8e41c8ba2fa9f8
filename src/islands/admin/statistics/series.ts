/** The admin statistics shaped for charts and tables. */
import { CATEGORY_NAMES } from '../../../domain/categories.ts';
import type { Statistics } from '../../../lib/api/tracking.ts';
import { daySeconds } from '../../account/dashboard/series.ts';

/** uPlot's aligned data of searches per day: x (seconds, noon UTC), searches. */
export function searchSeries(s: Statistics): number[][] {
  return [s.days.map(daySeconds), s.searches.perDay];
}

/** uPlot's aligned data of partner clicks per day: x, then one list per partner (in `s.partners` order). */
export function partnerSeries(s: Statistics): number[][] {
  return [s.days.map(daySeconds), ...s.partners.map((p) => p.perDay)];
}

/** A category id's readable name ("EROTIC_MASSAGE" → "Erotic massage"); unknown ids show as "#id". */
export function categoryName(id: number): string {
  const name = (CATEGORY_NAMES as Record<number, string | undefined>)[id];
  if (!name) return `#${id}`;
  const words = name.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether a list of counts has anything to draw. */
export const anyCount = (lists: readonly number[][]): boolean => lists.some((l) => l.some((n) => n > 0));

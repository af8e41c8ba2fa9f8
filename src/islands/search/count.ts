/** The live listing count of the filters being chosen (the filter sheet's "show N results" button). */
import { useEffect, useState } from 'react';
import type { Locale } from '../../../regions/constants.ts';
import { countEscorts } from '../../lib/api/client/search.ts';
import { $near, nearQuery, type Filters, type SearchScope } from '../../stores/search.ts';
import { useStore } from '../ui/useStore.ts';

/**
 * How many listings `filters` find in `scope` (around the visitor while "near me" is on), asked of
 * GET /search/escorts/count in the page's language; undefined while the first answer is on its way
 * or when none could be had (the latest filters win: an older answer arriving late is dropped).
 */
export function useResultCount(scope: SearchScope, filters: Filters, locale: Locale, enabled: boolean): number | undefined {
  const [count, setCount] = useState<number>();
  const near = nearQuery(scope, useStore($near));
  const key = JSON.stringify([scope, filters, near]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void countEscorts({ ...scope, ...near, ...filters }, { signal: controller.signal, locale }).then((res) => {
      if (controller.signal.aborted) return;
      setCount(res.data?.total);
    });
    return () => controller.abort();
    // `key` stands for scope, filters and the point, which arrive as new objects on every render.
  }, [key, locale, enabled]);
  return count;
}

/** The "show N results" text: the count in the page's number format, in its plural form. */
export function showCountLabel(
  t: (key: string, vars?: Record<string, string | number>) => string,
  n: number,
  numberLocale: string,
): string {
  const form = new Intl.PluralRules(numberLocale).select(n) === 'one' ? 'one' : 'other';
  return t(`search.showCount.${form}`, { count: new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 0 }).format(n) });
}

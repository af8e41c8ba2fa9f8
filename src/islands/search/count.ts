/** The live listing count of the filters being chosen (the filter sheet's "show N results" button). */
import { useEffect, useState } from 'react';
import type { Locale } from '../../../regions/constants.ts';
import { countEscorts } from '../../lib/api/client/search.ts';
import type { Filters, SearchScope } from '../../stores/search.ts';

/**
 * How many listings `filters` find in `scope`, asked of GET /search/escorts/count in the page's
 * language; undefined while the first answer is on its way or when none could be had (the latest
 * filters win: an older answer arriving late is dropped).
 */
export function useResultCount(scope: SearchScope, filters: Filters, locale: Locale, enabled: boolean): number | undefined {
  const [count, setCount] = useState<number>();
  const key = JSON.stringify([scope, filters]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void countEscorts({ ...scope, ...filters }, { signal: controller.signal, locale }).then((res) => {
      if (controller.signal.aborted) return;
      setCount(res.data?.total);
    });
    return () => controller.abort();
    // `key` stands for scope and filters, which arrive as new objects on every render.
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

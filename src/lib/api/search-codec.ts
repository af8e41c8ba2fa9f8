/**
 * The query-string codec of the search filters, derived from the contract's filter list
 * (./search-filters.ts). Decoding is per parameter: a malformed or unknown value is dropped and the
 * valid rest applies, so an old or hand-edited link still searches.
 */
import { FILTER_NAMES, SEARCH_FILTERS, type FilterDef, type Filters } from './search-filters.ts';

const INT = /^\d{1,4}$/;

/** An integer in [min, max] written as digits, else undefined. */
export function intIn(raw: string | null | undefined, min: number, max: number): number | undefined {
  if (raw === null || raw === undefined || !INT.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
}

/** Every value of a repeated or comma-separated parameter. */
const listOf = (params: URLSearchParams, name: string) =>
  params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .filter((v) => v !== '');

function decodeOne(def: FilterDef, params: URLSearchParams, name: string): unknown {
  switch (def.kind) {
    case 'one': {
      const raw = params.get(name);
      return raw !== null && (def.values as readonly string[]).includes(raw) ? raw : undefined;
    }
    case 'many': {
      const values = [...new Set(listOf(params, name).filter((v) => (def.values as readonly string[]).includes(v)))].sort();
      return values.length && values.length <= def.max ? values : undefined;
    }
    case 'int':
      return intIn(params.get(name), def.min, def.max);
    case 'ids': {
      const ids = [...new Set(listOf(params, name).map((v) => intIn(v, 1, def.max)))]
        .filter((n): n is number => n !== undefined)
        .sort((a, b) => a - b);
      return ids.length && ids.length <= def.maxItems ? ids : undefined;
    }
    case 'flag': {
      const raw = params.get(name);
      return raw === '0' ? 0 : raw === '1' ? 1 : undefined;
    }
  }
}

/** The filters of a query string; each parameter is checked on its own. */
export function decodeFilters(params: URLSearchParams): Filters {
  const filters: Record<string, unknown> = {};
  for (const name of FILTER_NAMES) {
    const value = decodeOne(SEARCH_FILTERS[name], params, name);
    if (value !== undefined) filters[name] = value;
  }
  const f = filters as Filters;
  // The one rule across parameters (the contract's): an upper age below the lower one is dropped.
  if (f.age_min !== undefined && f.age_max !== undefined && f.age_max < f.age_min) delete f.age_max;
  return f;
}

/** Append the filters to `params` in list order (lists repeat their key). */
export function encodeFilters(filters: Filters, params: URLSearchParams): URLSearchParams {
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value as readonly (string | number)[]) params.append(name, String(v));
    else params.set(name, String(value));
  }
  return params;
}

/**
 * The filters of a listing search (SPEC §3 features and user fields), declared once: the contract
 * (./search.ts) builds its zod schema from this list and the search store's query-string codec reads
 * and writes the same list. No schema library here, so islands can import it.
 */
import { BODY_TYPES, BREAST_SIZES, ETHNICITIES, GENDERS, HAIR_COLORS, NATIONALITY_GROUPS, SKIN_COLORS } from '../../domain/features.ts';

/** Sort orders of the listing. `distance` needs a point (lat/lon or a place). */
export const SORTS = ['recommended', 'newest', 'price_asc', 'price_desc', 'distance'] as const;
/** A sort order. */
export type Sort = (typeof SORTS)[number];
/** The sort order of a request that names none. */
export const DEFAULT_SORT: Sort = 'recommended';

/** How a filter is written and checked. */
export type FilterDef =
  /** One value of a list. */
  | { kind: 'one'; values: readonly [string, ...string[]] }
  /** Any of a list's values ("any of"). */
  | { kind: 'many'; values: readonly [string, ...string[]]; max: number }
  /** An integer in a range. */
  | { kind: 'int'; min: number; max: number; minMessage?: string }
  /** Ids that must all match. */
  | { kind: 'ids'; max: number; maxItems: number }
  /** 0 or 1. */
  | { kind: 'flag' };

const many = <const V extends readonly [string, ...string[]]>(values: V) => ({ kind: 'many', values, max: 20 }) as const;
const age = { kind: 'int', min: 18, max: 100, minMessage: 'ages start at 18: adults only' } as const;

/** Every filter a visitor can set, by its API (and query-string) name, in query-string order. */
export const SEARCH_FILTERS = {
  gender: { kind: 'one', values: GENDERS },
  age_min: age,
  age_max: age,
  body_type: many(BODY_TYPES),
  ethnicity: many(ETHNICITIES),
  nationality: many(NATIONALITY_GROUPS),
  skin_color: many(SKIN_COLORS),
  breast_size: many(BREAST_SIZES),
  hair_color: many(HAIR_COLORS),
  /** Service ids every result must offer. */
  services: { kind: 'ids', max: 1000, maxItems: 30 },
  /** 1 hobby, 0 professional (SPEC §3). */
  user_type: { kind: 'flag' },
  /** 0 incall (models), 1 escort (SPEC §3). */
  meeting_location: { kind: 'flag' },
  /** 1: only escorts whose "available now" is on at the moment of the search (0 restricts nothing). */
  available_now: { kind: 'flag' },
} as const satisfies Record<string, FilterDef>;

/** A filter's name. */
export type FilterName = keyof typeof SEARCH_FILTERS;
/** Every filter name, in query-string order. */
export const FILTER_NAMES = Object.keys(SEARCH_FILTERS) as FilterName[];

/** The value of a filter, as the API reads it. */
export type FilterValue<D> = D extends { kind: 'one'; values: readonly (infer V)[] }
  ? V
  : D extends { kind: 'many'; values: readonly (infer V)[] }
    ? V[]
    : D extends { kind: 'ids' }
      ? number[]
      : D extends { kind: 'flag' }
        ? 0 | 1
        : number;

/** The value of a filter, as a request may send it (lists also comma-separated, numbers also as text). */
export type FilterInput<D> = D extends { kind: 'one'; values: readonly (infer V)[] }
  ? V
  : D extends { kind: 'many'; values: readonly (infer V)[] }
    ? V | readonly V[] | string
    : D extends { kind: 'ids' }
      ? number | string | readonly (number | string)[]
      : number | string;

/** The filters a visitor sets. */
export type Filters = { [K in FilterName]?: FilterValue<(typeof SEARCH_FILTERS)[K]> };

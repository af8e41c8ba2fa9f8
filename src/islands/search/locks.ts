/**
 * What a category fixes about its search (SPEC §3 "Category filter entry"), in the small form the
 * search island receives: the API applies the category itself; the island only hides or narrows
 * the filters the category already decides.
 */
import type { CategoryFilter } from '../../../regions/schema.ts';
import type { FilterName } from '../../lib/api/search-filters.ts';

/** The multi-valued filters the panel offers (and a category may narrow), in panel order. */
export const LIST_FILTERS = ['body_type', 'ethnicity', 'nationality', 'breast_size', 'hair_color'] as const satisfies readonly FilterName[];
/** One of them. */
export type ListFilter = (typeof LIST_FILTERS)[number];

/** The category's constraints on the visitor's filters. */
export interface CategoryLocks {
  /** Real people, venues and agencies, or AI companions. */
  kind: 'person' | 'venue' | 'ai';
  gender?: string;
  user_type?: 0 | 1;
  meeting_location?: 0 | 1;
  /** The category's age range, e.g. [55, 100] for mature. */
  age?: [number, number];
  /** The values a list filter may take when the category restricts it. */
  lists: Partial<Record<ListFilter, string[]>>;
  /** Services every result offers already. */
  services: number[];
}

/** The locks of a category's filter entry. */
export function categoryLocks(filter: CategoryFilter): CategoryLocks {
  const f = filter.features;
  const lists: CategoryLocks['lists'] = {};
  const ethnicity = filter.asia ? ['asian'] : f.ethnicity;
  if (ethnicity?.length) lists.ethnicity = [...ethnicity];
  if (f.nationality?.length) lists.nationality = [...f.nationality];
  if (f.body_type?.length) lists.body_type = [...f.body_type];
  if (f.breast_size?.length) lists.breast_size = [...f.breast_size];
  return {
    kind: filter.is_ai ? 'ai' : filter.venue ? 'venue' : 'person',
    ...(f.gender ? { gender: f.gender } : {}),
    ...(filter.user.user_type !== undefined ? { user_type: filter.user.user_type } : {}),
    ...(filter.user.meeting_location !== undefined ? { meeting_location: filter.user.meeting_location } : {}),
    ...(f.age ? { age: [f.age[0], f.age[1]] as [number, number] } : {}),
    lists,
    services: [...filter.ids],
  };
}

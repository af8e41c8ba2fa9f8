/** Filter options from the API (feature options and services), loaded once per region and locale. */
import type { Locale, RegionCode } from '../../../regions/constants.ts';
import { getFeatureOptions, getServices } from '../../lib/api/client/features.ts';
import type { Option } from '../../lib/api/features.ts';

/** The option lists the filter panel shows. */
export interface FilterOptions {
  gender: Option[];
  body_type: Option[];
  ethnicity: Option[];
  /** Nationality groups (filters ask for groups, profiles state countries). */
  nationality: Option[];
  breast_size: Option[];
  hair_color: Option[];
  services: { id: number; label: string }[];
}

const cache = new Map<string, Promise<FilterOptions | null>>();

/** Load (or reuse) the options; null when the API could not be reached. */
export function loadFilterOptions(region: RegionCode, locale: Locale): Promise<FilterOptions | null> {
  const key = `${region}:${locale}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = Promise.all([getFeatureOptions({ region }, { locale }), getServices({ region, locale })]).then(([features, services]) => {
      if (!features.data || !services.data) {
        cache.delete(key);
        return null;
      }
      const o = features.data.results;
      return {
        gender: o.gender ?? [],
        body_type: o.body_type ?? [],
        ethnicity: o.ethnicity ?? [],
        nationality: o.nationality_group ?? [],
        breast_size: o.breast_size ?? [],
        hair_color: o.hair_color ?? [],
        services: services.data.results.map((s) => ({ id: s.id, label: s.label })),
      };
    });
    cache.set(key, pending);
  }
  return pending;
}

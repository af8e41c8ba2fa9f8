/**
 * The place of a profile from the two lookups (SPEC §7 GET /search/location/ and
 * /search/addresses/): what a chosen place or address writes into the location inputs.
 */
import type { RegionCode } from '../../../regions/constants.ts';
import { searchAddresses } from '../../lib/api/client/places.ts';
import type { Address, PlaceSummary } from '../../lib/api/search.ts';
import { REGION_COUNTRY, type LocationValues } from './values.ts';

/** "Kalk, Köln" for a district, "Köln, Nordrhein-Westfalen" for a town. */
export function placeLabel(p: PlaceSummary): string {
  return [p.name, p.city?.name ?? (p.kind === 'state' ? null : p.state.name)].filter(Boolean).join(', ');
}

/** The inputs after choosing an address suggestion (its place is the address's area). */
export function withAddress(v: LocationValues, a: Address): LocationValues {
  return {
    ...v,
    place_query: [a.suburb, a.city].filter(Boolean).join(', '),
    place_id: a.areaId,
    city: a.city,
    country: a.country,
    street: a.street ?? v.street,
    suburb: a.suburb ?? '',
    postcode: a.postcode ?? v.postcode,
    lat: a.lat,
    lon: a.lon,
  };
}

/** The inputs after choosing a place: its name, centre and id (street details stay as typed). */
export function withPlace(v: LocationValues, p: PlaceSummary, placeId: number | null, region: RegionCode): LocationValues {
  const district = p.kind === 'district' && p.city;
  return {
    ...v,
    place_query: placeLabel(p),
    place_id: placeId,
    city: district ? p.city!.name : p.name,
    suburb: district ? p.name : v.suburb,
    country: REGION_COUNTRY[region],
    lat: p.lat,
    lon: p.lon,
  };
}

/**
 * The id of a place from the location lookup, which answers slugs: the address lookup of the
 * same name answers the place with its id (`areaId`), matched by slug.
 */
export async function placeIdOf(p: PlaceSummary, region: RegionCode): Promise<number | null> {
  // The bare name: with a comma the lookup reads the first part as a street.
  const res = await searchAddresses({ region, q: p.name, limit: 10 });
  if (res.errors !== undefined) return null;
  return res.data.results.find((a) => a.placeSlug === p.slug)?.areaId ?? null;
}

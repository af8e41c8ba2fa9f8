/**
 * Places as the API shows them (SPEC §7 "Search"): autocomplete and nearest places with their
 * listing counts, and address suggestions built from the place index.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Address, addressesQuerySchema, locationQuerySchema, PlaceSummary } from '../../lib/api/search.ts';
import { foldName, type PlaceIndex, type PlaceRow } from '../db/places.ts';
import { listingsAt } from '../db/queries/search.ts';
import type { DB } from '../db/types.ts';
import type { ReadDeps } from './deps.ts';

/** A place as the API shows it, with its listing count. */
export async function placeSummary(
  db: Kysely<DB>,
  places: PlaceIndex,
  p: PlaceRow,
  distanceKm: number | null = null,
): Promise<PlaceSummary> {
  const state = places.byId(p.stateId) ?? p;
  const city = p.parentId ? places.byId(p.parentId) : undefined;
  return {
    slug: p.slug,
    name: p.name,
    kind: p.kind,
    state: { slug: state.slug, name: state.name },
    city: city ? { slug: city.slug, name: city.name } : null,
    lat: p.lat,
    lon: p.lon,
    population: p.population,
    listings: await listingsAt(db, p),
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
  };
}

/** Split "Hauptstraße 5, 50667 Köln" into the street, the postcode and the place part. */
export function parseAddress(q: string): { street: string | null; postcode: string | null; placeQueries: string[] } {
  const parts = q
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const postcodeRe = /\b(\d{4,5}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})\b/i;
  let postcode: string | null = null;
  const cleaned = parts.map((part) => {
    const m = postcodeRe.exec(part);
    if (m && !postcode) postcode = (m[1] as string).toUpperCase();
    return part.replace(postcodeRe, '').trim();
  });
  if (cleaned.length === 1) {
    // "Hauptstraße 5 Köln" without commas: the last word is the best place guess.
    const words = (cleaned[0] as string).split(/\s+/).filter(Boolean);
    if (/\d/.test(cleaned[0] as string) && words.length > 1) {
      const place = words[words.length - 1] as string;
      return { street: words.slice(0, -1).join(' '), postcode, placeQueries: [place] };
    }
    return { street: null, postcode, placeQueries: [cleaned[0] as string].filter(Boolean) };
  }
  const placeQueries = [...cleaned].reverse().filter(Boolean);
  return { street: cleaned[0] || null, postcode, placeQueries };
}

/** Places by name (the name itself first, then names starting with it, then the rest; bigger first), or the nearest to a point. */
export async function findPlaces(deps: ReadDeps, q: z.output<typeof locationQuerySchema>): Promise<PlaceSummary[]> {
  const { places } = deps;
  let found: { place: PlaceRow; km: number | null }[];
  if (q.q !== undefined) {
    found = places.autocomplete(q.region, q.q, q.limit, q.kind).map((place) => ({ place, km: null }));
  } else {
    found = places.nearest(q.region, q.lat as number, q.lon as number, q.limit, (p) => !q.kind || p.kind === q.kind);
  }
  return Promise.all(found.map((f) => placeSummary(deps.db, places, f.place, f.km)));
}

/** Address suggestions for what a visitor typed: the street and postcode kept, the place looked up. */
export function suggestAddresses(deps: Pick<ReadDeps, 'places' | 'regions'>, q: z.output<typeof addressesQuerySchema>): Address[] {
  const { places, regions } = deps;
  const { street, postcode, placeQueries } = parseAddress(q.q);
  const seen = new Set<number>();
  const results: Address[] = [];
  for (const pq of placeQueries) {
    if (!foldName(pq)) continue;
    // Towns, districts and states alike, best match first (the name itself, then its start, then a word of it).
    for (const p of places.autocomplete(q.region, pq, q.limit)) {
      if (seen.has(p.id) || results.length >= q.limit) continue;
      seen.add(p.id);
      const state = places.byId(p.stateId) ?? p;
      const city = p.parentId ? (places.byId(p.parentId) ?? p) : p;
      const suburb = city.id === p.id ? null : p.name;
      const region = regions[q.region];
      results.push({
        label: [street, suburb, [postcode, city.name].filter(Boolean).join(' '), state.id === city.id ? null : state.name]
          .filter(Boolean)
          .join(', '),
        street,
        postcode,
        city: city.name,
        suburb,
        state: state.name,
        country: region.isoCountry,
        lat: p.lat,
        lon: p.lon,
        placeSlug: p.slug,
        areaId: p.id,
        osmId: null,
      });
    }
    if (results.length) break;
  }
  return results;
}

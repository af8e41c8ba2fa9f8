/**
 * A realistic, deterministic mix of listing searches (categories, places, points, filters, sorts
 * and pages), as request paths of `GET /api/v2/search/escorts`: the benchmarks load the server with
 * it and the search answers test compares the answers of a fixed set of them.
 */
import { REGION_CODES, type RegionCode } from '../../../regions/schema.ts';
import { places, regions } from '../../../regions/index.ts';
import { Rng } from '../seed/rng.ts';

/** `count` search paths drawn from `seed`, weighted by region like the demo audience. */
export function searchMix(count: number, seed: number): string[] {
  const rng = new Rng(seed);
  const weights: [RegionCode, number][] = [
    ['de', 35],
    ['uk', 20],
    ['it', 17],
    ['au', 15],
    ['at', 13],
  ];
  const bigPlaces = Object.fromEntries(
    REGION_CODES.map((r) => [r, [...places[r]].sort((a, b) => b.population - a.population).slice(0, 200)]),
  ) as Record<RegionCode, (typeof places)['de']>;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const region = rng.weighted(weights);
    const q = new URLSearchParams({ region });
    const cat = rng.chance(0.4) ? regions[region].categories.find((c) => c.default) : rng.pick(regions[region].categories);
    if (cat) q.set('category', cat.url);
    const where = rng.next();
    const place = rng.pick(bigPlaces[region]);
    if (where < 0.45) q.set('place', place.slug);
    else if (where < 0.6) {
      q.set('lat', String(place.lat));
      q.set('lon', String(place.lon));
      q.set('radius_km', String(rng.pick([10, 25, 50, 100])));
    }
    if (rng.chance(0.2)) {
      q.set('age_min', String(rng.int(18, 30)));
      q.set('age_max', String(rng.int(31, 60)));
    }
    if (rng.chance(0.15)) for (const b of rng.sample(['slim', 'average', 'athletic', 'curvy'], 2)) q.append('body_type', b);
    if (rng.chance(0.1)) q.set('services', String(rng.pick([94, 31, 19, 2, 58])));
    const sort = rng.weighted([
      ['recommended', 70],
      ['newest', 10],
      ['price_asc', 8],
      ['price_desc', 4],
      ['distance', 8],
    ] as const);
    if (sort === 'distance' && !q.has('lat') && !q.has('place')) q.set('place', place.slug);
    q.set('sort', sort);
    q.set('page', String(rng.chance(0.8) ? 1 : rng.int(2, 5)));
    out.push(`/api/v2/search/escorts?${q.toString()}`);
  }
  return out;
}

/**
 * `count` search paths as an audience asks them: `distinct` different searches of the mix, drawn
 * with Zipf weights (the k-th most asked searched about 1/k as often as the first), as visitors
 * of category and place pages repeat the same first pages while a long tail filters further.
 */
export function popularSearchMix(count: number, seed: number, distinct = 2000): string[] {
  const searches = searchMix(distinct, seed);
  const cumulative: number[] = [];
  let sum = 0;
  for (let k = 1; k <= searches.length; k++) cumulative.push((sum += 1 / k));
  const rng = new Rng(seed + 1);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    out.push(searches[lo]!);
  }
  return out;
}

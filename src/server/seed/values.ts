/**
 * Small random values of demo data: instants, dates of birth for an exact age, ages, prices,
 * positions near a place, postcodes.
 */
import type { RegionCode } from '../../../regions/schema.ts';
import { minusYears } from '../time.ts';
import type { Rng } from './rng.ts';

/** One day in milliseconds. */
export const DAY = 86_400_000;

export function isoAt(now: Date, daysAgo: number, rng: Rng): string {
  return new Date(now.getTime() - daysAgo * DAY - rng.int(0, DAY - 1)).toISOString();
}

/** A date of birth making the person exactly `age` on `today`. */
export function birthDate(today: string, age: number, rng: Rng): string {
  const anchor = new Date(`${minusYears(today, age)}T12:00:00Z`);
  // Never a birthday today: `today` is Berlin's date, which runs ahead of the UTC date near
  // midnight, and an 18th birthday that is Berlin's today may still be tomorrow in UTC.
  return new Date(anchor.getTime() - Math.max(1, rng.int(0, 364)) * DAY).toISOString().slice(0, 10);
}

export function pickAge(rng: Rng): number {
  const band = rng.weighted<[number, number]>([
    [[18, 24], 25],
    [[25, 34], 38],
    [[35, 44], 20],
    [[45, 54], 9],
    [[55, 68], 8],
  ]);
  return rng.int(band[0], band[1]);
}

export function round10(minor: number): number {
  return Math.max(1000, Math.round(minor / 1000) * 1000);
}

export function jitter(rng: Rng, lat: number, lon: number, km: number): [number, number] {
  const dLat = ((rng.next() * 2 - 1) * km) / 111;
  const dLon = ((rng.next() * 2 - 1) * km) / (111 * Math.max(0.2, Math.cos((lat * Math.PI) / 180)));
  const clamp = (v: number, m: number) => Math.max(-m, Math.min(m, v));
  return [Number(clamp(lat + dLat, 90).toFixed(5)), Number(clamp(lon + dLon, 180).toFixed(5))];
}

export function postcode(rng: Rng, region: RegionCode): string {
  switch (region) {
    case 'de':
    case 'it':
      return String(rng.int(10000, 99999));
    case 'at':
    case 'au':
      return String(rng.int(1000, 9999));
    case 'uk':
      return `${rng.pick(['M', 'B', 'L', 'E', 'N', 'SW', 'W', 'G', 'EH', 'CF'])}${rng.int(1, 20)} ${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`;
  }
}

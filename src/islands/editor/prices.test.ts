import { describe, expect, test } from 'vitest';
import { pricesBodySchema } from '../../lib/api/own-profile.ts';
import { nextDuration, pricesBody, rowsFromPrices, type PriceRow } from './prices.ts';

const row = (key: number, durationMinutes: number, incall: string, outcall = ''): PriceRow => ({ key, durationMinutes, incall, outcall });

describe('pricesBody', () => {
  test('sends minor units sorted by duration, empty cells as null; the contract accepts it', () => {
    const out = pricesBody([row(1, 120, '300', '350,50'), row(2, 60, '', '180')], 'de-DE');
    expect(out.errors).toBeUndefined();
    expect(out.errors ? undefined : out.body).toEqual({
      prices: [
        { durationMinutes: 60, incallMinor: null, outcallMinor: 18000 },
        { durationMinutes: 120, incallMinor: 30000, outcallMinor: 35050 },
      ],
    });
    if (!out.errors) expect(pricesBodySchema.safeParse(out.body).success).toBe(true);
  });
  test('names each refused cell', () => {
    const out = pricesBody([row(1, 60, 'abc', '0'), row(2, 90, '', ''), row(3, 60, '100000,01'), row(4, 30, '12,345')], 'de-DE');
    expect(out.errors).toEqual({
      '1.incall': 'editor.prices.error.amount',
      '1.outcall': 'editor.prices.error.amount',
      '2.incall': 'editor.prices.error.empty',
      '3.duration': 'editor.prices.error.duplicate',
      '3.incall': 'editor.prices.error.max',
      '4.incall': 'editor.prices.error.amount',
    });
  });
  test('an empty table is a valid body (it clears the prices)', () => {
    expect(pricesBody([], 'en-GB')).toEqual({ body: { prices: [] } });
  });
});

describe('rows', () => {
  test('rows of saved prices are written for the locale and parse back to the same body', () => {
    const saved = [
      { durationMinutes: 60, incall: { amountMinor: 15050, currency: 'EUR' as const }, outcall: null },
      { durationMinutes: 120, incall: null, outcall: { amountMinor: 30000, currency: 'EUR' as const } },
    ];
    const rows = rowsFromPrices(saved, 'it-IT');
    expect(rows.map((r) => [r.durationMinutes, r.incall, r.outcall])).toEqual([
      [60, '150,50', ''],
      [120, '', '300'],
    ]);
    expect(pricesBody(rows, 'it-IT')).toEqual({
      body: {
        prices: [
          { durationMinutes: 60, incallMinor: 15050, outcallMinor: null },
          { durationMinutes: 120, incallMinor: null, outcallMinor: 30000 },
        ],
      },
    });
  });
  test('a new row takes the first duration not yet used', () => {
    expect(nextDuration([row(1, 15, '1'), row(2, 45, '1')], [15, 30, 45, 60])).toBe(30);
    expect(nextDuration([row(1, 15, '1')], [15])).toBeUndefined();
  });
});

import { afterAll, beforeAll, expect, test } from 'vitest';
import { SERVICE_IDS } from '../../../regions/schema.ts';
import { FEATURE_NAMES, FEATURE_VALUES } from '../../domain/profile-features.ts';
import {
  countryCodesResponseSchema,
  featureOptionsResponseSchema,
  featuresV1ResponseSchema,
  servicesResponseSchema,
} from '../../lib/api/features.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ profiles: 200 });
});
afterAll(() => t.close());

test('it lists every feature option with a label in the asked locale', async () => {
  const en = featureOptionsResponseSchema.parse((await t.get('/api/v2/features/options/', { 'x-locale': 'en' })).body);
  const de = featureOptionsResponseSchema.parse((await t.get('/api/v2/features/options/', { 'x-locale': 'de' })).body);
  for (const name of FEATURE_NAMES) {
    expect(en.results[name].map((o) => o.value).sort()).toEqual([...FEATURE_VALUES[name]].sort());
    for (const o of en.results[name]) expect(o.label).not.toMatch(/^option\./);
  }
  expect(en.results.gender.find((o) => o.value === 'trans')?.label).toBe('Trans');
  expect(de.results.gender.find((o) => o.value === 'trans')?.label).toBe('Transsexuell');
  expect(de.results.nationality.find((o) => o.value === 'DE')?.label).toBe('Deutschland');
});

test('it falls back to the region default locale, then English', async () => {
  const it = await t.json('/api/v2/features/options/?region=it', featureOptionsResponseSchema);
  expect(it.results.gender.find((o) => o.value === 'female')?.label).toBe('Donna');
  const none = await t.json('/api/v2/features/options/', featureOptionsResponseSchema);
  expect(none.results.gender.find((o) => o.value === 'female')?.label).toBe('Female');
  const bogus = await t.get('/api/v2/features/options/', { 'x-locale': 'xx' });
  expect(bogus.status).toBe(200);
});

test('it serves the same lists in the v1 shape', async () => {
  const res = await t.get('/api/v1/features');
  expect(res.status).toBe(200);
  const v1 = featuresV1ResponseSchema.parse(res.body);
  expect(v1.results.map((f) => f.key)).toEqual(FEATURE_NAMES);
});

test('it lists the service catalogue including every SPEC service id', async () => {
  const res = await t.get('/api/v2/services', { 'x-locale': 'de' });
  const services = servicesResponseSchema.parse(res.body).results;
  const ids = services.map((s) => s.id);
  for (const id of Object.values(SERVICE_IDS)) expect(ids).toContain(id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(services.find((s) => s.id === SERVICE_IDS.EROTIC_MASSAGE)?.label).toBe('Erotische Massage');
  expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
});

test('it lists dial codes with the region country first', async () => {
  const res = await t.get('/api/v2/country-codes/?region=uk', { 'x-locale': 'en' });
  const codes = countryCodesResponseSchema.parse(res.body).results;
  expect(codes[0]).toEqual({ code: 'GB', name: 'United Kingdom', dialCode: '+44', flag: '🇬🇧' });
  expect(codes.map((c) => c.code)).toContain('DE');
  expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
  expect((await t.get('/api/v2/country-codes/?region=zz')).status).toBe(422);
});

import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ profiles: 300 });
});
afterAll(() => t.close());

/** Every endpoint of the public read side, with `{x}` where a path segment goes. */
const GET_PATHS = [
  '/api/v2/featured-profiles',
  '/api/v2/search/escorts/',
  '/api/v2/search/escorts/count',
  '/api/v2/search/location/',
  '/api/v2/search/addresses/',
  '/api/v2/search/partner/{x}/{x}/',
  '/api/v2/search/partner/solad/{x}/',
  '/api/v2/search/partner/strip-chat/{x}/',
  '/api/v2/search/partner/susi-live/de/',
  '/api/v2/seo/resolve-page-type',
  '/api/v2/seo/location-data',
  '/api/v2/seo/redirect',
  '/api/v2/features/options/',
  '/api/v1/features',
  '/api/v2/services',
  '/api/v2/country-codes/',
  '/api/v2/users/{x}',
  '/api/v2/users/{x}/reviews',
  '/api/v2/users/profile/escort-ai/{x}',
  '/api/v2/users/profile/punter/{x}',
  '/api/v2/media/photos/{x}',
  '/api/v2/media/adverts/{x}',
];

const KEYS = [
  'region',
  'category',
  'place',
  'lat',
  'lon',
  'radius_km',
  'gender',
  'age_min',
  'age_max',
  'body_type',
  'body_type[]',
  'ethnicity',
  'nationality',
  'skin_color',
  'breast_size',
  'hair_color',
  'services',
  'services[]',
  'user_type',
  'meeting_location',
  'sort',
  'page',
  'per_page',
  'q',
  'kind',
  'limit',
  'path',
];

/** Plausible values next to hostile ones: the edges are where parsers break. */
const value = fc.oneof(
  fc.constantFrom(
    'de',
    'at',
    'uk',
    'au',
    'it',
    '/sex/',
    '/escort/ai/',
    '13',
    'koeln',
    'london',
    'wien',
    'female',
    'trans',
    'slim',
    'asian',
    'brazil',
    'distance',
    'price_asc',
    '1',
    '0',
    '-1',
    '18',
    '100',
    '48',
    '49',
    '50.9',
    '6.9',
    '/users/1/',
    '/at/sex/wien/',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e308',
    '-0',
    '0x10',
    '9007199254740993',
    '',
    ' ',
    '%',
    '..',
    '../../etc/passwd',
    '\u0000',
    '[]',
    '{}',
    'null',
    'true',
    '/'.repeat(600),
    'a'.repeat(2000),
    '𝕏😀',
    'Köln',
  ),
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
);

const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 })), value), { maxLength: 8 });
const segment = fc.oneof(
  value,
  fc.nat().map(String),
  fc.nat().map((n) => `${n}.svg`),
);

function encodeQuery(pairs: [string, string][]): string {
  const params = new URLSearchParams();
  for (const [k, v] of pairs) params.append(k, v);
  return params.toString();
}

async function status(method: string, url: string, init: RequestInit = {}): Promise<number> {
  const res = await t.app.request(url, { method, ...init });
  await res.arrayBuffer();
  return res.status;
}

test('it never answers a malformed query or path segment with a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...GET_PATHS), fc.array(segment, { minLength: 2, maxLength: 2 }), query, async (path, segs, pairs) => {
      const filled = path.replace('{x}', encodeURIComponent(segs[0] as string)).replace('{x}', encodeURIComponent(segs[1] as string));
      const s = await status('GET', `${filled}?${encodeQuery(pairs)}`);
      expect(s, `${filled}?${encodeQuery(pairs)}`).toBeLessThan(500);
    }),
    { numRuns: 1500 },
  );
});

test('it never answers raw, badly encoded query strings with a 5xx', async () => {
  const raw = fc.stringMatching(/^[A-Za-z0-9%=&[\]._~+-]{0,60}$/);
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...GET_PATHS), raw, async (path, qs) => {
      const url = `${path.replaceAll('{x}', '1')}?${qs}`;
      expect(await status('GET', url), url).toBeLessThan(500);
    }),
    { numRuns: 600 },
  );
});

test('it never answers a malformed report body with a 5xx', async () => {
  const body = fc.oneof(
    fc.json(),
    fc.string(),
    fc
      .record(
        {
          profileId: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null), fc.constant(1)),
          reason: fc.oneof(fc.constantFrom('underage', 'fake', 'other'), fc.string()),
          message: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
          email: fc.oneof(fc.emailAddress(), fc.string()),
        },
        { requiredKeys: [] },
      )
      .map((o) => JSON.stringify(o)),
  );
  const type = fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    '',
  );
  await fc.assert(
    fc.asyncProperty(body, type, async (b, contentType) => {
      const s = await status('POST', '/api/v2/users/profile/report', {
        body: b,
        headers: contentType ? { 'content-type': contentType } : {},
      });
      expect(s, `${contentType} ${b}`).toBeLessThan(500);
      // Writes are JSON only (415 otherwise); a JSON body is stored or refused field by field.
      expect(/^application\/json/.test(contentType) ? [200, 201, 422] : [415]).toContain(s);
    }),
    { numRuns: 500 },
  );
});

test('it logged no unexpected error during the runs', () => {
  expect(t.log.lines.filter((l) => l.level === 'error')).toEqual([]);
});

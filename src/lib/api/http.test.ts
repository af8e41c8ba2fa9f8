import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../server/testing/app.ts';
import { configureApi, toQueryString } from './http.ts';
import { getFeatureOptions, getFeaturesV1, getServices } from './client/features.ts';
import { reportProfile } from './client/profiles.ts';
import { searchEscorts } from './client/search.ts';
import { resolvePageType } from './client/seo.ts';

let t: TestApp;
const seen: { url: string; init: RequestInit }[] = [];

beforeAll(async () => {
  t = await createTestApp({ profiles: 200 });
  configureApi({
    origin: 'http://api.test',
    locale: () => 'de',
    originUrl: () => 'http://site.test/sex/',
    fetch: (input, init) => {
      seen.push({ url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init: init ?? {} });
      return Promise.resolve(t.app.fetch(new Request(input, init)));
    },
  });
});
afterAll(() => t.close());

describe('the client', () => {
  test('it sends credentials, JSON headers, locale and origin URL', async () => {
    const res = await getServices();
    expect(res.status).toBe(200);
    const call = seen.at(-1);
    expect(call?.url).toBe('http://api.test/api/v2/services');
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.headers).toMatchObject({ accept: 'application/json', 'x-locale': 'de', 'x-origin-url': 'http://site.test/sex/' });
    expect(res.data?.results.find((s) => s.key === 'EROTIC_MASSAGE')?.label).toBe('Erotische Massage');
  });

  test('it lets a call override the locale and reaches v1 endpoints', async () => {
    const res = await getFeatureOptions({}, { locale: 'en' });
    expect(res.data?.results.gender.find((o) => o.value === 'male')?.label).toBe('Male');
    const v1 = await getFeaturesV1();
    expect(seen.at(-1)?.url).toBe('http://api.test/api/v1/features');
    expect(v1.data?.results.length).toBeGreaterThan(0);
  });

  test('it serialises lists as repeated keys and returns typed data', async () => {
    const res = await searchEscorts({ region: 'de', body_type: ['slim', 'athletic'], per_page: 3, sort: 'newest' });
    expect(seen.at(-1)?.url).toContain('body_type=slim&body_type=athletic');
    expect(res.errors).toBeUndefined();
    expect(res.data?.perPage).toBe(3);
  });

  test('it returns field errors and the status on 422', async () => {
    const res = await searchEscorts({ region: 'de', per_page: 99 });
    expect(res.status).toBe(422);
    expect(res.data).toBeUndefined();
    expect(res.errors?.per_page?.length).toBe(1);
  });

  test('it sends JSON bodies', async () => {
    const res = await reportProfile({ profileId: 999999, reason: 'fake' });
    expect(seen.at(-1)?.init.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(seen.at(-1)?.init.body).toBe('{"profileId":999999,"reason":"fake"}');
    expect(res.errors).toEqual({ profileId: ['The selected profile is invalid.'] });
  });

  test('it reports a network failure as status 0 instead of throwing', async () => {
    configureApi({ fetch: () => Promise.reject(new TypeError('offline')) });
    const res = await resolvePageType({ path: '/sex/' });
    expect(res).toEqual({ status: 0, errors: {}, message: 'network error' });
    configureApi({ fetch: (input, init) => Promise.resolve(t.app.fetch(new Request(input, init))) });
  });
});

test('it leaves out empty query values and encodes booleans as 1/0', () => {
  expect(toQueryString({ a: undefined, b: null, c: '', d: 0, e: true, f: ['x', 'y z'] })).toBe('?d=0&e=1&f=x&f=y+z');
  expect(toQueryString({})).toBe('');
});

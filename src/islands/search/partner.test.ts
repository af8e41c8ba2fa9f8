/**
 * Partner adverts in the search island: the check every advert passes before it shows, the
 * `susi-live` strip loaded from the API (and nothing at all when that call fails), and the strip's
 * markup: headed and labelled as adverts, sponsored links in a new tab, partner texts as text.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { configureApi } from '../../lib/api/http.ts';
import { PARTNERS, type PartnerAdvert } from '../../lib/api/search.ts';
import { createTestApp, type TestApp } from '../../server/testing/app.ts';
import { checkedAdvert, checkedAdverts, loadStripAdverts, STRIP_LIMIT } from './partner.ts';
import { PartnerStripView } from './PartnerStrip.tsx';

const advert: PartnerAdvert = {
  id: 7,
  partner: 'susi-live',
  title: 'Mia22',
  subtitle: 'Live now',
  image: { url: '/media/adverts/7.svg', width: 600, height: 800 },
  url: 'https://livecam.example/?utm_source=lustmap&utm_medium=referral',
  isLive: true,
};

let t: TestApp;
const viaApp = (input: RequestInfo | URL, init?: RequestInit) =>
  Promise.resolve(t.app.request(input instanceof Request ? input : input.toString(), init));
// Seeding the demo database takes a while on a busy machine: the set-up gets a minute.
beforeAll(async () => {
  t = await createTestApp();
  configureApi({ origin: '', fetch: viaApp });
}, 60_000);
afterEach(() => configureApi({ origin: '', fetch: viaApp }));
afterAll(() => t.close());

test('an advert passes the check as it is, and the check knows every partner of the contract', () => {
  expect(checkedAdvert(advert)).toEqual(advert);
  for (const partner of PARTNERS) expect(checkedAdvert({ ...advert, partner })).not.toBeNull();
  expect(checkedAdvert({ ...advert, image: { ...advert.image, url: 'https://img.example/7.jpg' } })).not.toBeNull();
});

test('an advert whose link, image or texts are not what an advert may be is left out', () => {
  const bad: unknown[] = [
    { ...advert, url: 'javascript:alert(1)' },
    { ...advert, url: 'http://livecam.example/' },
    { ...advert, url: '/relative/' },
    { ...advert, image: { ...advert.image, url: '//evil.example/x.svg' } },
    { ...advert, image: { ...advert.image, url: 'data:image/svg+xml,<svg/>' } },
    { ...advert, image: { ...advert.image, width: 0 } },
    { ...advert, partner: 'other' },
    { ...advert, title: '  ' },
    { ...advert, title: 3 },
    { ...advert, subtitle: 3 },
    { ...advert, isLive: 'yes' },
    { ...advert, id: 'x' },
    { ...advert, image: null },
    null,
    'advert',
  ];
  for (const value of bad) expect(checkedAdvert(value), JSON.stringify(value)).toBeNull();
  expect(checkedAdverts([bad[0], advert, bad[1]])).toEqual([advert]);
  expect(checkedAdverts({ results: [advert] })).toEqual([]);
});

test('the strip loads susi-live adverts of the region from the API', async () => {
  const ads = await loadStripAdverts('de', undefined);
  expect(ads.length).toBeGreaterThan(0);
  expect(ads.length).toBeLessThanOrEqual(STRIP_LIMIT);
  for (const ad of ads) {
    expect(ad.partner).toBe('susi-live');
    expect(new URL(ad.url).searchParams.get('utm_medium')).toBe('referral');
  }
});

test('a failed, refused or garbled partner call means no strip, never an error', async () => {
  const answers: (() => Promise<Response>)[] = [
    () => Promise.reject(new TypeError('network down')),
    () => Promise.resolve(new Response('{"message":"boom"}', { status: 500 })),
    () => Promise.resolve(new Response('<html>proxy</html>', { status: 200 })),
    () => Promise.resolve(Response.json({ results: 'none' })),
    () => Promise.resolve(Response.json({ results: [{ ...advert, url: 'javascript:alert(1)' }] })),
  ];
  for (const answer of answers) {
    configureApi({ fetch: answer });
    expect(await loadStripAdverts('de', undefined)).toEqual([]);
  }
  // An unknown place is a 422: no strip either.
  configureApi({ fetch: viaApp });
  expect(await loadStripAdverts('de', 'no-such-place')).toEqual([]);
});

test('the strip is headed and labelled as adverts, links out as sponsored, and shows partner texts as text', () => {
  const tr = (key: string) => `[${key}]`;
  const hostile = { ...advert, title: '<img src=x onerror=alert(1)>', subtitle: '<b>bold</b>' };
  const html = renderToStaticMarkup(createElement(PartnerStripView, { adverts: [hostile, { ...advert, id: 8 }], t: tr, headingId: 'p' }));
  expect(html).toContain('aria-labelledby="p"');
  expect(html).toContain('<h3 id="p"');
  expect(html).toContain('[search.partners.heading]');
  expect(html).toContain('[search.partners.label]');
  expect(html.match(/\[search\.advert\]/g)).toHaveLength(2);
  expect(html.match(/rel="sponsored noopener"/g)).toHaveLength(2);
  expect(html.match(/target="_blank"/g)).toHaveLength(2);
  expect(html).toContain('data-advert="susi-live"');
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
  expect(html).not.toContain('<img src=x');
  expect(renderToStaticMarkup(createElement(PartnerStripView, { adverts: [], t: tr, headingId: 'p' }))).toBe('');
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { translator } from '../../../i18n/index.ts';
import type { ProfileCard as Card } from '../../lib/api/common.ts';
import CardGrid from './CardGrid.tsx';
import { formatMoney, formatNumber, labelsJson } from './format.ts';
import ProfileCard from './ProfileCard.tsx';

const t = translator('en');
const card: Card = {
  id: 7,
  profileType: 'ESCORT',
  name: 'Anna <script>alert(1)</script>',
  age: 27,
  city: 'Köln',
  placeSlug: 'koeln',
  path: '/users/7/',
  photo: { url: '/api/v2/media/photos/1.svg', width: 800, height: 1200 },
  photosCount: 3,
  services: [
    { id: 94, key: 'BLOWJOB', label: 'Blowjob' },
    { id: 19, key: 'EROTIC_MASSAGE', label: 'Erotic massage' },
  ],
  priceFrom: { amountMinor: 15000, currency: 'EUR' },
  badges: { verified: true, gold: false, new: true, video: false, ai: false },
  availableNow: false,
  availableNowUntil: null,
  distanceKm: 2.4,
};

test('it renders name and age, place, services, price and badges, with the name as text', () => {
  const html = renderToStaticMarkup(createElement(ProfileCard, { card, t, numberLocale: 'de-DE' }));
  expect(html).toContain('Anna &lt;script&gt;alert(1)&lt;/script&gt;, 27');
  expect(html).not.toContain('<script>');
  expect(html).toContain('href="/users/7/"');
  expect(html).toContain('Köln');
  expect(html).toContain('Erotic massage');
  expect(html).toMatch(/from 150\s€/);
  expect(html).toContain('Verified');
  expect(html).toContain('New');
  expect(html).not.toContain('Gold');
});

test('a card with an about-me excerpt (gold cards) shows it as text; one without shows none', () => {
  const gold = { ...card, badges: { ...card.badges, gold: true }, aboutMe: 'Diskret & <b>charmant</b>' };
  const html = renderToStaticMarkup(createElement(ProfileCard, { card: gold, t, numberLocale: 'de-DE' }));
  expect(html).toContain('Diskret &amp; &lt;b&gt;charmant&lt;/b&gt;</p>');
  expect(renderToStaticMarkup(createElement(ProfileCard, { card, t, numberLocale: 'de-DE' }))).not.toContain('line-clamp-2');
});

test('it gives photos their size and alt text, eager only for the first cards', () => {
  const html = renderToStaticMarkup(createElement(CardGrid, { cards: [card, { ...card, id: 8 }], t, numberLocale: 'en-GB', eager: 1 }));
  const imgs = html.match(/<img [^>]+>/g)!;
  expect(imgs).toHaveLength(2);
  expect(imgs[0]).toContain('width="800"');
  expect(imgs[0]).toContain('height="1200"');
  expect(imgs[0]).toContain('alt="Photo of Anna &lt;script&gt;alert(1)&lt;/script&gt;"');
  expect(imgs[0]).toContain('loading="eager"');
  expect(imgs[1]).toContain('loading="lazy"');
});

test('it leaves out the age of a venue and shows a placeholder without a photo', () => {
  const html = renderToStaticMarkup(
    createElement(ProfileCard, { card: { ...card, name: 'Haus Venus', age: null, photo: null }, t, numberLocale: 'en' }),
  );
  expect(html).toContain('>Haus Venus</a>');
  expect(html).toContain('No photo yet');
});

test("it formats money in minor units in the region's style", () => {
  expect(formatMoney({ amountMinor: 12000, currency: 'GBP' }, 'en-GB')).toBe('£120');
  expect(formatMoney({ amountMinor: 12050, currency: 'EUR' }, 'de-AT')).toMatch(/^€\s?120,50$/);
  expect(formatNumber(1234, 'de-DE')).toBe('1.234');
});

test('it makes the island texts once per locale and key list', () => {
  const keys = ['card.priceFrom', 'search.filters'];
  const first = labelsJson('en', t, keys);
  expect(JSON.parse(first)).toEqual({ 'card.priceFrom': 'from {price}', 'search.filters': 'Filters' });
  expect(labelsJson('en', () => 'other', keys)).toBe(first);
});

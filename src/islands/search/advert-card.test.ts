import { isValidElement, type ReactElement } from 'react';
import { afterEach, expect, test } from 'vitest';
import type { PartnerAdvert } from '../../lib/api/search.ts';
import AdvertCard from './AdvertCard.tsx';

const advert: PartnerAdvert = {
  id: 1,
  partner: 'strip-chat',
  title: 'Live now',
  subtitle: null,
  image: { url: '/a/1.svg', width: 600, height: 800 },
  url: 'https://cams.example/live?utm_source=lustmap&utm_medium=referral',
  isLive: true,
};

afterEach(() => {
  globalThis.lmTrack = undefined;
});

/** The advert's link element (the card is an <li> around one <a>). */
function link(): ReactElement<{ href: string; rel: string; onClick: () => void }> {
  const item = AdvertCard({ advert, t: (key: string) => key }) as ReactElement<{ children: unknown }>;
  const a = item.props.children;
  if (!isValidElement<{ href: string; rel: string; onClick: () => void }>(a)) throw new Error('the card holds no link');
  return a;
}

test('the advert links to the partner with utm_source and utm_medium=referral, as a sponsored link', () => {
  const { href, rel } = link().props;
  const url = new URL(href);
  expect(url.searchParams.get('utm_source')).toBe('lustmap');
  expect(url.searchParams.get('utm_medium')).toBe('referral');
  expect(rel).toContain('sponsored');
});

test('a click on the advert queues a partner click for the tracker', () => {
  link().props.onClick();
  expect(globalThis.lmTrack).toEqual([{ c: 'partner_click', a: 'open', l: 'Live now', atr: { partner: 'strip-chat' } }]);
});

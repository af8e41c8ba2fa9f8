import { expect, test, vi } from 'vitest';
import { freshNavigationUrl, loadFresh, type ClickLike, type LinkLike } from './fresh-navigation.ts';

const here = { origin: 'https://lustmap.example', pathname: '/sex/', search: '' };
const click: ClickLike = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const link = (href: string, target = '', attrs: string[] = []): LinkLike => ({ href, target, hasAttribute: (n) => attrs.includes(n) });

test('a plain click on an in-site link loads that page fresh', () => {
  expect(freshNavigationUrl(click, link('https://lustmap.example/sex/koeln/'), here)).toBe('https://lustmap.example/sex/koeln/');
  expect(freshNavigationUrl(click, link('https://lustmap.example/sex/?page=2#top', '_self'), here)).toBe(
    'https://lustmap.example/sex/?page=2#top',
  );
});

test('the browser keeps clicks it must handle itself', () => {
  const url = 'https://lustmap.example/sex/koeln/';
  expect(freshNavigationUrl({ ...click, defaultPrevented: true }, link(url), here)).toBeUndefined();
  expect(freshNavigationUrl({ ...click, button: 1 }, link(url), here)).toBeUndefined();
  for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
    expect(freshNavigationUrl({ ...click, [key]: true }, link(url), here), key).toBeUndefined();
  expect(freshNavigationUrl(click, link(url, '_blank'), here)).toBeUndefined();
  expect(freshNavigationUrl(click, link(url, '', ['download']), here)).toBeUndefined();
  expect(freshNavigationUrl(click, link('https://livecam.example/de/'), here)).toBeUndefined();
  expect(freshNavigationUrl(click, link('https://lustmap.example/sex/#main'), here)).toBeUndefined();
  expect(freshNavigationUrl(click, link('not a url'), here)).toBeUndefined();
});

test('it fetches the page past the caches, then navigates, even when the fetch fails', async () => {
  for (const fetch of [vi.fn(() => Promise.resolve(new Response('ok'))), vi.fn(() => Promise.reject(new TypeError('offline')))]) {
    const assign = vi.fn();
    await loadFresh('https://lustmap.example/sex/koeln/', { fetch, location: { assign } } as unknown as Window);
    expect(fetch).toHaveBeenCalledWith('https://lustmap.example/sex/koeln/', expect.objectContaining({ cache: 'reload' }));
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://lustmap.example/sex/koeln/');
  }
});

// @vitest-environment happy-dom
/**
 * The "available now" badge of the cards: decided by the browser's clock against the end the API
 * gave, never in a server render (the build's HTML would keep it for hours), shown once mounted
 * while the end lies ahead and taken off when it passes, on a page left open. Fake timers move the
 * clock; nothing sleeps.
 */
import { act, createElement as h } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { translator } from '../../../i18n/index.ts';
import type { ProfileCard as Card } from '../../lib/api/common.ts';
import { availableNowOn, msUntilEnd } from '../../lib/available-now.ts';
import ProfileCard from './ProfileCard.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const t = translator('en');
const NOW = Date.parse('2025-06-15T10:00:00.000Z');
const inMinutes = (m: number) => new Date(NOW + m * 60_000).toISOString();

const card = (until: string | null): Card => ({
  id: 7,
  profileType: 'ESCORT',
  name: 'Anna',
  age: 27,
  city: 'Köln',
  placeSlug: 'koeln',
  path: '/users/7/',
  photo: null,
  photosCount: 0,
  services: [],
  priceFrom: null,
  badges: { verified: false, gold: false, new: false, video: false, ai: false },
  availableNow: until !== null,
  availableNowUntil: until,
  distanceKm: null,
});

describe('when "available now" is on', () => {
  test('it is on while the end lies ahead; a missing, past or unreadable end is off', () => {
    expect(availableNowOn(inMinutes(1), NOW)).toBe(true);
    expect(availableNowOn(inMinutes(0), NOW)).toBe(false);
    expect(availableNowOn(inMinutes(-5), NOW)).toBe(false);
    expect(availableNowOn(null, NOW)).toBe(false);
    expect(availableNowOn(undefined, NOW)).toBe(false);
    expect(availableNowOn('soon', NOW)).toBe(false);
  });

  test('the time left is in milliseconds, capped for a timer, and none once it ended', () => {
    expect(msUntilEnd(inMinutes(90), NOW)).toBe(90 * 60_000);
    expect(msUntilEnd(inMinutes(60 * 24 * 60), NOW)).toBe(2 ** 31 - 1);
    expect(msUntilEnd(inMinutes(-1), NOW)).toBeUndefined();
    expect(msUntilEnd(null, NOW)).toBeUndefined();
  });
});

describe('the card badge', () => {
  let root: Root;
  let container: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.useRealTimers();
  });

  const badge = () => container.querySelector('[data-available-now]');
  const mount = (c: Card) => act(() => root.render(h(ProfileCard, { card: c, t, numberLocale: 'en-GB' })));

  test('a server render (the build) never carries it, even while it is on', () => {
    const html = renderToStaticMarkup(h(ProfileCard, { card: card(inMinutes(60)), t, numberLocale: 'en-GB' }));
    expect(html).not.toContain('data-available-now');
    expect(html).not.toContain('Available now');
  });

  test('mounted, it shows while the end lies ahead and goes when the end passes', () => {
    mount(card(inMinutes(30)));
    expect(badge()?.textContent).toBe('Available now');
    act(() => {
      vi.advanceTimersByTime(29 * 60_000);
    });
    expect(badge()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(60_000 + 100);
    });
    expect(badge()).toBeNull();
  });

  test('an end already past shows nothing, though the answer said it was on (a kept answer)', () => {
    mount({ ...card(inMinutes(-1)), availableNow: true });
    expect(badge()).toBeNull();
  });

  test('a card without an end shows nothing and starts no timer', () => {
    mount(card(null));
    expect(badge()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});

// @vitest-environment happy-dom
/**
 * The gallery keys of the browser: the guest cookie read through js-cookie, and the purchase a
 * visitor starts before logging in or registering (`galleryData`, `redirectToGallery`): kept only
 * for same-site paths, taken once by the profile it belongs to, followed once as the way back after
 * a login or verification, forgotten when stale or damaged.
 */
import Cookies from 'js-cookie';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  GALLERY_DATA_KEY,
  GALLERY_INTENT_MAX_AGE_MS,
  GUEST_GALLERIES_COOKIE,
  REDIRECT_TO_GALLERY_KEY,
} from '../../lib/api/galleries-codes.ts';
import { forgetGallery, guestGalleries, peekGallery, rememberGallery, takeGallery, takeGalleryReturn } from './storage.ts';

const NOW = Date.UTC(2025, 4, 17, 12);
const PATH = '/users/42/';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  Cookies.remove(GUEST_GALLERIES_COOKIE, { path: '/' });
});

describe('the guest cookie', () => {
  test('is read as the server writes it (URI-encoded JSON) and as plain JSON', () => {
    const entries = [{ code: '7KQ4-PX2M-RT9A', galleryIds: [3, 4] }];
    document.cookie = `${GUEST_GALLERIES_COOKIE}=${encodeURIComponent(JSON.stringify(entries))}; path=/`;
    expect(guestGalleries()).toEqual(entries);
    Cookies.set(GUEST_GALLERIES_COOKIE, JSON.stringify([{ code: '7kq4px2mrt9a', galleryIds: [5] }]), { path: '/' });
    expect(guestGalleries()).toEqual([{ code: '7KQ4-PX2M-RT9A', galleryIds: [5] }]);
  });

  test('is empty when missing or damaged, and other cookies do not disturb it', () => {
    expect(guestGalleries()).toEqual([]);
    document.cookie = 'jwt_hint=1; path=/';
    document.cookie = `${GUEST_GALLERIES_COOKIE}=%7Bnot-json; path=/`;
    expect(guestGalleries()).toEqual([]);
    document.cookie = `${GUEST_GALLERIES_COOKIE}=${encodeURIComponent('[{"code":"nope","galleryIds":[1]}]')}; path=/`;
    expect(guestGalleries()).toEqual([]);
  });
});

describe('a purchase started before login or registration', () => {
  test('is taken once by its own profile, with both keys cleared', () => {
    rememberGallery({ profileId: 42, galleryId: 7 }, PATH, NOW);
    expect(JSON.parse(localStorage.getItem(GALLERY_DATA_KEY)!)).toEqual({ profileId: 42, galleryId: 7, savedAt: NOW });
    expect(localStorage.getItem(REDIRECT_TO_GALLERY_KEY)).toBe(PATH);
    expect(takeGallery(42, NOW + 60_000)).toEqual({ profileId: 42, galleryId: 7 });
    expect(localStorage.getItem(GALLERY_DATA_KEY)).toBeNull();
    expect(localStorage.getItem(REDIRECT_TO_GALLERY_KEY)).toBeNull();
    expect(takeGallery(42, NOW + 60_000)).toBeUndefined();
  });

  test('"all" galleries and a plain way back (null) come back as they were', () => {
    rememberGallery({ profileId: 42, galleryId: 'all' }, PATH, NOW);
    expect(takeGallery(42, NOW)).toEqual({ profileId: 42, galleryId: 'all' });
    rememberGallery({ profileId: 42, galleryId: null }, PATH, NOW);
    expect(takeGallery(42, NOW)).toEqual({ profileId: 42, galleryId: null });
  });

  test('peeking leaves it for the page that loads next; a stale one goes even then', () => {
    rememberGallery({ profileId: 42, galleryId: 7 }, PATH, NOW);
    expect(peekGallery(42, NOW)).toEqual({ profileId: 42, galleryId: 7 });
    expect(peekGallery(43, NOW)).toBeUndefined();
    expect(localStorage.length).toBe(2);
    expect(takeGallery(42, NOW)).toEqual({ profileId: 42, galleryId: 7 });
    rememberGallery({ profileId: 42, galleryId: 7 }, PATH, NOW);
    expect(peekGallery(42, NOW + GALLERY_INTENT_MAX_AGE_MS + 1)).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  test('another profile leaves it for its own', () => {
    rememberGallery({ profileId: 42, galleryId: 7 }, PATH, NOW);
    expect(takeGallery(43, NOW)).toBeUndefined();
    expect(takeGallery(42, NOW)).toEqual({ profileId: 42, galleryId: 7 });
  });

  test('a newer start replaces the older one', () => {
    rememberGallery({ profileId: 42, galleryId: 7 }, PATH, NOW);
    rememberGallery({ profileId: 43, galleryId: 9 }, '/users/43/', NOW);
    expect(takeGallery(42, NOW)).toBeUndefined();
    expect(takeGalleryReturn(NOW)).toBe('/users/43/');
  });

  test.each(['//evil.test/users/42/', 'https://evil.test/', 'javascript:alert(1)', '/\\evil.test/', 'users/42/', ''])(
    'nothing is kept for the return path %j',
    (path) => {
      rememberGallery({ profileId: 42, galleryId: 7 }, path, NOW);
      expect(localStorage.length).toBe(0);
    },
  );

  test('a stale start is forgotten by the profile and by the way back', () => {
    rememberGallery({ profileId: 42, galleryId: 7 }, PATH, NOW);
    expect(takeGallery(42, NOW + GALLERY_INTENT_MAX_AGE_MS + 1)).toBeUndefined();
    expect(localStorage.length).toBe(0);
    rememberGallery({ profileId: 42, galleryId: 7 }, PATH, NOW);
    expect(takeGalleryReturn(NOW + GALLERY_INTENT_MAX_AGE_MS + 1)).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  test.each([
    ['not JSON', '{profileId: 42'],
    ['no profile', JSON.stringify({ galleryId: 7, savedAt: NOW })],
    ['a profile id that is no id', JSON.stringify({ profileId: -1, galleryId: 7, savedAt: NOW })],
    ['a gallery id that is no id', JSON.stringify({ profileId: 42, galleryId: '7', savedAt: NOW })],
    ['no time', JSON.stringify({ profileId: 42, galleryId: 7 })],
    ['a time far ahead', JSON.stringify({ profileId: 42, galleryId: 7, savedAt: NOW + 3_600_000 })],
    ['null', 'null'],
  ])('a damaged entry (%s) is dropped', (_, raw) => {
    localStorage.setItem(GALLERY_DATA_KEY, raw);
    localStorage.setItem(REDIRECT_TO_GALLERY_KEY, PATH);
    expect(takeGallery(42, NOW)).toBeUndefined();
    expect(localStorage.length).toBe(0);
    localStorage.setItem(GALLERY_DATA_KEY, raw);
    localStorage.setItem(REDIRECT_TO_GALLERY_KEY, PATH);
    expect(takeGalleryReturn(NOW)).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  test('forgetGallery clears both keys', () => {
    rememberGallery({ profileId: 42, galleryId: 7 }, PATH, NOW);
    forgetGallery();
    expect(localStorage.length).toBe(0);
  });
});

describe('the way back after a login or verification', () => {
  test('is the remembered profile, followed once; the profile still takes the purchase', () => {
    rememberGallery({ profileId: 42, galleryId: 7 }, PATH, NOW);
    expect(takeGalleryReturn(NOW + 1000)).toBe(PATH);
    expect(takeGalleryReturn(NOW + 1000)).toBeUndefined();
    expect(takeGallery(42, NOW + 2000)).toEqual({ profileId: 42, galleryId: 7 });
    expect(localStorage.length).toBe(0);
  });

  test('is nothing when nothing was remembered, or when the stored path was changed to another site', () => {
    expect(takeGalleryReturn(NOW)).toBeUndefined();
    rememberGallery({ profileId: 42, galleryId: 7 }, PATH, NOW);
    localStorage.setItem(REDIRECT_TO_GALLERY_KEY, 'https://evil.test/users/42/');
    expect(takeGalleryReturn(NOW)).toBeUndefined();
    expect(localStorage.getItem(REDIRECT_TO_GALLERY_KEY)).toBeNull();
  });

  test('needs the purchase beside it (a lone path of unknown age is not followed)', () => {
    localStorage.setItem(REDIRECT_TO_GALLERY_KEY, PATH);
    expect(takeGalleryReturn(NOW)).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });
});

test('without local storage (switched off) nothing is kept and nothing fails', () => {
  vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(() => rememberGallery({ profileId: 42, galleryId: 7 }, PATH, NOW)).not.toThrow();
  expect(takeGallery(42, NOW)).toBeUndefined();
  expect(takeGalleryReturn(NOW)).toBeUndefined();
  expect(() => forgetGallery()).not.toThrow();
});

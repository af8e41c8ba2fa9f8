import { describe, expect, test } from 'vitest';
import type { OwnPhoto } from '../../lib/api/photos.ts';
import { PHOTO_MAX_BYTES, PHOTO_MAX_COUNT } from '../../lib/api/limits.ts';
import { checkFiles, moveItem, percent, renumber, sortPhotos, srcSet } from './logic.ts';
import { placeholderUrl } from './placeholder.ts';
import { removedKey } from './RemovedNotice.tsx';

const file = (name: string, type = 'image/jpeg', size = 1000) => ({ name, type, size });
const photo = (id: number, position: number): OwnPhoto => ({
  id,
  position,
  isMain: position === 0,
  width: 800,
  height: 1000,
  sources: [
    { url: `/m/${id}-320.webp`, width: 320 },
    { url: `/m/${id}-640.webp`, width: 640 },
  ],
  placeholder: null,
  status: 'ok',
  createdAt: '2025-01-01T00:00:00Z',
});

describe('checkFiles', () => {
  test('accepts JPEG, PNG and WebP within the size limit', () => {
    const out = checkFiles([file('a.jpg'), file('b.png', 'image/png'), file('c.webp', 'image/webp', PHOTO_MAX_BYTES)], 0);
    expect(out.map((c) => c.rejected)).toEqual([undefined, undefined, undefined]);
  });
  test('refuses other types and files over the limit', () => {
    const out = checkFiles([file('a.svg', 'image/svg+xml'), file('b.txt', ''), file('c.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1)], 0);
    expect(out.map((c) => c.rejected)).toEqual(['type', 'type', 'size']);
  });
  test('refuses the files beyond the room left, in picking order, not counting refused ones', () => {
    const out = checkFiles([file('a.jpg'), file('x.svg', 'image/svg+xml'), file('b.jpg'), file('c.jpg')], PHOTO_MAX_COUNT - 2);
    expect(out.map((c) => c.rejected)).toEqual([undefined, 'type', undefined, 'count']);
  });
});

describe('moveItem', () => {
  test('moves an item earlier and later', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
  });
  test('clamps the target and ignores a source outside the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
  test('leaves the input untouched', () => {
    const list = ['a', 'b'];
    moveItem(list, 0, 1);
    expect(list).toEqual(['a', 'b']);
  });
});

describe('photo order', () => {
  test('sorts by position then id, and renumbers in list order', () => {
    const sorted = sortPhotos([photo(3, 1), photo(1, 2), photo(2, 1), photo(9, 0)]);
    expect(sorted.map((p) => p.id)).toEqual([9, 2, 3, 1]);
    expect(renumber(moveItem(sorted, 3, 0)).map((p) => [p.id, p.position])).toEqual([
      [1, 0],
      [9, 1],
      [2, 2],
      [3, 3],
    ]);
  });
  test('srcset lists every rendition with its width', () => {
    expect(srcSet(photo(4, 0))).toBe('/m/4-320.webp 320w, /m/4-640.webp 640w');
  });
});

describe('helpers', () => {
  test('percent of an upload, 0 while the total is unknown', () => {
    expect(percent(50, 200)).toBe(25);
    expect(percent(10, 0)).toBe(0);
    expect(percent(300, 200)).toBe(100);
  });
  test('the notice names location and camera data', () => {
    expect(removedKey(['location', 'camera'])).toBe('photos.removed.locationCamera');
    expect(removedKey(['camera', 'other'])).toBe('photos.removed.camera');
    expect(removedKey(['location'])).toBe('photos.removed.location');
    expect(removedKey(['other'])).toBe('photos.removed.other');
    expect(removedKey([])).toBeUndefined();
  });
  test('a ThumbHash decodes to a PNG data URL; a damaged or missing one to nothing', () => {
    // A 1×1-ish ThumbHash of a grey image (valid header bytes).
    const hash = btoa(String.fromCharCode(0x1f, 0x0a, 0x07, 0x0d, 0x02, 0x88, 0x78, 0x87, 0x78, 0x87, 0x80, 0x08, 0x87, 0x68, 0x78, 0x77));
    expect(placeholderUrl(hash)).toMatch(/^data:image\/png;base64,/);
    expect(placeholderUrl(null)).toBeUndefined();
    expect(placeholderUrl('%%%')).toBeUndefined();
  });
});

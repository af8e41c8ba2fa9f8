import { expect, test } from 'vitest';
import { changedKeysText, REBUILD_REASON_KEYS } from './rebuilds.ts';

test('it lists the changed keys by kind, most first, in the locale', () => {
  expect(changedKeysText({ profile: 1, place: 7 }, 'en-GB')).toBe('7 place, 1 profile');
  expect(changedKeysText({ category: 2, place: 2, profile: 1200 }, 'de-DE')).toBe('1.200 profile, 2 category, 2 place');
});

test('it leaves out kinds without a change and tells none from unknown', () => {
  expect(changedKeysText({ place: 0 }, 'en-GB')).toBe('');
  expect(changedKeysText({}, 'en-GB')).toBe('');
  expect(changedKeysText(null, 'en-GB')).toBeNull();
});

test('it knows the reasons a build report gives', () => {
  for (const reason of ['first build', 'code changed', 'data changed', 'no change', 'last build unfinished'])
    expect(REBUILD_REASON_KEYS[reason], reason).toMatch(/^admin\.statistics\.rebuildReason/);
  expect(REBUILD_REASON_KEYS['something else']).toBeUndefined();
});

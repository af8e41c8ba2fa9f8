import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { searchCountResponseSchema, searchResponseSchema } from '../../lib/api/search.ts';
import { searchIndexVersion, syncSearchRows } from '../db/search-index.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { syncSql } from '../testing/sync-sql.ts';
import { searchCaches, VersionedCache } from './search-cache.ts';

describe('VersionedCache', () => {
  test('keeps a value while its version stands and its age is under the limit', async () => {
    const cache = new VersionedCache<number>(10, 1000);
    let computed = 0;
    const compute = () => Promise.resolve(++computed);
    expect(await cache.get('a', 1, 0, compute)).toBe(1);
    expect(await cache.get('a', 1, 999, compute)).toBe(1);
    // A new version of the index computes again.
    expect(await cache.get('a', 2, 999, compute)).toBe(2);
    // So does age.
    expect(await cache.get('a', 2, 1999, compute)).toBe(3);
    // And a clock that went back.
    expect(await cache.get('a', 2, 1000, compute)).toBe(4);
    expect([cache.hits, cache.misses]).toEqual([1, 4]);
    // Asked whether it holds a value, it answers without computing.
    expect(await cache.held('a', 2, 1500)).toBe(4);
    expect(cache.held('a', 3, 1500)).toBeUndefined();
    expect(cache.held('b', 2, 1500)).toBeUndefined();
    expect([cache.hits, cache.misses, computed]).toEqual([2, 4, 4]);
  });

  test('concurrent misses of one key wait for one computation; a failure is not kept', async () => {
    const cache = new VersionedCache<string>(10, 1000);
    let calls = 0;
    let release!: (v: string) => void;
    const slow = () => {
      calls++;
      return new Promise<string>((r) => (release = r));
    };
    const both = Promise.all([cache.get('k', 1, 0, slow), cache.get('k', 1, 0, slow)]);
    release('done');
    expect(await both).toEqual(['done', 'done']);
    expect(calls).toBe(1);
    await expect(cache.get('bad', 1, 0, () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('bad', 1, 0, () => Promise.resolve('again'))).toBe('again');
  });

  test('drops the least recently used entry past its size', async () => {
    const cache = new VersionedCache<string>(2, 1000);
    await cache.get('a', 1, 0, () => Promise.resolve('a'));
    await cache.get('b', 1, 0, () => Promise.resolve('b'));
    await cache.get('a', 1, 0, () => Promise.resolve('a2'));
    await cache.get('c', 1, 0, () => Promise.resolve('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', 1, 0, () => Promise.resolve('a3'))).toBe('a');
    expect(await cache.get('b', 1, 0, () => Promise.resolve('b2'))).toBe('b2');
  });
});

describe('the search behind the cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ profiles: 400 });
  });
  afterAll(() => t.close());

  const PATH = '/api/v2/search/escorts?region=de&category=%2Fsex%2F&sort=recommended&page=1';
  const COUNT = '/api/v2/search/escorts/count?region=de&category=%2Fsex%2F';

  test('a repeated search is answered from the cache; an unpublish, an edit and a publish show in the next one', async () => {
    const caches = searchCaches(t.deps.db);
    const first = await t.json(PATH, searchResponseSchema);
    const hits = caches.answers.hits;
    const again = await t.json(PATH, searchResponseSchema);
    expect(caches.answers.hits).toBe(hits + 1);
    expect(again.results).toEqual(first.results);
    const count = await t.json(COUNT, searchCountResponseSchema);

    const top = first.results[0]!;
    const before = await searchIndexVersion(t.deps.db);
    syncSql(t.database).run('UPDATE profiles SET published = 0 WHERE user_id = ?', top.id);
    await syncSearchRows(t.deps.db, [top.id], t.deps.clock.now());
    // A deletion moves the index's version too.
    expect(await searchIndexVersion(t.deps.db)).toBeGreaterThan(before);
    const without = await t.json(PATH, searchResponseSchema);
    expect(without.results.map((r) => r.id)).not.toContain(top.id);
    expect(without.total).toBe(first.total - 1);
    expect((await t.json(COUNT, searchCountResponseSchema)).total).toBe(count.total - 1);

    syncSql(t.database).run('UPDATE profiles SET published = 1, display_name = ? WHERE user_id = ?', 'Renamed Rita', top.id);
    await syncSearchRows(t.deps.db, [top.id], t.deps.clock.now());
    const back = await t.json(PATH, searchResponseSchema);
    expect(back.total).toBe(first.total);
    expect(back.results.find((r) => r.id === top.id)?.name).toBe('Renamed Rita');
  });
});

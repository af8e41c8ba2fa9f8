import { describe, expect, test, vi } from 'vitest';
import { LoadCache } from './load-cache.ts';

/** A cache on a clock the test moves. */
function cacheAt(options: { dropDone?: boolean } = {}) {
  let now = 1_000_000;
  const cache = new LoadCache({ baseMs: 1_000, maxMs: 8_000, now: () => now, ...options });
  return { cache, advance: (ms: number) => (now += ms) };
}

const failing = () => vi.fn(() => Promise.reject(new Error('403 forbidden')));

describe('LoadCache', () => {
  test('a key loads once; every ask while it is under way or done gets the same promise', async () => {
    const { cache } = cacheAt();
    const load = vi.fn(() => Promise.resolve(7));
    const first = cache.get('a', load);
    expect(cache.get('a', load)).toBe(first);
    await expect(first).resolves.toBe(7);
    expect(cache.get('a', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    // Another key loads on its own.
    await expect(cache.get('b', () => Promise.resolve(8))).resolves.toBe(8);
  });

  test('a failed load is not asked again at once: every render gets the same failure', async () => {
    const { cache } = cacheAt();
    const load = failing();
    const first = cache.get('own-profile', load);
    await expect(first).rejects.toThrow('403 forbidden');
    // What a render loop would do: ask again and again.
    for (let i = 0; i < 200; i++) expect(cache.get('own-profile', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('after a failure the key loads again only once its backoff has passed, which doubles each time', async () => {
    const { cache, advance } = cacheAt();
    const load = failing();
    await expect(cache.get('k', load)).rejects.toThrow();
    expect(cache.backoffMs(1)).toBe(1_000);
    advance(999);
    await expect(cache.get('k', load)).rejects.toThrow();
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    await expect(cache.get('k', load)).rejects.toThrow();
    expect(load).toHaveBeenCalledTimes(2);
    // The second failure in a row waits twice as long, and the wait stops growing at the maximum.
    advance(1_999);
    void cache.get('k', load).catch(() => {});
    expect(load).toHaveBeenCalledTimes(2);
    advance(1);
    await expect(cache.get('k', load)).rejects.toThrow();
    expect(load).toHaveBeenCalledTimes(3);
    expect([3, 4, 5, 10].map((n) => cache.backoffMs(n))).toEqual([4_000, 8_000, 8_000, 8_000]);
  });

  test('a success after failures is kept, and a failure after it waits the first backoff again', async () => {
    const { cache, advance } = cacheAt({ dropDone: true });
    await expect(cache.get('k', failing())).rejects.toThrow();
    advance(1_000);
    await expect(cache.get('k', () => Promise.resolve('in'))).resolves.toBe('in');
    // Dropped once done: the next ask loads anew, and its failure waits the first backoff only.
    const load = failing();
    await expect(cache.get('k', load)).rejects.toThrow();
    advance(999);
    void cache.get('k', load).catch(() => {});
    advance(1);
    await expect(cache.get('k', load)).rejects.toThrow();
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('a load that throws at once counts as a failed load', async () => {
    const { cache } = cacheAt();
    const load = vi.fn((): Promise<number> => {
      throw new Error('bad input');
    });
    const first = cache.get('k', load);
    await expect(first).rejects.toThrow('bad input');
    expect(cache.get('k', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('forget loads the key anew, failed or not', async () => {
    const { cache } = cacheAt();
    const load = failing();
    await expect(cache.get('k', load)).rejects.toThrow();
    cache.forget('k');
    await expect(cache.get('k', load)).rejects.toThrow();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

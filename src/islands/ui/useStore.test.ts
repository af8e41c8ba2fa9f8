// @vitest-environment happy-dom
/**
 * Two React roots on one page read one store, as two islands do. Root A reveals a lazy part after
 * its Suspense fallback (React throttles that reveal with a timer); root B renders long enough for
 * the timer to fall due before B's effects run, and B's effect writes the store. With
 * `@nanostores/react`'s hook React throws "Cannot commit the same tree as before" from the timer;
 * with ours A commits, then shows the new value, and nothing is thrown.
 */
import { useStore as nanostoresUseStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import { createElement as h, Fragment, lazy, Suspense, useEffect, type FC } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { useStore } from './useStore.ts';

// What React's timers throw, caught here so the test can name it (installed before react-dom loads
// and keeps its own reference to setTimeout).
const thrown: unknown[] = [];
const realSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = ((fn: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) =>
  realSetTimeout(() => {
    try {
      fn(...args);
    } catch (error) {
      thrown.push(error);
    }
  }, ms)) as typeof setTimeout;
const { createRoot } = await import('react-dom/client');

const sleep = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await sleep(10);
  }
  throw new Error(`timed out waiting for ${what}`);
}

type Hook = <T>(store: ReadableAtom<T>) => T;

/** The two roots; resolves with what each shows once B has rendered and the dust settled. */
async function twoRoots(use: Hook): Promise<{ a: string; b: string }> {
  const store = atom(0);
  let reveal!: (module: { default: FC }) => void;
  const Part = lazy(() => new Promise<{ default: FC }>((resolve) => (reveal = resolve)));
  const Value = () => h('span', null, `value ${use(store)};`);
  const Writer = () => {
    useEffect(() => store.set(1), []);
    // A slow render: the throttled reveal of root A falls due before this root's effects run.
    const end = Date.now() + 400;
    while (Date.now() < end);
    return h('span', null, 'writer');
  };
  const a = document.createElement('div');
  const b = document.createElement('div');
  document.body.append(a, b);
  const rootA = createRoot(a);
  const rootB = createRoot(b);
  rootA.render(h(Fragment, null, h(Value), h(Suspense, { fallback: h('span', null, 'loading') }, h(Part))));
  await until(() => a.textContent === 'value 0;loading', 'the fallback');
  reveal({ default: () => h('span', null, 'part') });
  // The reveal renders now and waits for its timer (300 ms after the fallback showed).
  await sleep(30);
  rootB.render(h(Writer));
  await until(() => b.textContent === 'writer', 'root B');
  await sleep(500);
  const shown = { a: a.textContent ?? '', b: b.textContent ?? '' };
  rootA.unmount();
  rootB.unmount();
  a.remove();
  b.remove();
  return shown;
}

afterEach(() => {
  thrown.length = 0;
});

describe('useStore across React roots', () => {
  test('a store written in one root while another finishes a throttled reveal: the reveal commits, then the new value shows', async () => {
    expect(await twoRoots(useStore)).toEqual({ a: 'value 1;part', b: 'writer' });
    expect(thrown).toEqual([]);
  });

  test("with @nanostores/react's hook the same page makes React throw from its timer (the bug this hook avoids)", async () => {
    await twoRoots(nanostoresUseStore);
    expect(thrown.map((e) => (e instanceof Error ? e.message : String(e)))).toEqual([
      expect.stringContaining('Cannot commit the same tree as before'),
    ]);
  });

  test('a change before the component subscribed is seen; an unmounted component hears nothing more', async () => {
    const store = atom('first');
    const seen: string[] = [];
    const Reader = () => {
      const value = useStore(store);
      seen.push(value);
      return h('span', null, value);
    };
    const el = document.createElement('div');
    const root = createRoot(el);
    root.render(h(Reader));
    store.set('second');
    await until(() => el.textContent === 'second', 'the change');
    store.set('third');
    await until(() => el.textContent === 'third', 'the next change');
    root.unmount();
    const renders = seen.length;
    store.set('fourth');
    await sleep(20);
    expect(seen.length).toBe(renders);
    expect(store.lc).toBe(0);
  });
});

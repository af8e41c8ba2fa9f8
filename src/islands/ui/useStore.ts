/**
 * A nanostores store in a component, as `@nanostores/react`'s `useStore`, except that React hears
 * of a change one microtask later, after the task that made it.
 *
 * Why: a page has several React roots (one per island) that read the same stores. A store written
 * in one root's effect re-renders every other root that reads it synchronously. When that happens
 * while React is finishing a throttled Suspense reveal in another root (it flushes the pending
 * effects first), React 19.3 commits the nested render and then its own finished tree again and
 * throws "Cannot commit the same tree as before" (minified error #177) from its timer, an uncaught
 * error on the page.
 * Told after the task, the root commits first and re-renders with the new value right after.
 * `useStore.test.ts` shows both.
 */
import type { ReadableAtom } from 'nanostores';
import { useCallback, useRef, useSyncExternalStore } from 'react';

/** The store's value; the component renders again when it changes. */
export function useStore<T>(store: ReadableAtom<T>): T {
  const snapshot = useRef<T>(undefined as T);
  snapshot.current = store.get();
  const subscribe = useCallback(
    (onChange: () => void) => {
      let live = true;
      const notify = (value: T) => {
        if (snapshot.current === value) return;
        snapshot.current = value;
        queueMicrotask(() => {
          if (live) onChange();
        });
      };
      // A change between the render and this subscription counts too.
      notify(store.value as T);
      const unlisten = store.listen(notify);
      return () => {
        live = false;
        unlisten();
      };
    },
    [store],
  );
  const get = () => snapshot.current;
  return useSyncExternalStore(subscribe, get, get);
}

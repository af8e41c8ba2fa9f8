/** Load what a tab shows once: the data, a failure flag, and a setter for the answers of writes. */
import { useEffect, useState } from 'react';

/** The state of a one-time load. */
export interface Loaded<T> {
  data: T | undefined;
  failed: boolean;
  set: (data: T) => void;
}

/** Run `load` once on mount; it resolves to the data or undefined for a failure. */
export function useLoad<T>(load: () => Promise<T | undefined>): Loaded<T> {
  const [data, setData] = useState<T>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void load().then((value) => {
      if (!live) return;
      if (value === undefined) setFailed(true);
      else setData(value);
    });
    return () => {
      live = false;
    };
    // Loaded once per mount: the tab reloads nothing when its props change (it has none).
  }, []);
  return { data, failed, set: setData };
}

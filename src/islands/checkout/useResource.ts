/** Load one API resource for a page: the data, a failure flag, a reload and a setter for write answers. */
import { useCallback, useEffect, useState } from 'react';
import type { ApiResult, RequestOptions } from '../../lib/api/http.ts';

/** The state of a loaded resource. */
export interface Resource<T> {
  data: T | undefined;
  failed: boolean;
  reload: () => void;
  set: (data: T) => void;
}

/** Run `load` on mount and on `reload`; `pick` takes the page's part of the answer. */
export function useResource<R, T>(load: (opts: RequestOptions) => Promise<ApiResult<R>>, pick: (answer: R) => T): Resource<T> {
  const [data, setData] = useState<T>();
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void load({ signal: controller.signal }).then((res) => {
      if (res.errors) {
        if (res.message !== 'aborted') setFailed(true);
        return;
      }
      setData(pick(res.data));
      setFailed(false);
    });
    return () => controller.abort();
    // The loader and picker are fixed per page; `round` asks for a fresh copy.
  }, [round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data, failed, reload, set: setData };
}

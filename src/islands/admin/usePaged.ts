/** A paged admin list: the current page's rows, whether another follows, the last error, and reload. */
import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '../../lib/api/http.ts';
import { messageText } from '../ui/form-state.ts';
import { useT } from '../ui/useT.ts';

export interface Paged<T> {
  rows: T[];
  page: number;
  hasMore: boolean;
  busy: boolean;
  error?: string;
  setPage: (n: number) => void;
  reload: () => void;
}

/** Load page `n` with `load` whenever the page or the loader changes. */
export function usePaged<T>(load: (page: number) => Promise<ApiResult<{ results: T[]; hasMore: boolean }>>): Paged<T> {
  const t = useT();
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<T[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<string>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setBusy(true);
    void load(page).then((res) => {
      if (!live) return;
      setBusy(false);
      if (!res.data) return setError(messageText(t, res.message));
      setError(undefined);
      setRows(res.data.results);
      setHasMore(res.data.hasMore);
    });
    return () => {
      live = false;
    };
  }, [load, page, round, t]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { rows, page, hasMore, busy, error, setPage, reload };
}

/**
 * The create page's choices, kept in localStorage on every change (storage.ts) so a reload or a
 * login loses nothing; `finish` forgets them once the creation started.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CreateAiGirlfriendData } from '../../lib/api/ai.ts';
import { EMPTY_CREATE_DATA, clearCreateData, readCreateData, writeCreateData } from './storage.ts';

/** The choices, their setter and `finish`. */
export function useStoredChoices() {
  const [data, setData] = useState<CreateAiGirlfriendData>(() => readCreateData() ?? EMPTY_CREATE_DATA);
  const finished = useRef(false);
  useEffect(() => {
    if (!finished.current) writeCreateData(data);
  }, [data]);
  const finish = useCallback(() => {
    finished.current = true;
    clearCreateData();
  }, []);
  return { data, setData, finish };
}

/**
 * The create page's choices in localStorage under `createAiGirlfriendData` (SPEC §3), so they
 * survive a reload and a login. What is read is checked against the contract's schema; a value
 * that does not pass (edited by hand, left by an older version) is removed rather than half-used.
 * Storage may be missing or refuse writes (private modes, full quota): then the page works
 * without it.
 */
import { CREATE_AI_GIRLFRIEND_DATA, createAiGirlfriendDataSchema, type CreateAiGirlfriendData } from '../../lib/api/ai.ts';

/** The part of `Storage` these helpers use (tests pass a map). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The choices of a visitor who has chosen nothing yet. */
export const EMPTY_CREATE_DATA: CreateAiGirlfriendData = { model: null, step: 0, name: '', wish: '', attributes: {} };

/** The browser's localStorage, or undefined where it cannot be used. */
export function browserStore(): KeyValueStore | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Reading `localStorage` itself throws where storage is blocked.
    return undefined;
  }
}

/** The stored choices when they pass the schema; a broken value is removed and undefined returned. */
export function readCreateData(store: KeyValueStore | undefined = browserStore()): CreateAiGirlfriendData | undefined {
  if (!store) return undefined;
  let raw: string | null;
  try {
    raw = store.getItem(CREATE_AI_GIRLFRIEND_DATA);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const result = createAiGirlfriendDataSchema.safeParse(parsed);
  if (result.success) return result.data;
  clearCreateData(store);
  return undefined;
}

/** Store the choices (ignored where storage refuses). */
export function writeCreateData(data: CreateAiGirlfriendData, store: KeyValueStore | undefined = browserStore()): void {
  try {
    store?.setItem(CREATE_AI_GIRLFRIEND_DATA, JSON.stringify(data));
  } catch {
    // A full or blocked storage: the choices live as long as the page.
  }
}

/** Forget the choices (after a creation started). */
export function clearCreateData(store: KeyValueStore | undefined = browserStore()): void {
  try {
    store?.removeItem(CREATE_AI_GIRLFRIEND_DATA);
  } catch {
    // Nothing stored that could be removed.
  }
}

/**
 * The islands' translate hook: `const t = useT('auth')` loads the `auth` and `common` namespaces of
 * the active locale (suspending until they are in, so render it inside <Suspense>) and returns a
 * translate function typed to their keys: a key of a namespace the component did not ask for, or a
 * key that does not exist, is a type error.
 */
import { useStore } from './useStore.ts';
import { use, useMemo } from 'react';
import type { NamespaceKey } from '../../../i18n/index.ts';
import type { Namespace } from '../../../i18n/namespaces.ts';
import type { Vars } from '../../../i18n/template.ts';
import { $dictionary, hasNamespaces, loadNamespaces, translate } from '../../stores/dictionary.ts';

/** A translate function over the keys `K`. */
export type Translate<K extends string = string> = (key: K, vars?: Vars) => string;

/** The keys of `common` plus the namespaces `N`. */
export type KeysOf<N extends Namespace> = NamespaceKey<N | 'common'>;

/** Translate with the keys of `common` and of the given namespaces (loaded on first use). */
export function useT<N extends Namespace = 'common'>(...namespaces: N[]): Translate<KeysOf<N>> {
  const dict = useStore($dictionary);
  const t = useMemo(() => translate(dict), [dict]);
  const wanted: Namespace[] = ['common', ...namespaces];
  // Every hook runs before `use`, and `use` runs on every render (with a settled thenable once the
  // namespaces are in): React replays a suspended component and needs the same hooks in the same order.
  use(hasNamespaces(dict, wanted) ? READY : loadNamespaces(wanted));
  return t;
}

/** A thenable React reads as already fulfilled, so `use` returns at once. */
const READY = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

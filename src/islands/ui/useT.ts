/**
 * The islands' translate hook: `const t = useT('auth')` loads the `auth` and `common` namespaces of
 * the active locale (suspending until they are in, so render it inside <Suspense>) and returns a
 * translate function typed to their keys: a key of a namespace the component did not ask for, or a
 * key that does not exist, is a type error.
 */
import { useStore } from '@nanostores/react';
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
  const wanted: Namespace[] = ['common', ...namespaces];
  if (!hasNamespaces(dict, wanted)) use(loadNamespaces(wanted));
  return useMemo(() => translate(dict), [dict]);
}

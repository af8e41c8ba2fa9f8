/** What every app island knows about the page it is on. */
import { createContext, useContext } from 'react';
import type { Locale } from '../../../regions/constants.ts';
import type { IslandRegion } from '../../lib/island-region.ts';
import { appHref, type Access, type AppHref } from '../../lib/routing/app-routes.ts';

/** The region and route of the current app page (small, serialisable props from the Astro shell). */
export interface AppPage {
  routeId: string;
  /** The route pattern with region prefix, e.g. "/uk/users/:userId/". */
  pattern: string;
  /** Who may open the page (app-routes.ts); the island guards it before rendering the page. */
  access: Access;
  region: IslandRegion;
}

/** The page, plus the active locale (its strings: useT in src/islands/ui/useT.ts). */
export interface AppContextValue extends AppPage {
  locale: Locale;
  /** Region-prefixed site path ("/users/login/" → "/uk/users/login/"). */
  path: (p: string) => string;
  /** Region-prefixed path of an app route (`href('login')` → "/uk/users/login/"). */
  href: AppHref;
}

/** The context value of a page in a locale. */
export function appContextValue(page: AppPage, locale: Locale): AppContextValue {
  return { ...page, locale, path: (p: string) => `${page.region.prefix}${p}`, href: appHref(page.region.prefix) };
}

/** The page an island is on (provided by the app island and the login modal's host). */
export const AppContext = createContext<AppContextValue | undefined>(undefined);

/** The app context; throws outside an AppIsland so a misuse fails loudly. */
export function useApp(): AppContextValue {
  const ctx = useContext(AppContext);
  if (!ctx) throw new Error('useApp() must be used inside <AppIsland>');
  return ctx;
}

/** Values of the dynamic segments of the current URL ("/users/:userId/" on "/users/42/" → { userId: "42" }). */
export function routeParams(pattern: string, pathname: string): Record<string, string> {
  const names: string[] = [];
  const re = new RegExp(
    `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, n: string) => (names.push(n), '([^/]+)'))}$`,
  );
  const m = re.exec(pathname.endsWith('/') ? pathname : `${pathname}/`);
  if (!m) return {};
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
}

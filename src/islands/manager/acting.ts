/**
 * A manager editing a managed escort's profile in the escort's own editor and onboarding pages:
 * the page URL carries `?escort=<id>`; every API call then sends `x-act-for` (the server checks
 * the escort is the manager's), links between those pages keep the parameter, and the editor
 * shows whom it edits. Pure functions here; the island wiring is in AppIsland and the frames.
 */
import { configureApi } from '../../lib/api/http.ts';
import { ACT_FOR_HEADER } from '../../lib/api/act-for.ts';
import { appPath, appRoute, isAppRouteId, type AppHref, type AppRouteId, type StaticRouteId } from '../../lib/routing/app-routes.ts';

/** The query parameter naming the escort a manager edits. */
export const ESCORT_PARAM = 'escort';

/** The escort id of a page's query string (`?escort=12`), if well-formed. */
export function actingEscortId(search: string): number | undefined {
  const raw = new URLSearchParams(search).get(ESCORT_PARAM);
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** Send `x-act-for` with every API call from now on. */
export function startActing(escortId: number): void {
  configureApi({ headers: () => ({ [ACT_FOR_HEADER]: String(escortId) }) });
}

/** Whether a route is one of the escort's own pages a manager may open for an escort. */
export function isEscortRoute(id: string): boolean {
  return isAppRouteId(id) && appRoute(id).access === 'escort';
}

/** Links of a region's routes (like `appHref`), with `?escort=<id>` kept on the escort's own pages. */
export function actingHref(regionPrefix: string, escortId: number): AppHref {
  return (id: AppRouteId, params?: Record<string, string | number>) => {
    const path = appPath(id as StaticRouteId, params as undefined, regionPrefix);
    return isEscortRoute(id) ? `${path}?${ESCORT_PARAM}=${escortId}` : path;
  };
}

/** A managed escort's link to one of the escort's own pages (`/users/profile/?escort=<id>`). */
export function editLink(regionPrefix: string, escortId: number, route: StaticRouteId = 'profile'): string {
  return actingHref(regionPrefix, escortId)(route);
}

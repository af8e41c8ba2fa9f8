/** The tabs of the profile editor (SPEC §2 "/users/profile/*"), in the order they are shown. */
import type { StaticRouteId } from '../../lib/routing/app-routes.ts';

/** Route ids of the editor tabs; each tab's label is its page title `app.<id>.title`. */
export const EDITOR_TABS = [
  'profile',
  'profileAbout',
  'profileFeatures',
  'profilePrices',
  'profileReviews',
  'profileAvailability',
  'profileAlarme',
  'profilePassword',
] as const satisfies readonly StaticRouteId[];

/** An editor tab. */
export type EditorTab = (typeof EDITOR_TABS)[number];

/** Whether a route id is an editor tab. */
export function isEditorTab(id: string): id is EditorTab {
  return (EDITOR_TABS as readonly string[]).includes(id);
}

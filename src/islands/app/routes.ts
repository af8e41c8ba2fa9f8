/**
 * The React page of each app route (SPEC §2), loaded lazily so every route is its own chunk.
 * Feature work registers its pages here by route id (see src/lib/routing/app-routes.ts).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type RoutePage = LazyExoticComponent<ComponentType>;

/** Route id → page component. Routes without an entry show the shell's loading state. */
export const ROUTE_PAGES: Partial<Record<string, RoutePage>> = {};

/** Register lazily loaded pages (one call per feature module). */
export function pages(entries: Record<string, () => Promise<{ default: ComponentType }>>): Record<string, RoutePage> {
  return Object.fromEntries(Object.entries(entries).map(([id, load]) => [id, lazy(load)]));
}

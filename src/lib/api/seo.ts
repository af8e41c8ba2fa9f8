/**
 * SEO (SPEC §7 "SEO", §3 "Page state", §4 redirects): page-type resolution for the catch-all
 * path, location data for place pages, and the per-navigation redirect lookup.
 */
import { z } from 'zod';
import { numeric, profileTypeSchema, regionCodeSchema, sitePathSchema, slugSchema } from './common.ts';
import { placeSummarySchema } from './search.ts';

/** Page types of the catch-all route (SPEC §3). */
export const PAGE_TYPES = ['search', 'profile', 'cms', 'notFound'] as const;

/** pageKey of a category page without a place (SPEC §3 "default-page"). */
export const DEFAULT_PAGE_KEY = 'default-page';

/** GET /seo/resolve-page-type: the full site path, region prefix included ("/at/sex/wien/"). */
export const resolvePageQuerySchema = z.object({ path: sitePathSchema });
export type ResolvePageQuery = z.input<typeof resolvePageQuerySchema>;

/** Page state (SPEC §3): what the catch-all path shows. */
export const pageStateSchema = z.object({
  pageType: z.enum(PAGE_TYPES),
  /** Set for profile pages. */
  profileType: profileTypeSchema.nullable(),
  /** "default-page" for a category, the place slug for a category × place page, the CMS page key. */
  pageKey: z.string(),
  region: regionCodeSchema,
  categoryId: z.number().int().nullable(),
  placeSlug: z.string().nullable(),
  profileId: z.number().int().nullable(),
});
export type PageState = z.infer<typeof pageStateSchema>;
export const resolvePageResponseSchema = z.object({ results: pageStateSchema });
export type ResolvePageResponse = z.infer<typeof resolvePageResponseSchema>;

/** GET /seo/location-data query. */
export const locationDataQuerySchema = z.object({
  region: regionCodeSchema,
  place: slugSchema,
  /** Category id or url; the region default when absent. */
  category: z.union([numeric().int().positive(), sitePathSchema]).optional(),
});
export type LocationDataQuery = z.input<typeof locationDataQuerySchema>;

/** Seo data (SPEC §3). */
export const seoDataSchema = z.object({ title: z.string(), metaDescription: z.string() });

/** GET /seo/location-data answer. */
export const locationDataSchema = z.object({
  place: placeSummarySchema,
  /** The state of a place; null when the place is a state. */
  state: placeSummarySchema.nullable(),
  /** Up to eight nearest places with listings. */
  nearby: z.array(placeSummarySchema),
  category: z.object({ id: z.number().int(), url: z.string(), label: z.string() }),
  /** Listings of the category at the place. */
  total: z.number().int().nonnegative(),
  seo: seoDataSchema,
  /** Site path of this category × place page, with region prefix. */
  path: z.string(),
});
export type LocationData = z.infer<typeof locationDataSchema>;
export const locationDataResponseSchema = z.object({ results: locationDataSchema });
export type LocationDataResponse = z.infer<typeof locationDataResponseSchema>;

/** GET /seo/redirect: the full site path being navigated to. */
export const redirectQuerySchema = z.object({ path: sitePathSchema });
export type RedirectQuery = z.input<typeof redirectQuerySchema>;

/** A redirect hit; `absolute` targets leave the app (SPEC §4). */
export const redirectSchema = z.object({
  from: z.string(),
  to: z.string(),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
  absolute: z.boolean(),
});
/** A miss is `{ results: null }` with 200, since most navigations have no redirect. */
export const redirectResponseSchema = z.object({ results: redirectSchema.nullable() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

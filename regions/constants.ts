/** Region codes and locales without the schema library, so browser islands can import them cheaply. */

/** Region codes (SPEC §3 "Region and display"). */
export const REGION_CODES = ['de', 'at', 'uk', 'au', 'it'] as const;
export type RegionCode = (typeof REGION_CODES)[number];

/** Locales the islands can speak (SPEC §9). */
export const LOCALES = ['de', 'en', 'ro', 'it'] as const;
export type Locale = (typeof LOCALES)[number];

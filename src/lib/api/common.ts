/**
 * Schemas shared by every endpoint group of the `/api/v2` contract: regions, locales, error bodies,
 * money, paging and the profile card. Query strings arrive as strings, so request schemas coerce.
 */
import { z } from 'zod';
import { LOCALES, REGION_CODES } from '../../../regions/schema.ts';
import { MAX_PAGE, MAX_PER_PAGE, PER_PAGE } from './paging.ts';

/** A region code (SPEC §3). */
export const regionCodeSchema = z.enum(REGION_CODES);

/** A locale the islands speak (SPEC §9); sent as `x-locale`. */
export const localeSchema = z.enum(LOCALES);

/** Field name to messages (SPEC §8). */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Body of every 4xx/5xx answer; `errors` is present on 422. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: fieldErrorsSchema.optional(),
  /** Echo of the `x-request-id` header on 5xx, to quote in a support request. */
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A 422 body: always carries field errors. */
export const validationErrorBodySchema = errorBodySchema.extend({ errors: fieldErrorsSchema });

/** Currencies of the regions (SPEC §9; Italy uses the euro). */
export const currencySchema = z.enum(['EUR', 'GBP', 'AUD']);
export type Currency = z.infer<typeof currencySchema>;

/** An amount of money in minor units (cents, pence) so no float ever rounds a price. */
export const moneySchema = z.object({
  amountMinor: z.number().int().nonnegative(),
  currency: currencySchema,
});
export type Money = z.infer<typeof moneySchema>;

/** Profile types as SPEC §2 spells them. */
export const PROFILE_TYPES = ['ESCORT', 'venue', 'punter', 'escort_ai'] as const;
export const profileTypeSchema = z.enum(PROFILE_TYPES);
export type ProfileType = z.infer<typeof profileTypeSchema>;

/** A number arriving as a query string or path segment; typed so clients may send numbers. */
export const numeric = () => z.coerce.number<number | string>();

/** A positive integer id in a path or query (`"12"` → 12). */
export const idSchema = numeric().int().positive().max(Number.MAX_SAFE_INTEGER);

/** `{ id }` path parameter. */
export const idParamSchema = z.object({ id: idSchema });

/** A URL slug as places and categories use them. */
export const slugSchema = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use a lowercase slug such as "koeln" or "frankfurt-am-main"');

/** A site path: leading slash, no scheme or host. */
export const sitePathSchema = z
  .string()
  .min(1)
  .max(512)
  .regex(/^\/[^\s]*$/, 'send a site path starting with "/"')
  .refine((p) => !p.startsWith('//'), 'send a site path, not a protocol-relative URL');

/** A boolean in a query string: 1/0, true/false (case-insensitive). */
export const queryBooleanSchema = z.preprocess((v: boolean | string) => {
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  if (s === '1' || s === 'true') return true;
  if (s === '0' || s === 'false') return false;
  return v;
}, z.boolean());

/**
 * A repeated query parameter: `a=1&a=2`, `a[]=1&a[]=2` or `a=1,2` all give `['1', '2']`.
 * The server normalises `a[]` keys to `a` before validation (see `normaliseQuery`).
 */
export function queryList<T extends z.ZodType>(item: T, max = 20) {
  return z.preprocess(
    (v: readonly z.input<T>[] | z.input<T> | undefined) => {
      if (v === undefined || v === '') return undefined;
      const list: unknown[] = Array.isArray(v) ? [...(v as unknown[])] : [v];
      return list.flatMap((x): unknown[] => (typeof x === 'string' ? x.split(',') : [x])).filter((x) => x !== '');
    },
    z.array(item).max(max, `send at most ${max} values`).optional(),
  );
}

/** Strip `[]` from query keys so `body_type[]=slim` and `body_type=slim` mean the same. */
export function normaliseQuery(query: Record<string, string | string[]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of Object.entries(query)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const prev = out[key];
    if (prev === undefined) out[key] = value;
    else out[key] = [...(Array.isArray(prev) ? prev : [prev]), ...(Array.isArray(value) ? value : [value])];
  }
  return out;
}

/** Paging of list answers. */
export const pageQuerySchema = z.object({
  page: numeric().int().min(1).max(MAX_PAGE).default(1),
  per_page: numeric().int().min(1).max(MAX_PER_PAGE).default(PER_PAGE),
});

/** An image the client can show: a URL plus intrinsic size (avoids layout shift). */
export const imageSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof imageSchema>;

/** Badges a card or profile shows. */
export const badgesSchema = z.object({
  /** Identity and age checked by support. */
  verified: z.boolean(),
  /** A paid Gold listing (shown first). */
  gold: z.boolean(),
  /** Published within the last 14 days. */
  new: z.boolean(),
  /** Has a video. */
  video: z.boolean(),
  /** An AI-generated companion, not a real person. */
  ai: z.boolean(),
});
export type Badges = z.infer<typeof badgesSchema>;

/** A service as cards and profiles list it. */
export const serviceRefSchema = z.object({ id: z.number().int(), key: z.string(), label: z.string() });

/** The card of a listing in search results and on the home page. */
/** Characters of a gold card's about-me excerpt. */
export const ABOUT_ME_EXCERPT = 140;

export const profileCardSchema = z.object({
  id: z.number().int(),
  profileType: profileTypeSchema,
  name: z.string(),
  /** Whole years; null for venues and agencies. */
  age: z.number().int().min(18).nullable(),
  city: z.string().nullable(),
  placeSlug: z.string().nullable(),
  /** Site path of the public profile, with the region prefix ("/at/users/12/"). */
  path: z.string(),
  photo: imageSchema.nullable(),
  photosCount: z.number().int().nonnegative(),
  /** Up to four services, those of the searched category first. */
  services: z.array(serviceRefSchema).max(4),
  priceFrom: moneySchema.nullable(),
  badges: badgesSchema,
  /** "Available now" was on when the API answered (the escort's switch, src/lib/available-now.ts). */
  availableNow: z.boolean(),
  /** When "available now" ends (ISO 8601) while it is on, else null: pages check it against the current time. */
  availableNowUntil: z.string().nullable(),
  /** Kilometres from the searched point, when the search had one. */
  distanceKm: z.number().nonnegative().nullable(),
  /** Gold listings: an excerpt of the about-me text, unless the region hides it (SPEC §2). */
  aboutMe: z.string().max(ABOUT_ME_EXCERPT).optional(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

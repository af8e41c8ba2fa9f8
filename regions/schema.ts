/**
 * The schema every region table must satisfy. The region tables in `regions/<code>/` are the single
 * source of routes, navigation, hreflang, sitemap and 404 lists; this file checks them at build time
 * and turns a broken table into a message that names the region, the field and the fix.
 */
import { z } from 'zod';
import { SECTION_IDS } from '../src/lib/content/schema.ts';

import { LOCALES, REGION_CODES, type Locale, type RegionCode } from './constants.ts';
import { CATEGORY_IDS, CATEGORY_NAMES, type CategoryId } from '../src/domain/categories.ts';
import { SERVICE_IDS } from '../src/domain/services.ts';
import { BODY_TYPES, BREAST_SIZES, ETHNICITIES, GENDERS, NATIONALITY_GROUPS, SKIN_COLORS } from '../src/domain/features.ts';

export { LOCALES, REGION_CODES, type Locale, type RegionCode };

// The vocabulary lives in src/domain (stable codes); the region tables read it from here.
export {
  BODY_TYPES,
  BREAST_SIZES,
  CATEGORY_IDS,
  CATEGORY_NAMES,
  ETHNICITIES,
  GENDERS,
  NATIONALITY_GROUPS,
  SERVICE_IDS,
  SKIN_COLORS,
  type CategoryId,
};

const serviceIdValues = Object.values(SERVICE_IDS) as number[];

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lowercase ASCII words joined by "-" (ä→ae, ö→oe, ü→ue, ß→ss)');
/** A site path inside the region: starts and ends with "/". */
const sitePath = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+\/)*$/, 'write a path like "/sex/" or "/escort/trans/": leading and trailing slash, lowercase');
/** A navigation target: a site path, optionally opening the search's gallery view (SPEC §2 "/escort/#?gallerie=true"). */
const navPath = z
  .string()
  .regex(
    /^\/(?:[a-z0-9-]+\/)*(?:#\?gallerie=true)?$/,
    'write a path like "/escort/" (optionally "/escort/#?gallerie=true" for the gallery view)',
  );
const externalUrl = z.url({ protocol: /^https$/, error: 'external links must be absolute https:// URLs' });
/** An i18n key (checked against the dictionaries by the i18n test). */
const i18nKey = z.string().regex(/^[a-zA-Z0-9]+(?:\.[a-zA-Z0-9_-]+)+$/, 'use a dotted i18n key such as "nav.escorts"');

/** One navigation link (SPEC §3 "Nav link"). */
export const navLinkSchema = z
  .object({
    /** Site path ("/sex/", "/escort/#?gallerie=true") or absolute https URL for partners. */
    path: z.union([navPath, externalUrl]),
    /** i18n key of the label. */
    title: i18nKey,
    /** "_blank" opens in a new tab; required for external links. */
    target: z.enum(['_self', '_blank']).default('_self'),
    /** Marks the AI link. */
    isAI: z.boolean().default(false),
    /** Extra class, e.g. the pink highlight of the UK AI link. */
    titleClass: z.enum(['highlight-pink']).optional(),
    /** Navigate with script instead of a plain link (kept for SPEC parity; static pages always render an <a>). */
    navigateViaJS: z.boolean().default(false),
  })
  .refine((l) => !l.path.startsWith('http') || l.target === '_blank', {
    message: 'external links must open in a new tab: set target to "_blank"',
    path: ['target'],
  });
export type NavLink = z.infer<typeof navLinkSchema>;

/** The filter entry of a category (SPEC §3 "Category filter entry"). */
export const categoryFilterSchema = z.object({
  /** German service names, as SPEC lists them (informational; ids are what the search uses). */
  services: z.array(z.string()).default([]),
  /** Service ids every result must offer. */
  ids: z.array(z.number().refine((n) => serviceIdValues.includes(n), 'unknown service id: see SERVICE_IDS')).default([]),
  features: z
    .object({
      gender: z.enum(GENDERS).optional(),
      ethnicity: z.array(z.enum(ETHNICITIES)).optional(),
      nationality: z.array(z.enum(NATIONALITY_GROUPS)).optional(),
      skin_color: z.array(z.enum(SKIN_COLORS)).optional(),
      body_type: z.array(z.enum(BODY_TYPES)).optional(),
      breast_size: z.array(z.enum(BREAST_SIZES)).optional(),
      /** Age slider [min, max]; never below 18. */
      age: z
        .tuple([z.number().int().min(18, 'ages start at 18: adults only'), z.number().int().max(100)])
        .refine(([a, b]) => a <= b, 'age range must be [min, max] with min <= max')
        .optional(),
    })
    .default({}),
  user: z
    .object({
      /** 1 = hobby, 0 = professional. */
      user_type: z.union([z.literal(0), z.literal(1)]).optional(),
      /** 0 = huren (models, incall), 1 = escort (outcall). */
      meeting_location: z.union([z.literal(0), z.literal(1)]).optional(),
    })
    .default({}),
  venue: z.boolean().default(false),
  asia: z.boolean().default(false),
  is_ai: z.boolean().default(false),
});
export type CategoryFilter = z.infer<typeof categoryFilterSchema>;

/** One row of a region's category table. */
export const categorySchema = z.object({
  id: z.number().refine((n) => n in CATEGORY_NAMES, 'unknown category id: see CATEGORY_NAMES (SPEC §3)'),
  url: sitePath,
  /** The region's default category (exactly one per region). */
  default: z.boolean().default(false),
  /** i18n key of the category label (heading, breadcrumbs, links). */
  label: i18nKey,
  filter: categoryFilterSchema,
  /**
   * Which places get a category × place page: "all" places of the region, a list of place slugs
   * (e.g. ["london"]), or none.
   */
  placePages: z.union([z.literal('all'), z.array(slug), z.literal('none')]).default('none'),
});
export type Category = z.infer<typeof categorySchema>;

/** A featured location of the home page (SPEC §3 "Featured location"). */
export const featuredLocationSchema = z.object({
  /** Place slug; the link goes to the default category's place page. */
  place: slug,
  /** i18n key of the prefix shown above the name, e.g. "Escorts in". */
  titlePrefix: i18nKey,
  /** Image file name without extension under the image CDN base (jpg and webp exist). */
  image: slug,
});

/** A featured service of the home page (DE): a category url with an image. */
export const featuredServiceSchema = z.object({ category: z.number(), image: slug });

/** Country switcher entry (SPEC §3 "Country entry"). */
export const countryEntrySchema = z.object({
  region: z.enum(REGION_CODES),
  /** i18n key of the country name. */
  name: i18nKey,
  /** Flag image path under /flags/. */
  flag: z.string().regex(/^\/flags\/[a-z]{2}\.svg$/, 'flags live at /flags/<code>.svg'),
  /** i18n key of the "I live in" text. */
  liveIn: i18nKey,
});

/** Features a region hides (SPEC §2 per region). */
export const hiddenFeaturesSchema = z.object({
  usefulLinks: z.boolean().default(false),
  languageSelector: z.boolean().default(false),
  firstPageSearchAdverts: z.boolean().default(false),
  cookieModal: z.boolean().default(false),
  goldSearchCardAboutMe: z.boolean().default(false),
  advertiseWithUsBar: z.boolean().default(false),
});

/** A popular-search page of the region (DE /beliebte-suchen/, UK /popular-searches/ ...). */
/** The legal pages every edition has (terms, privacy, legal notice, contact, abuse reporting). */
export const LEGAL_DOC_IDS = ['terms', 'privacy', 'imprint', 'contact', 'abuse'] as const;
export type LegalDocId = (typeof LEGAL_DOC_IDS)[number];

/** A help line shown on the abuse page (name and number as the service publishes them). */
const helplineSchema = z.object({
  name: z.string().min(2),
  phone: z.string().regex(/^[0-9 +]+$/, 'digits, spaces and "+" only'),
  url: externalUrl.optional(),
});

/**
 * Legal data of an edition: the paths of its legal pages (in its language) and the template data of
 * the legal notice (operator, register, VAT id, data protection contact, supervisory authority).
 */
export const legalSchema = z.object({
  /** Site path of each legal page. */
  paths: z.object(Object.fromEntries(LEGAL_DOC_IDS.map((id) => [id, sitePath])) as Record<LegalDocId, typeof sitePath>),
  operator: z.object({
    name: z.string().min(2),
    street: z.string().min(2),
    postcode: z.string().min(3),
    city: z.string().min(2),
    country: z.string().min(2),
    /** Person(s) authorised to represent the operator (managing director). */
    representative: z.string().min(2),
    /** Person responsible for the content (DE §18 (2) MStV). */
    responsibleForContent: z.string().min(2),
    email: z.email(),
    phone: z.string().regex(/^\+[0-9 ]+$/, 'international format, e.g. "+49 30 1234567"'),
    register: z.string().min(2).optional(),
    vatId: z.string().min(4).optional(),
  }),
  /** Contacts: general, privacy and abuse mailboxes. */
  contact: z.object({ general: z.email(), privacy: z.email(), abuse: z.email() }),
  /** The data protection authority a user may complain to. */
  authority: z.object({ name: z.string().min(2), url: externalUrl }),
  /** The police emergency number of the country. */
  emergency: z.string().regex(/^[0-9]{3}$/),
  helplines: z.array(helplineSchema).min(1),
});
export type Legal = z.infer<typeof legalSchema>;

export const popularSearchPageSchema = z.object({
  path: sitePath,
  /** i18n key of the heading. */
  title: i18nKey,
  /** Restrict the listed places to one state (place slug of a state), or all of the region. */
  state: slug.optional(),
  /** Restrict to a place and its neighbours (UK /popular-searches-london/). */
  place: slug.optional(),
});

/** A region table (one per folder in regions/). */
export const regionSchema = z
  .object({
    code: z.enum(REGION_CODES),
    /** Path prefix: "" for Germany, "/at" etc. */
    prefix: z.union([z.literal(''), z.string().regex(/^\/[a-z]{2}$/, 'prefix is "" or "/xx"')]),
    /** i18n key of the country name. */
    country: i18nKey,
    /** ISO 3166-1 alpha-2 country code for place data ("GB" for uk). */
    isoCountry: z.string().regex(/^[A-Z]{2}$/),
    defaultLocale: z.enum(LOCALES),
    /** <html lang> value. */
    htmlLang: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
    /** hreflang value. */
    hreflang: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
    currency: z.enum(['EUR', 'GBP', 'AUD']),
    /** VAT percent. */
    vat: z.number().min(0).max(30),
    nav: z.array(navLinkSchema).min(1),
    mobileNav: z.array(navLinkSchema).min(1),
    categories: z.array(categorySchema).min(1),
    featuredLocations: z.array(featuredLocationSchema).length(6, 'the home shows exactly 6 featured locations'),
    featuredServices: z.array(featuredServiceSchema).default([]),
    /** Place slugs suggested on the 404 page. */
    notFoundPlaces: z.array(slug).min(1),
    /** Two popular-search city lists for the footer (place slugs). */
    footerLists: z.tuple([
      z.object({ title: i18nKey, places: z.array(slug).min(1) }),
      z.object({ title: i18nKey, places: z.array(slug).min(1) }),
    ]),
    /**
     * The content sections (guide, press, wiki, magazine: articles under `content/<region>/<section>/`)
     * with their paths, in footer order. A section is built when it is listed here.
     */
    contentLinks: z
      .array(z.object({ section: z.enum(SECTION_IDS), path: sitePath, title: i18nKey }))
      .default([])
      .refine((links) => new Set(links.map((l) => l.section)).size === links.length, 'list each content section once'),
    popularSearches: z.array(popularSearchPageSchema).default([]),
    /** UK: /escort/independent/ and its regional pages (state slugs). */
    independent: z.object({ path: sitePath, states: z.array(slug).min(1) }).optional(),
    hidden: hiddenFeaturesSchema.default(hiddenFeaturesSchema.parse({})),
    countrySwitcher: countryEntrySchema,
    /** Legal pages and the legal notice's data. */
    legal: legalSchema,
    /** Partner links (live cam, dating, forum), absolute https. */
    partners: z.partialRecord(z.enum(['livecam', 'dating', 'forum']), externalUrl).default({}),
  })
  .superRefine((r, ctx) => {
    const defaults = r.categories.filter((c) => c.default);
    if (defaults.length !== 1)
      ctx.addIssue({ code: 'custom', path: ['categories'], message: `mark exactly one category default (found ${defaults.length})` });
    const urls = new Set<string>();
    const ids = new Set<number>();
    r.categories.forEach((c, i) => {
      if (urls.has(c.url)) ctx.addIssue({ code: 'custom', path: ['categories', i, 'url'], message: `duplicate category url ${c.url}` });
      if (ids.has(c.id)) ctx.addIssue({ code: 'custom', path: ['categories', i, 'id'], message: `duplicate category id ${c.id}` });
      urls.add(c.url);
      ids.add(c.id);
    });
    r.featuredServices.forEach((s, i) => {
      if (!ids.has(s.category))
        ctx.addIssue({
          code: 'custom',
          path: ['featuredServices', i, 'category'],
          message: `category ${s.category} is not in this region's table`,
        });
    });
  });
export type RegionInput = z.input<typeof regionSchema>;
export type Region = z.infer<typeof regionSchema>;

/** One place of places.json. */
export const placeSchema = z.object({
  slug,
  name: z.string().min(1),
  /** "state" for states/provinces/regions, "place" for towns and cities, "district" for a city's sections. */
  kind: z.enum(['state', 'place', 'district']),
  /** Slug of the state this place belongs to (a state points to itself). */
  state: slug,
  /** For a district: the slug of its city. */
  parent: slug.optional(),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  population: z.number().int().min(0),
});
export type Place = z.infer<typeof placeSchema>;
export const placesFileSchema = z.array(placeSchema);

/** Parse a region table, failing with "region <code>: <field>: <fix>" lines. */
export function parseRegion(code: string, input: unknown): Region {
  const res = regionSchema.safeParse(input);
  if (res.success) return res.data;
  throw new Error(formatIssues(`region ${code}`, res.error.issues));
}

/** Parse a places file with the same error style. */
export function parsePlaces(code: string, input: unknown): Place[] {
  const res = placesFileSchema.safeParse(input);
  if (res.success) return res.data;
  throw new Error(formatIssues(`region ${code} places.json`, res.error.issues));
}

/** Turn zod issues into readable lines naming the field. */
export function formatIssues(where: string, issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((i) => `${where}: ${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('\n');
}

/** Why an advert text is refused (the message key says it in words). */
export const AD_RULE_REASONS = ['unprotected', 'pregnancy'] as const;

/**
 * One rule of a region's advert-text table: terms that may not appear in a profile's name, slogan or
 * about text. Terms are plain lowercase words (no patterns): matching ignores case, accents, and
 * spaces or punctuation between letters ("A.O.", "o h n e"), and stops at word boundaries; a
 * trailing "*" also matches longer words ("schwanger*" matches "Schwangerschaft").
 */
export const adRuleSchema = z
  .object({
    reason: z.enum(AD_RULE_REASONS),
    /** i18n key of the message; it receives `{words}` (the quoted words found) and `{where}` ("in Germany"). */
    message: i18nKey,
    terms: z
      .array(
        z
          .string()
          .regex(/^[a-z0-9ß]+(?: [a-z0-9ß]+)*\*?$/, 'write a term in lowercase letters without accents, words separated by one space'),
      )
      .min(1),
  })
  .strict();
export type AdRule = z.infer<typeof adRuleSchema>;
export const adRulesSchema = z.array(adRuleSchema);

/** Validate a region's advert-text table or throw a message naming region and field. */
export function parseAdRules(code: string, input: unknown): AdRule[] {
  const res = adRulesSchema.safeParse(input);
  if (res.success) return res.data;
  throw new Error(formatIssues(`region ${code} ad-rules.ts`, res.error.issues));
}

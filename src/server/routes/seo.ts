/**
 * SEO endpoints (SPEC §7 "SEO"): what a catch-all path shows, location data of a place page, and
 * the redirect lookup every navigation makes.
 */
import { Hono } from 'hono';
import { t } from '../../../i18n/index.ts';
import type { Region } from '../../../regions/schema.ts';
import {
  DEFAULT_PAGE_KEY,
  locationDataQuerySchema,
  redirectQuerySchema,
  resolvePageQuerySchema,
  type LocationData,
  type PageState,
} from '../../lib/api/seo.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { contractProfileType } from '../db/queries/cards.ts';
import { countListings, findCategory, listingsAt, resolveSearch } from '../db/queries/search.ts';
import { publicCache, requestLocale } from '../http/locale.ts';
import { normalisePath, splitRegionPath } from '../http/paths.ts';
import { unprocessable, validQuery } from '../http/validate.ts';
import { isoDay } from '../time.ts';
import { placeSummary } from './search.ts';

/** CMS page keys of a region: its content links and popular-search pages. */
function cmsKey(region: Region, rest: string): string | null {
  if (rest === '/') return 'home';
  for (const link of region.contentLinks) if (rest.startsWith(link.path)) return rest.slice(1, -1);
  for (const p of region.popularSearches) if (rest === p.path) return rest.slice(1, -1);
  return null;
}

export function seoRoutes(deps: AppDeps) {
  const { db, places, regions, clock } = deps;
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/seo/resolve-page-type', validQuery(resolvePageQuerySchema), async (c) => {
    const { path } = c.req.valid('query');
    const { region: code, rest } = splitRegionPath(regions, normalisePath(path));
    const region = regions[code];
    const state = (s: Partial<PageState> & Pick<PageState, 'pageType' | 'pageKey'>): PageState => ({
      profileType: null,
      region: code,
      categoryId: null,
      placeSlug: null,
      profileId: null,
      ...s,
    });
    publicCache(c, 60);

    const exact = region.categories.find((cat) => cat.url === rest);
    if (exact) return c.json({ results: state({ pageType: 'search', pageKey: DEFAULT_PAGE_KEY, categoryId: exact.id }) });

    // Category × place: the longest category url the path starts with, then one place segment.
    const withPlace = region.categories
      .filter((cat) => rest.startsWith(cat.url))
      .sort((a, b) => b.url.length - a.url.length)
      .map((cat) => ({ cat, slug: rest.slice(cat.url.length, -1) }))
      .find(({ slug }) => /^[a-z0-9-]+$/.test(slug) && places.bySlug(code, slug));
    if (withPlace) {
      return c.json({
        results: state({ pageType: 'search', pageKey: withPlace.slug, categoryId: withPlace.cat.id, placeSlug: withPlace.slug }),
      });
    }

    if (region.independent && rest.startsWith(region.independent.path)) {
      const slug = rest.slice(region.independent.path.length, -1);
      const def = findCategory(region, undefined);
      if (slug === '' || places.bySlug(code, slug)) {
        return c.json({
          results: state({ pageType: 'search', pageKey: slug || DEFAULT_PAGE_KEY, categoryId: def?.id ?? null, placeSlug: slug || null }),
        });
      }
    }

    const profile = /^\/users\/(\d{1,15})\/$/.exec(rest);
    if (profile) {
      const id = Number(profile[1]);
      const row = await db
        .selectFrom('profiles')
        .select(['profile_type'])
        .where('user_id', '=', id)
        .where('published', '=', 1)
        .executeTakeFirst();
      if (row) {
        return c.json({
          results: state({ pageType: 'profile', pageKey: 'profile', profileType: contractProfileType(row.profile_type), profileId: id }),
        });
      }
      return c.json({ results: state({ pageType: 'notFound', pageKey: 'not-found' }) });
    }

    const key = cmsKey(region, rest);
    if (key) return c.json({ results: state({ pageType: 'cms', pageKey: key }) });
    return c.json({ results: state({ pageType: 'notFound', pageKey: 'not-found' }) });
  });

  app.get('/seo/location-data', validQuery(locationDataQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const region = regions[q.region];
    const category = findCategory(region, q.category);
    if (!category) return unprocessable(c, { category: [`no category ${String(q.category)} in region ${q.region}`] });
    const place = places.bySlug(q.region, q.place);
    if (!place) return unprocessable(c, { place: [`no place "${q.place}" in region ${q.region}`] });
    const locale = requestLocale(c, region);
    const state = place.kind === 'state' ? null : (places.byId(place.stateId) ?? null);

    const candidates = places.nearest(q.region, place.lat, place.lon, 40, (p) => p.kind === 'place' && p.id !== place.id);
    const nearby = [];
    for (const cand of candidates) {
      if (nearby.length >= 8) break;
      if ((await listingsAt(db, cand.place)) > 0) nearby.push(await placeSummary(db, places, cand.place, cand.km));
    }
    const total = await countListings(
      db,
      resolveSearch(region, places, { region: q.region, category: category.id, place: place.slug }, isoDay(clock.now())),
    );
    const vars = {
      category: t(locale, category.label),
      place: place.name,
      state: state?.name ?? t(locale, region.country),
      country: t(locale, region.country),
      site: t(locale, 'site.name'),
    };
    const body: LocationData = {
      place: await placeSummary(db, places, place),
      state: state ? await placeSummary(db, places, state) : null,
      nearby,
      category: { id: category.id, url: category.url, label: vars.category },
      total,
      seo: { title: t(locale, 'seo.place.title', vars), metaDescription: t(locale, 'seo.place.description', vars) },
      path: `${region.prefix}${category.url}${place.slug}/`,
    };
    publicCache(c, 60, true);
    return c.json({ results: body });
  });

  app.get('/seo/redirect', validQuery(redirectQuerySchema), async (c) => {
    const { path } = c.req.valid('query');
    const { region: code, rest } = splitRegionPath(regions, normalisePath(path));
    const row = await db
      .selectFrom('redirects')
      .select(['to_path', 'status_code'])
      .where('region', '=', code)
      .where('from_path', '=', rest)
      .executeTakeFirst();
    publicCache(c, 300);
    if (!row) return c.json({ results: null });
    const absolute = /^https?:\/\//i.test(row.to_path);
    return c.json({
      results: {
        from: `${regions[code].prefix}${rest}`,
        to: absolute ? row.to_path : `${regions[code].prefix}${row.to_path}`,
        status: row.status_code,
        absolute,
      },
    });
  });

  return app;
}

/**
 * Titles, descriptions, headings, breadcrumbs and JSON-LD of every SEO page kind, from the
 * per-region i18n templates (DESIGN §6). Pure: the page components only render what this returns.
 */
import { legalDoc } from '../legal/index.ts';
import { profileMeta } from '../profile-meta.ts';
import type { Place } from '../../../regions/schema.ts';
import { categoryPlaceSet, profilePayload, type PageEntry, type RegionModel } from './inventory.ts';
import { absoluteUrl, placePath, regionPath } from './paths.ts';
import type { Article } from '../content/catalog.ts';
import type { SectionId } from '../content/schema.ts';
import { articlePath, sectionArticles, sectionTags, tagPath } from './cms.ts';
import { fitTitle, TITLE_MAX } from './title.ts';

export { fitTitle, TITLE_MAX };

/** A translator bound to the page's locale. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * The country of an edition as a name and as an "in …" phrase, which not every language builds from
 * the name ("in the United Kingdom", "im Vereinigten Königreich", "nel Regno Unito").
 */
export function countryVars(region: { code: string; country: string }, t: Translate): { country: string; inCountry: string } {
  return { country: t(region.country), inCountry: t(`country.in.${region.code}`) };
}

/** One breadcrumb: visible name and site path. */
export interface Crumb {
  name: string;
  path: string;
}

/** Everything a page says about itself. */
export interface PageSeo {
  title: string;
  description: string;
  h1: string;
  breadcrumbs: Crumb[];
  jsonLd: object[];
}

/** The state a place belongs to, unless the place is that state. */
export function stateOf(model: RegionModel, place: Place): Place | undefined {
  if (place.state === place.slug) return undefined;
  return model.placeBySlug.get(place.state);
}

/** Breadcrumbs (home > category > state > place, or home > section > state). */
export function breadcrumbs(page: PageEntry, model: RegionModel, t: Translate): Crumb[] {
  const { region } = model;
  const p = (path: string) => regionPath(region, path);
  const crumbs: Crumb[] = [{ name: t('breadcrumb.home'), path: p('/') }];
  if (page.kind === 'category' || page.kind === 'place') {
    const category = model.categoryById.get(page.categoryId)!;
    crumbs.push({ name: t(category.label), path: p(category.url) });
    if (page.kind === 'place') {
      const place = model.placeBySlug.get(page.place)!;
      const state = stateOf(model, place);
      if (state && category.placePages === 'all') crumbs.push({ name: state.name, path: p(placePath(category.url, state.slug)) });
      const city = place.parent ? model.placeBySlug.get(place.parent) : undefined;
      if (city && city !== state && category.placePages === 'all')
        crumbs.push({ name: city.name, path: p(placePath(category.url, city.slug)) });
      crumbs.push({ name: place.name, path: page.path });
    }
  } else if (page.kind === 'popular') {
    const ps = region.popularSearches[page.index]!;
    const root = region.popularSearches.find((x) => !x.state && !x.place);
    if (root && root !== ps) crumbs.push({ name: t(root.title), path: p(root.path) });
    crumbs.push({ name: popularHeading(model, page.index, t), path: page.path });
  } else if (page.kind === 'cms') {
    const link = region.contentLinks.find((l) => l.section === page.section)!;
    crumbs.push({ name: t(link.title), path: p(link.path) });
    if (page.cms.view === 'tag') {
      const tag = sectionTagName(model, page.section, page.cms.tag);
      crumbs.push({ name: t('cms.tag.h1', { tag }), path: tagPath(region, page.section, page.cms.tag) });
    }
    if (page.cms.view === 'article') crumbs.push({ name: articleOf(model, page.path)?.data.title ?? page.cms.slug, path: page.path });
  } else if (page.kind === 'profile') {
    // The profile's town in the edition's default category, when the build has that page.
    const profile = profilePayload(page);
    const slug = profile.location.placeSlug;
    const place = slug ? model.placeBySlug.get(slug) : undefined;
    if (place && categoryPlaceSet(model, model.defaultCategory).has(place.slug))
      crumbs.push({ name: place.name, path: p(placePath(model.defaultCategory.url, place.slug)) });
    crumbs.push({ name: profile.name, path: page.path });
  } else if (page.kind === 'independent' && region.independent) {
    crumbs.push({ name: t('independent.h1', countryVars(region, t)), path: p(region.independent.path) });
    if (page.state) crumbs.push({ name: model.placeBySlug.get(page.state)?.name ?? page.state, path: page.path });
  }
  return crumbs;
}

/** The article of an article page (the catalog the site was built with). */
function articleOf(model: RegionModel, path: string): Article | undefined {
  return model.articles.find((a) => articlePath(model.region, a) === path);
}

/** A tag's name as its first article spells it. */
function sectionTagName(model: RegionModel, section: SectionId, slug: string): string {
  const own = sectionArticles(model.articles, model.region, section);
  return sectionTags(own).get(slug)?.name ?? slug;
}

/** schema.org Article of an article page. */
export function articleJsonLd(site: string, model: RegionModel, article: Article, path: string, siteName: string): object {
  const person = !/redaktion|editorial|redazione/i.test(article.data.author);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.data.title,
    description: article.data.description,
    datePublished: article.data.date,
    dateModified: article.data.updated ?? article.data.date,
    inLanguage: model.region.htmlLang,
    wordCount: article.words,
    keywords: article.tags.map((t) => t.name).join(', ') || undefined,
    author: { '@type': person ? 'Person' : 'Organization', name: article.data.author },
    publisher: { '@type': 'Organization', name: siteName, url: absoluteUrl(site, regionPath(model.region, '/')) },
    mainEntityOfPage: absoluteUrl(site, path),
    ...(article.data.hero ? { image: absoluteUrl(site, article.data.hero.src) } : {}),
  };
}

/** Heading of a popular-search page. */
function popularHeading(model: RegionModel, index: number, t: Translate): string {
  const ps = model.region.popularSearches[index]!;
  const where = ps.state ?? ps.place;
  const name = where ? model.placeBySlug.get(where)?.name : undefined;
  return name ? t('popular.h1Place', { place: name }) : t(ps.title);
}

/** schema.org BreadcrumbList of the crumbs. */
export function breadcrumbJsonLd(site: string, crumbs: readonly Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(site, c.path) })),
  };
}

/** schema.org WebSite with a SearchAction into the default category (the search island reads `q`). */
export function websiteJsonLd(site: string, model: RegionModel, t: Translate): object {
  const home = absoluteUrl(site, regionPath(model.region, '/'));
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: t('site.name'),
    url: home,
    inLanguage: model.region.htmlLang,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(site, regionPath(model.region, model.defaultCategory.url))}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** Title, description, heading, breadcrumbs and JSON-LD of a page; the title within TITLE_MAX. */
export function pageSeo(page: PageEntry, model: RegionModel, t: Translate, site: string): PageSeo {
  const seo = templatedSeo(page, model, t, site);
  return { ...seo, title: fitTitle(seo.title, t('site.name')) };
}

/** What the templates say about a page, before the title is fitted. */
function templatedSeo(page: PageEntry, model: RegionModel, t: Translate, site: string): PageSeo {
  const siteName = t('site.name');
  const { country, inCountry } = countryVars(model.region, t);
  const crumbs = breadcrumbs(page, model, t);
  const withCrumbs = (s: Omit<PageSeo, 'breadcrumbs' | 'jsonLd'>): PageSeo => ({
    ...s,
    breadcrumbs: crumbs,
    jsonLd: [breadcrumbJsonLd(site, crumbs)],
  });
  switch (page.kind) {
    case 'home':
      return {
        title: t('seo.home.title', { site: siteName, country, inCountry }),
        description: t('seo.home.description', { site: siteName, country, inCountry }),
        h1: t('home.h1', { country, inCountry }),
        breadcrumbs: [],
        jsonLd: [websiteJsonLd(site, model, t)],
      };
    case 'category': {
      const category = t(model.categoryById.get(page.categoryId)!.label);
      return withCrumbs({
        title: t('seo.category.title', { category, country, inCountry, site: siteName }),
        description: t('seo.category.description', { category, country, inCountry, site: siteName }),
        h1: t('category.h1', { category, country, inCountry }),
      });
    }
    case 'place': {
      const category = t(model.categoryById.get(page.categoryId)!.label);
      const place = model.placeBySlug.get(page.place)!;
      const state = stateOf(model, place)?.name ?? country;
      const vars = { category, place: place.name, state, country, inCountry, site: siteName };
      return withCrumbs({ title: t('seo.place.title', vars), description: t('seo.place.description', vars), h1: t('place.h1', vars) });
    }
    case 'popular': {
      const ps = model.region.popularSearches[page.index]!;
      const where = ps.state ?? ps.place;
      const place = where ? model.placeBySlug.get(where)?.name : undefined;
      const vars = { place: place ?? country, country, inCountry, site: siteName };
      return withCrumbs({
        title: t(place ? 'seo.popularPlace.title' : 'seo.popular.title', vars),
        description: t(place ? 'seo.popularPlace.description' : 'seo.popular.description', vars),
        h1: popularHeading(model, page.index, t),
      });
    }
    case 'independent': {
      const place = page.state ? (model.placeBySlug.get(page.state)?.name ?? page.state) : country;
      const vars = { place, country, inCountry, site: siteName };
      return withCrumbs({
        title: t('seo.independent.title', vars),
        description: t('seo.independent.description', vars),
        h1: page.state ? t('independent.h1Region', vars) : t('independent.h1', vars),
      });
    }
    case 'legal': {
      const doc = legalDoc(model.region, page.doc, country, siteName);
      return { title: `${doc.title} | ${siteName}`, description: doc.description, h1: doc.title, breadcrumbs: [], jsonLd: [] };
    }
    case 'cms': {
      const link = model.region.contentLinks.find((l) => l.section === page.section)!;
      const section = t(link.title);
      const vars = { section, site: siteName, country, inCountry };
      const paged = (title: string, n: number) => (n > 1 ? t('seo.cms.paged', { title, page: n }) : title);
      if (page.cms.view === 'article') {
        const article = articleOf(model, page.path);
        if (!article) throw new Error(`${page.path}: no article in the catalog`);
        return {
          title: `${article.data.title} | ${siteName}`,
          description: article.data.description,
          h1: article.data.title,
          breadcrumbs: crumbs,
          jsonLd: [articleJsonLd(site, model, article, page.path, siteName), breadcrumbJsonLd(site, crumbs)],
        };
      }
      if (page.cms.view === 'tag') {
        const tag = sectionTagName(model, page.section, page.cms.tag);
        return withCrumbs({
          title: paged(t('seo.cms.tag.title', { ...vars, tag }), page.cms.page),
          description: t('seo.cms.tag.description', { ...vars, tag }),
          h1: t('cms.tag.h1', { tag }),
        });
      }
      return withCrumbs({
        title: paged(t('seo.cms.index.title', vars), page.cms.page),
        description: t(`seo.cms.${page.section}.description`, vars),
        h1: section,
      });
    }
    case 'profile': {
      // SPEC §3: the same template the profile shell's island writes (src/lib/profile-meta.ts).
      const p = profilePayload(page);
      const meta = profileMeta(p, t, model.region.defaultLocale);
      return withCrumbs({ ...meta, h1: p.age === null ? p.name : t('card.nameAge', { name: p.name, age: p.age }) });
    }
    case 'notFound':
      return {
        title: t('seo.notFound.title', { site: siteName }),
        description: t('notFound.text2'),
        h1: t('notFound.text1'),
        breadcrumbs: [],
        jsonLd: [],
      };
    case 'app': {
      const name = t(`app.${page.routeId}.title`);
      return {
        title: `${name} | ${siteName}`,
        description: t('seo.app.description', { site: siteName }),
        h1: name,
        breadcrumbs: [],
        jsonLd: [],
      };
    }
  }
}

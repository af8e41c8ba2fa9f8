/** Everything a page component needs, computed from its inventory entry in one place. */
import { translator } from '../../i18n/index.ts';
import type { Locale } from '../../regions/constants.ts';
import { getSite, siteUrl } from './routing/index.ts';
import { buildHead, type HeadTag } from './routing/head.ts';
import { feedPath } from './content/feed.ts';
import type { SectionId } from './content/schema.ts';
import type { PageEntry, RegionModel } from './routing/inventory.ts';
import { pageSeo, type PageSeo, type Translate } from './routing/seo.ts';
import { LAYOUTS, type LayoutName } from '../layouts/layouts.ts';

/** The render context of one page. */
export interface PageContext {
  page: PageEntry;
  model: RegionModel;
  /** The language the page is rendered in: its edition's, or an app shell's locale. */
  locale: Locale;
  t: Translate;
  seo: PageSeo;
  head: HeadTag[];
  layout: LayoutName;
}

/** The layout SPEC §2 gives each page kind. */
function layoutOf(page: PageEntry): LayoutName {
  if (page.kind === 'app') return page.layout;
  if (page.kind === 'home') return 'home-page';
  if (page.kind === 'notFound') return '404';
  if (page.kind === 'profile') return 'default-profile';
  return 'default';
}

/** The feed of a content section as the head announces it. */
function sectionFeed(model: RegionModel, section: SectionId, t: Translate): { title: string; path: string } {
  const link = model.region.contentLinks.find((l) => l.section === section)!;
  return { title: t('cms.feed.title', { section: t(link.title), site: t('site.name') }), path: feedPath(model.region, section) };
}

/** Build the context of a page. */
export function pageContext(page: PageEntry): PageContext {
  const { site, alternates } = getSite();
  const model = site.models[page.region]!;
  const locale = (page.kind === 'app' ? page.locale : undefined) ?? model.region.defaultLocale;
  const t = translator(locale);
  const origin = siteUrl();
  const seo = pageSeo(page, model, t, origin);
  const head = buildHead({
    site: origin,
    path: page.path,
    title: seo.title,
    description: seo.description,
    noindex: !page.indexable,
    alternates: alternates.get(page.path),
    jsonLd: seo.jsonLd,
    feed: page.kind === 'cms' ? sectionFeed(model, page.section, t) : undefined,
  });
  const layout = layoutOf(page);
  if (!(layout in LAYOUTS)) throw new Error(`unknown layout ${layout}`);
  return { page, model, locale, t, seo, head, layout };
}

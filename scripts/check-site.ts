/**
 * Built-site check (run by `npm test` after a build): every page parses and has a title of at most
 * TITLE_MAX characters (src/lib/routing/seo.ts); every canonical is
 * absolute and self-referencing; every hreflang alternate resolves to a built page and links back;
 * every internal link resolves; the sitemaps list exactly the indexable pages; a search page built
 * with listings is indexable exactly when it has some (and shows them as cards); html-validate
 * passes on a sample of every page kind, including search pages with cards; a place page and the
 * profile shell of every region meet the page-weight budgets (scripts/lib/page-weight.ts), and so does
 * a pre-rendered profile page of every region; every pre-rendered profile page shows its profile
 * without JavaScript (a `data-kind="profile"` body naming the profile, its name in the h1, its about
 * text), and no built page carries a private contact channel (no tel:, mailto:, wa.me or t.me link;
 * no phone number outside the legal pages, whose operator number is public); every article has its
 * page with an Article JSON-LD and every content section its RSS feed. Prints what it
 * checked and exits non-zero on any failure. DIST_DIR checks a build in another folder (default dist/).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { Parser } from 'htmlparser2';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { getSite, siteUrl } from '../src/lib/routing/index.ts';
import { PROFILE_PAGES_FILE, squashText, textHash, type ProfilePageFact } from '../src/lib/routing/site-files.ts';
import { TITLE_MAX } from '../src/lib/routing/seo.ts';
import { getArticles } from '../src/lib/content/catalog.ts';
import { FEED_ITEMS, feedPath } from '../src/lib/content/feed.ts';
import { articlePath, sectionArticles } from '../src/lib/routing/cms.ts';
import { shellPattern } from '../src/server/static.ts';
import { isCompressedCopy } from '../src/server/precompressed.ts';
import { budgetProblems, DEFAULT_PLACE_PATH, kb, staticWeight } from './lib/page-weight.ts';

const dist = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(import.meta.dirname, '..', 'dist');

/** What one page says about itself and links to. */
export interface PageFacts {
  lang?: string;
  canonical?: string;
  robots?: string;
  title?: string;
  alternates: { hreflang: string; href: string }[];
  links: string[];
  kind?: string;
  /** Listings of a search page as built (absent: built without an API, or not a search page). */
  listings?: number;
  /** Links to profiles (the cards of a search page). */
  profileLinks: number;
  /** The `@type` of each JSON-LD block (a block that does not parse counts as "invalid"). */
  jsonLdTypes: string[];
  /** The profile a pre-rendered profile page shows (`data-profile-id`). */
  profileId?: number;
  /** `data-profile-type` of a profile page's body (ESCORT, venue, escort_ai). */
  profileType?: string;
  /** Text of the first h1. */
  h1?: string;
  /** Text of the profile's about section (`data-profile-about`). */
  about?: string;
}

/** Links to a private contact channel: phone, e-mail, WhatsApp, Telegram (the operator's own @lustmap.example addresses, as on the legal pages and press releases, excepted). */
export const CONTACT_LINK = /href="(?:tel:|mailto:(?![^"@]+@lustmap\.example")|https?:\/\/(?:wa\.me|t\.me|api\.whatsapp\.com)\/)/i;
/** A phone number in international form ("+49 30 1234567", "+4930123456"). */
export const PHONE_NUMBER = /\+\d{1,3}[\s\d/-]{6,}\d/;

/** Extract the facts of one HTML document (throws on a parser error). */
export function pageFacts(html: string): PageFacts {
  const facts: PageFacts = { alternates: [], links: [], profileLinks: 0, jsonLdTypes: [] };
  let inTitle = false;
  let jsonLd: string | undefined;
  let inH1 = false;
  let inAbout = 0;
  const parser = new Parser(
    {
      onopentag(name, a) {
        if (name === 'html') facts.lang = a.lang;
        if (name === 'body') facts.kind = a['data-kind'];
        if (name === 'link' && a.rel === 'canonical') facts.canonical = a.href;
        if (name === 'link' && a.rel === 'alternate' && a.hreflang && a.href) facts.alternates.push({ hreflang: a.hreflang, href: a.href });
        if (name === 'meta' && a.name === 'robots') facts.robots = a.content;
        if (name === 'a' && a.href) facts.links.push(a.href);
        if (name === 'a' && a.href && /\/users\/\d+\/$/.test(a.href)) facts.profileLinks++;
        if (a['data-listings'] !== undefined && facts.listings === undefined) facts.listings = Number(a['data-listings']);
        if (a['data-profile-id'] !== undefined && facts.profileId === undefined) facts.profileId = Number(a['data-profile-id']);
        if (a['data-profile-type'] !== undefined && facts.profileType === undefined) facts.profileType = a['data-profile-type'];
        if (name === 'title') inTitle = true;
        if (name === 'script' && a.type === 'application/ld+json') jsonLd = '';
        if (name === 'h1' && facts.h1 === undefined) inH1 = true;
        if (a['data-profile-about'] !== undefined) inAbout++;
        else if (inAbout) inAbout++;
      },
      ontext(text) {
        if (inTitle) facts.title = (facts.title ?? '') + text;
        if (jsonLd !== undefined) jsonLd += text;
        if (inH1) facts.h1 = (facts.h1 ?? '') + text;
        if (inAbout) facts.about = (facts.about ?? '') + text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (name === 'h1') inH1 = false;
        if (inAbout) inAbout--;
        if (name === 'script' && jsonLd !== undefined) {
          try {
            facts.jsonLdTypes.push(String((JSON.parse(jsonLd) as { '@type'?: unknown })['@type']));
          } catch {
            facts.jsonLdTypes.push('invalid');
          }
          jsonLd = undefined;
        }
      },
      onerror(err) {
        throw err;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return facts;
}

/** Every built HTML file as site path → file (not their compressed copies, `index.html.br`). */
function builtPages(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    const rel = relative(dist, file).split(sep).join('/');
    const path = rel === '404.html' ? '/404/' : `/${rel.replace(/index\.html$/, '')}`;
    pages.set(path, file);
  }
  return pages;
}

/** The dynamic shells of the build (`/users/{id}/` ...), as the server matches them. */
function shells(): RegExp[] {
  const file = join(dist, '_shells.json');
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as { pattern: string }[]).map((s) => shellPattern(s.pattern));
}

/** Does a site path resolve to something the server serves? */
function resolves(path: string, pages: Map<string, string>, extra: Set<string>, dynamic: readonly RegExp[]): boolean {
  if (pages.has(path) || extra.has(path)) return true;
  if (path.endsWith('/') && dynamic.some((re) => re.test(path))) return true;
  const file = join(dist, decodeURIComponent(path));
  // The compressed copies (index.html.br) are files of the build the server never serves by name.
  return file.startsWith(dist) && existsSync(file) && !path.endsWith('/') && !isCompressedCopy(path);
}

async function main() {
  if (!existsSync(dist)) throw new Error(`${dist} is missing: run \`npm run build\` first`);
  const origin = siteUrl();
  const { built, site, selected } = getSite();
  /** Pages of regions left out of a one-region build are not here; the full build checks them. */
  const models = Object.values(site.models).filter((m) => m !== undefined);
  const prefixes = models.filter((m) => m.region.prefix !== '').map((m) => [m.region.prefix, m.region.code] as const);
  const regionOf = (path: string) => prefixes.find(([prefix]) => path === `${prefix}/` || path.startsWith(`${prefix}/`))?.[1] ?? 'de';
  const inBuild = (path: string) => selected.includes(regionOf(path));
  const pages = builtPages();
  const dynamic = shells();
  const errors: string[] = [];
  const fail = (msg: string) => {
    if (errors.length < 200) errors.push(msg);
  };
  // The RSS feeds of the content sections are files of the build (written with the sitemaps).
  const external = new Set<string>();

  for (const page of built) if (!pages.has(page.path)) fail(`${page.path}: in the inventory but not built`);

  const facts = new Map<string, PageFacts>();
  let contactChecked = 0;
  for (const [path, file] of pages) {
    const html = readFileSync(file, 'utf8');
    try {
      facts.set(path, pageFacts(html));
    } catch (err) {
      fail(`${path}: does not parse: ${(err as Error).message}`);
    }
    // No private contact channel in any pre-rendered file (the profile pages' contact island loads them).
    contactChecked++;
    const link = CONTACT_LINK.exec(html);
    if (link) fail(`${path}: has a contact link (${link[0]}): pre-rendered pages carry no phone, e-mail, WhatsApp or Telegram`);
    const phone = site.byPath.get(path)?.kind === 'legal' ? null : PHONE_NUMBER.exec(html);
    if (phone) fail(`${path}: has a phone number (${phone[0]}): pre-rendered pages carry none`);
  }

  // Every pre-rendered profile page shows its profile without JavaScript (the build lists them with their names).
  const listFile = join(dist, PROFILE_PAGES_FILE);
  const profilePages: ProfilePageFact[] = existsSync(listFile) ? (JSON.parse(readFileSync(listFile, 'utf8')) as ProfilePageFact[]) : [];
  for (const p of profilePages) {
    const f = facts.get(p.path);
    if (!f) {
      fail(`${p.path}: profile page listed by the build but not built`);
      continue;
    }
    if (f.kind !== 'profile') fail(`${p.path}: profile page without data-kind="profile" on <body>`);
    if (f.profileId !== p.id) fail(`${p.path}: data-profile-id is ${f.profileId}, not ${p.id}`);
    if (!squashText(f.h1 ?? '').includes(squashText(p.name))) fail(`${p.path}: the h1 "${squashText(f.h1 ?? '')}" does not name ${p.name}`);
    if (p.about && (!f.about || textHash(f.about) !== p.about)) fail(`${p.path}: the about text is not in the HTML`);
    if (!f.robots?.startsWith('index')) fail(`${p.path}: a profile page is not indexable`);
  }
  for (const [path, f] of facts)
    if (f.kind === 'profile' && !profilePages.some((p) => p.path === path)) fail(`${path}: not in ${PROFILE_PAGES_FILE}`);

  const indexable = new Set<string>();
  let links = 0;
  let searchPages = 0;
  const withCards: string[] = [];
  for (const [path, f] of facts) {
    const self = new URL(path, origin).href;
    if (!f.lang) fail(`${path}: <html> has no lang`);
    if (!f.title) fail(`${path}: no <title>`);
    else if (f.title.length > TITLE_MAX) fail(`${path}: title has ${f.title.length} characters, more than ${TITLE_MAX}: ${f.title}`);
    if (!f.canonical) fail(`${path}: no canonical`);
    else if (f.canonical !== self) fail(`${path}: canonical ${f.canonical} is not the page itself (${self})`);
    const isIndexable = f.robots?.startsWith('index') ?? false;
    if (isIndexable) indexable.add(self);
    if (isIndexable && !f.alternates.some((a) => a.hreflang === 'x-default')) fail(`${path}: indexable without an x-default alternate`);
    if (f.listings !== undefined) {
      searchPages++;
      if (f.listings === 0 && isIndexable) fail(`${path}: no listings but indexable (DESIGN §4: noindex,follow)`);
      if (f.listings > 0 && !isIndexable) fail(`${path}: ${f.listings} listings but noindex`);
      if (f.listings > 0 && f.profileLinks === 0) fail(`${path}: ${f.listings} listings but no cards in the HTML`);
      if (f.listings > 0) withCards.push(path);
    }
    for (const alt of f.alternates) {
      const u = new URL(alt.href);
      if (u.origin !== new URL(origin).origin) {
        fail(`${path}: alternate ${alt.href} is not on the site`);
        continue;
      }
      const target = facts.get(u.pathname);
      if (!target) {
        if (inBuild(u.pathname)) fail(`${path}: alternate ${alt.href} is not a built page`);
        continue;
      }
      if (!target.alternates.some((b) => b.href === self)) fail(`${path}: alternate ${alt.href} does not link back`);
    }
    for (const href of f.links) {
      if (/^(mailto:|tel:|#)/.test(href)) continue;
      const u = new URL(href, self);
      if (u.origin !== new URL(origin).origin) continue;
      if (!inBuild(u.pathname)) continue;
      links++;
      if (!resolves(u.pathname, pages, external, dynamic)) fail(`${path}: link to ${u.pathname} does not resolve`);
    }
  }

  // Content sections: every article of the regions built has its page with an Article JSON-LD, and
  // every section's feed lists its newest articles, each leading to a built page.
  const articles = getArticles().filter((a) => selected.includes(a.region));
  for (const article of articles) {
    const region = site.models[article.region]!.region;
    const path = articlePath(region, article);
    const f = facts.get(path);
    if (!f) fail(`content/${article.id}.md: no page at ${path}`);
    else if (!f.jsonLdTypes.includes('Article')) fail(`${path}: no Article JSON-LD (found ${f.jsonLdTypes.join(', ') || 'none'})`);
    if (f?.jsonLdTypes.includes('invalid')) fail(`${path}: a JSON-LD block does not parse`);
  }
  let feeds = 0;
  for (const code of selected) {
    const region = site.models[code]!.region;
    for (const link of region.contentLinks) {
      const path = feedPath(region, link.section);
      const file = join(dist, path);
      if (!existsSync(file)) {
        fail(`${path}: the feed of ${code}/${link.section} is missing`);
        continue;
      }
      feeds++;
      const xml = readFileSync(file, 'utf8');
      const items = [...xml.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map(
        (m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname,
      );
      const expected = Math.min(FEED_ITEMS, sectionArticles(articles, region, link.section).length);
      if (!xml.startsWith('<?xml') || !xml.includes('<rss version="2.0"')) fail(`${path}: not an RSS 2.0 document`);
      if (items.length !== expected) fail(`${path}: ${items.length} items, expected ${expected}`);
      for (const item of items) if (!pages.has(item)) fail(`${path}: item ${item} is not a built page`);
    }
  }

  // Sitemaps: exactly the indexable pages, each once.
  const listed = new Set<string>();
  const index = readFileSync(join(dist, 'sitemap-index.xml'), 'utf8');
  for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = readFileSync(join(dist, new URL(loc!).pathname), 'utf8');
    for (const [, url] of xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)) {
      if (listed.has(url!)) fail(`sitemap lists ${url} twice`);
      listed.add(url!);
    }
  }
  for (const url of indexable) if (!listed.has(url)) fail(`sitemap misses indexable page ${url}`);
  for (const url of listed) if (!indexable.has(url)) fail(`sitemap lists ${url}, which is not an indexable built page`);

  // html-validate on a sample of every page kind (and every region's 404 and home).
  const sample = new Map<string, string>();
  for (const page of built) {
    const key =
      page.kind === 'app'
        ? `app:${page.layout}`
        : page.kind === 'cms'
          ? `cms-${page.cms.view}:${page.region}`
          : `${page.kind}:${page.region}`;
    if (!sample.has(key)) sample.set(key, page.path);
  }
  // ... and a pre-rendered profile page of every region (escort, venue or AI: the first of each kind).
  for (const p of profilePages) {
    const kind = facts.get(p.path)?.profileType;
    const key = `profile:${kind}:${regionOf(p.path)}`;
    if (kind && !sample.has(key)) sample.set(key, p.path);
  }
  // ... and a search page with cards of every region (the first page of results is in the HTML).
  for (const path of withCards) {
    const page = site.byPath.get(path);
    if (page && !sample.has(`cards:${page.region}`)) sample.set(`cards:${page.region}`, path);
  }
  const validator = new HtmlValidate(new StaticConfigLoader());
  const config = JSON.parse(readFileSync(join(import.meta.dirname, '..', '.htmlvalidate.json'), 'utf8')) as ConfigData;
  for (const path of sample.values()) {
    const file = pages.get(path);
    if (!file) continue;
    const report = await validator.validateString(readFileSync(file, 'utf8'), file, config, {});
    for (const r of report.results) for (const m of r.messages) fail(`${path}: html-validate ${m.ruleId}: ${m.message} (line ${m.line})`);
  }

  // Page-weight budgets: a place page (with cards when the build has listings) and every region's profile shell.
  const weighed: [label: string, path: string][] = [];
  const places = built.filter((p) => p.kind === 'place').map((p) => p.path);
  const place = [DEFAULT_PLACE_PATH, ...withCards.filter((p) => places.includes(p)).sort(), ...places].find((p) => pages.has(p));
  if (place) weighed.push(['place page', place]);
  else fail('page weight: no place page built');
  const profiles = built.filter((p) => p.kind === 'app' && p.routeId === 'userProfile');
  for (const region of selected) if (!profiles.some((p) => p.region === region)) fail(`page weight: region ${region} has no profile shell`);
  for (const page of profiles) weighed.push([`profile shell (${page.region})`, page.path]);
  // A pre-rendered profile page of every region that has one.
  for (const region of selected) {
    const first = profilePages.find((p) => regionOf(p.path) === region);
    if (first) weighed.push([`profile page (${region})`, first.path]);
  }
  const weights: string[] = [];
  for (const [label, path] of weighed) {
    const file = pages.get(path);
    if (!file) continue;
    const weight = staticWeight(dist, readFileSync(file, 'utf8'));
    weights.push(`${path} ${kb(weight.htmlGz)} HTML + ${kb(weight.initialJsGz)} JS`);
    for (const problem of budgetProblems(label, path, weight)) fail(`page weight: ${problem}`);
  }

  console.log(`check-site: page weights (gzip): ${weights.join(', ')}`);
  console.log(
    `check-site: ${pages.size} pages parsed, ${links} internal links, ${indexable.size} indexable pages, ${listed.size} sitemap URLs, ` +
      `${searchPages} search pages built with listings (${withCards.length} with cards), ${profilePages.length} profile pages with their content, ` +
      `${articles.length} articles and ${feeds} feeds, ${contactChecked} pages free of private contact data, ${sample.size} pages validated`,
  );
  if (errors.length) {
    console.error(errors.join('\n'));
    console.error(`check-site: ${errors.length}${errors.length === 200 ? '+' : ''} problems`);
    process.exit(1);
  }
  console.log('check-site: all checks passed');
}

if (import.meta.main) await main();

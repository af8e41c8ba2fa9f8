/**
 * The article catalog: every article file under `content/<region>/<section>/<slug>.md`, its
 * frontmatter checked by the schema the Astro collection uses, plus what the pages derive from it
 * (word count, reading time, tag slugs). Read synchronously, once per process: the page inventory,
 * the built-site check and the API's page-type lookup all need the list outside Astro.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { REGION_CODES, type RegionCode } from '../../../regions/constants.ts';
import { ARTICLE_SLUG, SECTION_IDS, articleSchema, type ArticleFrontmatter, type SectionId } from './schema.ts';

/** Words a reader reads per minute (for the reading time). */
export const WORDS_PER_MINUTE = 200;

/** One article as the site uses it. */
export interface Article {
  region: RegionCode;
  section: SectionId;
  slug: string;
  /** The Astro collection's entry id: "<region>/<section>/<slug>". */
  id: string;
  data: ArticleFrontmatter;
  /** Words of the body. */
  words: number;
  /** Reading time in whole minutes (at least 1). */
  minutes: number;
  /** The tags with their slugs, in frontmatter order. */
  tags: { name: string; slug: string }[];
}

/** A file of the content folder that is not a valid article: where and why. */
export class ContentError extends Error {
  readonly file: string;
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = 'ContentError';
    this.file = file;
  }
}

const TRANSLITERATE: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', ø: 'o', å: 'a', œ: 'oe' };

/** The URL slug of a tag ("Sicherheit & Schutz" → "sicherheit-schutz", "Légalité" → "legalite"). */
export function tagSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[äöüßæøåœ]/g, (c) => TRANSLITERATE[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Split a Markdown file into its YAML frontmatter and body. */
function splitFrontmatter(text: string): { yaml: string; body: string } | undefined {
  const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  return m ? { yaml: m[1]!, body: m[2]! } : undefined;
}

/** Words of a Markdown body (markup, link targets and code left out). */
export function countWords(body: string): number {
  const text = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_`|[\]-]/g, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Parse one article file (`file` is its path under the content folder, for messages). */
export function parseArticle(file: string, text: string): Article {
  const parts = file.split('/');
  const [region, section, name] = parts;
  if (parts.length !== 3 || !name?.endsWith('.md')) throw new ContentError(file, 'an article lives at <region>/<section>/<slug>.md');
  if (!(REGION_CODES as readonly string[]).includes(region!))
    throw new ContentError(file, `unknown region "${region}"; use one of ${REGION_CODES.join(', ')}`);
  if (!(SECTION_IDS as readonly string[]).includes(section!))
    throw new ContentError(file, `unknown section "${section}"; use one of ${SECTION_IDS.join(', ')}`);
  const slug = name.slice(0, -3);
  if (!ARTICLE_SLUG.test(slug)) throw new ContentError(file, 'the file name is the URL: lowercase ASCII words joined by "-"');
  const split = splitFrontmatter(text);
  if (!split) throw new ContentError(file, 'starts without a frontmatter block between "---" lines');
  let raw: unknown;
  try {
    raw = parseYaml(split.yaml);
  } catch (err) {
    throw new ContentError(file, `frontmatter is not YAML: ${(err as Error).message.split('\n')[0]}`);
  }
  const parsed = articleSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(frontmatter)'}: ${i.message}`);
    throw new ContentError(file, issues.join('; '));
  }
  const data = parsed.data;
  if (data.updated && data.updated < data.date) throw new ContentError(file, `updated (${data.updated}) is before date (${data.date})`);
  const tags = data.tags.map((t) => ({ name: t, slug: tagSlug(t) }));
  for (const tag of tags) if (!tag.slug) throw new ContentError(file, `tag "${tag.name}" has no letters or digits for its URL`);
  const words = countWords(split.body);
  return {
    region: region as RegionCode,
    section: section as SectionId,
    slug,
    id: `${region}/${section}/${slug}`,
    data,
    words,
    minutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    tags,
  };
}

/** The content folder: `CONTENT_DIR`, else `content/` in the working directory (the project root). */
export function contentDir(env: string | undefined = process.env.CONTENT_DIR): string {
  return env ? env : join(process.cwd(), 'content');
}

/**
 * Every published article (drafts left out), newest first within each section; throws a
 * ContentError naming the first broken file. Two articles of one section whose tags differ only in
 * spelling ("Sicherheit", "sicherheit") share the tag page.
 */
export function readArticles(dir: string = contentDir()): Article[] {
  if (!existsSync(dir)) return [];
  const articles: Article[] = [];
  for (const region of readdirSync(dir, { withFileTypes: true })) {
    if (!region.isDirectory()) continue;
    for (const section of readdirSync(join(dir, region.name), { withFileTypes: true })) {
      if (!section.isDirectory()) throw new ContentError(`${region.name}/${section.name}`, 'put articles in a section folder');
      for (const file of readdirSync(join(dir, region.name, section.name), { withFileTypes: true })) {
        const rel = `${region.name}/${section.name}/${file.name}`;
        if (!file.isFile() || !file.name.endsWith('.md')) throw new ContentError(rel, 'only Markdown files (.md) belong here');
        const article = parseArticle(rel, readFileSync(join(dir, rel), 'utf8'));
        if (!article.data.draft) articles.push(article);
      }
    }
  }
  return sortArticles(articles);
}

/** Newest first (by publication date, then slug, so the order is stable). */
export function sortArticles(articles: readonly Article[]): Article[] {
  return [...articles].sort((a, b) => b.data.date.localeCompare(a.data.date) || a.slug.localeCompare(b.slug));
}

let cached: { dir: string; articles: Article[] } | undefined;

/** The articles of the content folder, read once per process. */
export function getArticles(dir: string = contentDir()): Article[] {
  if (!cached || cached.dir !== dir) cached = { dir, articles: readArticles(dir) };
  return cached.articles;
}

/** Forget the articles read so far (the content folder changed): the next call reads them again. */
export function forgetArticles(): void {
  cached = undefined;
}

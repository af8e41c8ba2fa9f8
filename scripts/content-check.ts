/**
 * Check the articles of the content folder before publishing (`npm run content:check`): every
 * file's frontmatter against the schema, every article in a section its region has, no slug that
 * hides a section page, and every site link in an article body leading to a page of the site.
 * Prints the articles per region and section; exits non-zero naming each broken file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir, readArticles, type Article } from '../src/lib/content/catalog.ts';
import { getSite } from '../src/lib/routing/index.ts';
import { articlePath } from '../src/lib/routing/cms.ts';

/** Site links of a Markdown body: the targets of `[text](/path/)` that start with "/". */
export function bodyLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]!);
}

function main(): number {
  const dir = contentDir();
  let articles: Article[];
  try {
    articles = readArticles(dir);
  } catch (err) {
    console.error(`content-check: ${(err as Error).message}`);
    return 1;
  }
  let site;
  try {
    site = getSite().site;
  } catch (err) {
    console.error(`content-check: ${(err as Error).message}`);
    return 1;
  }
  const problems: string[] = [];
  const counts = new Map<string, number>();
  for (const a of articles) {
    const key = `${a.region}/${a.section}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const region = site.models[a.region]!.region;
    const body = readFileSync(join(dir, `${a.id}.md`), 'utf8');
    for (const link of bodyLinks(body)) {
      const path = link.split('#')[0]!.split('?')[0]!;
      if (!site.byPath.has(path)) problems.push(`content/${a.id}.md: the link ${link} leads to no page of the site`);
    }
    if (!site.byPath.has(articlePath(region, a))) problems.push(`content/${a.id}.md: has no page`);
  }
  for (const [key, n] of [...counts].sort()) console.log(`content-check: ${key}: ${n} article${n === 1 ? '' : 's'}`);
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`content-check: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
    return 1;
  }
  console.log(`content-check: ${articles.length} articles in ${dir}, all fine`);
  return 0;
}

if (import.meta.main) process.exit(main());

/**
 * Writes the files derived from the page inventory after the build: the sitemaps (one per region,
 * with hreflang alternates), robots.txt, the RSS feed of every content section, and `_shells.json` (the dynamic app shells the server
 * rewrites to), the build manifest the browser polls (builds/latest.json, builds/meta/{id}.json)
 * and the build stamp `npm start` checks for staleness. Our own writer instead of @astrojs/sitemap: its chunking is quadratic in the URL
 * count and it cannot know which pages are noindex (see docs/decisions.md).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { getSite, siteUrl } from '../lib/routing/index.ts';
import { sitemapFiles } from '../lib/routing/sitemap.ts';
import { sectionFeeds } from '../lib/content/feed.ts';
import { localeShellManifest, PROFILE_PAGES_FILE, profilePageFacts, robotsTxt, shellManifest } from '../lib/routing/site-files.ts';
import { writeBuildStamp } from '../server/site-build.ts';
import { keptProfileFact } from './incremental.ts';
import { BUILD_ID_ENV, buildIdFor, writeBuildManifest } from '../server/site/build-manifest.ts';

/** The integration. */
export function siteFiles(): AstroIntegration {
  let startedAt = new Date();
  // The id a caller hands the build (the server's rebuilds), read before this build sets its own.
  const given = process.env[BUILD_ID_ENV];
  return {
    name: 'site-files',
    hooks: {
      'astro:build:start': () => {
        startedAt = new Date();
        // Fixed before the pages render: every page names its build (<meta name="build-id">, src/lib/builds).
        process.env[BUILD_ID_ENV] = buildIdFor(startedAt, { [BUILD_ID_ENV]: given });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const { built, alternates, selected, site: model } = getSite();
        const site = siteUrl();
        await mkdir(out, { recursive: true });
        const files = sitemapFiles(site, built, alternates, selected);
        files.set('robots.txt', robotsTxt(site));
        files.set('_shells.json', JSON.stringify(shellManifest(built), null, 1));
        files.set('_locales.json', JSON.stringify(localeShellManifest(built, model.models), null, 1));
        files.set(PROFILE_PAGES_FILE, JSON.stringify(profilePageFacts(built, keptProfileFact)));
        for (const [name, xml] of sectionFeeds(site, model, selected)) files.set(name, xml);
        await Promise.all(
          [...files].map(async ([name, text]) => {
            await mkdir(dirname(`${out}/${name}`), { recursive: true });
            await writeFile(`${out}/${name}`, text);
          }),
        );
        writeBuildManifest(out, {
          buildId: buildIdFor(startedAt),
          builtAt: new Date().toISOString(),
          startedAt: startedAt.toISOString(),
          pages: built.length,
          indexable: built.filter((p) => p.indexable).length,
          regions: [...selected],
        });
        writeBuildStamp(out, startedAt, selected);
        logger.info(`wrote ${files.size} site files (${built.filter((p) => p.indexable).length} URLs in sitemaps)`);
      },
    },
  };
}

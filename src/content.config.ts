/**
 * The content collection of the content sections: `content/<region>/<section>/<slug>.md` (or under
 * `CONTENT_DIR`), checked
 * by the same schema the page inventory reads them with (src/lib/content/catalog.ts).
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { contentDir } from './lib/content/catalog.ts';
import { articleSchema } from './lib/content/schema.ts';

export const collections = {
  articles: defineCollection({ loader: glob({ pattern: '*/*/*.md', base: contentDir() }), schema: articleSchema }),
};

/**
 * The articles of the content sections (SPEC §2 "Content": guide, press, wiki, magazine): one
 * Markdown file per article under `content/<region>/<section>/<slug>.md`, its frontmatter checked
 * by this schema. The Astro collection (src/content.config.ts) and the site inventory
 * (src/lib/content/catalog.ts) read the same files with the same schema.
 */
import { z } from 'zod';

/** The content sections, by stable id (their paths differ per region: `regions/<code>/region.ts`). */
export const SECTION_IDS = ['guide', 'press', 'wiki', 'magazine'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** An article's slug (its file name): lowercase ASCII words joined by "-". */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A calendar date written as YYYY-MM-DD (YAML may hand it over as a Date). */
const day = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'write the date as YYYY-MM-DD')
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'not a calendar date'),
);

/** The frontmatter of an article. */
export const articleSchema = z
  .object({
    /** The headline (the page title drops the site name when title and name exceed 60 characters). */
    title: z.string().trim().min(5).max(90),
    /** The meta description and the teaser on index pages: 50-160 characters (DESIGN §6). */
    description: z.string().trim().min(50).max(160),
    /** Publication date. */
    date: day,
    /** Date of the last substantial change (shown and used in the feed and sitemap when set). */
    updated: day.optional(),
    author: z.string().trim().min(2).max(80),
    /** An image above the article: a file under public/ (e.g. /content/heroes/x.svg) with its size and text alternative. */
    hero: z
      .object({
        src: z.string().regex(/^\/content\/[a-z0-9/_-]+\.(?:svg|webp|avif|jpg|png)$/, 'put hero images under public/content/'),
        alt: z.string().trim().min(3).max(200),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      })
      .strict()
      .optional(),
    /** Topics as readers say them ("Sicherheit", "Legal basics"); each gets a tag page in its section. */
    tags: z.array(z.string().trim().min(2).max(40)).max(8).default([]),
    /** A draft is left out of the build. */
    draft: z.boolean().default(false),
    /**
     * The shared key of the same article in other regions (hreflang): articles of one section with
     * the same key link to each other as alternates.
     */
    key: z.string().regex(ARTICLE_SLUG, 'use lowercase ASCII words joined by "-"').optional(),
  })
  .strict();

export type ArticleFrontmatter = z.infer<typeof articleSchema>;

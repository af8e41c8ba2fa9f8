// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { siteUrl } from './src/lib/routing/index.ts';
import { listings } from './src/integrations/listings.ts';
import { siteFiles } from './src/integrations/site-files.ts';

/** Static site: every SEO page pre-rendered from the region tables; React islands for the personal parts. */
export default defineConfig({
  site: siteUrl(),
  output: 'static',
  trailingSlash: 'always',
  build: { format: 'directory', inlineStylesheets: 'never' },
  compressHTML: true,
  integrations: [react(), listings(), siteFiles()],
  vite: { plugins: [tailwindcss()] },
});

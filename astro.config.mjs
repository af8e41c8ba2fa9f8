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
  vite: {
    plugins: [tailwindcss()],
    build: {
      rolldownOptions: {
        output: {
          // React, and the small modules every page's islands share (stores, cookies, the API core),
          // each travel as one chunk instead of a dozen tiny requests.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
              {
                name: 'core',
                test: /src[\\/](stores|lib[\\/]api[\\/](http|client))|node_modules[\\/](nanostores|@nanostores|js-cookie)[\\/]/,
              },
            ],
          },
        },
      },
    },
  },
});

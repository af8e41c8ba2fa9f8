// @ts-check
import process from 'node:process';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { siteUrl } from './src/lib/routing/index.ts';
import { listings } from './src/integrations/listings.ts';
import { siteFiles } from './src/integrations/site-files.ts';
import { incremental } from './src/integrations/incremental.ts';
import { noPreloadHelper } from './src/integrations/no-preload-helper.ts';
import { pusherAsEsm } from './src/integrations/pusher-esm.ts';
import { precompress } from './src/integrations/precompress.ts';

/** Static site: every SEO page pre-rendered from the region tables; React islands for the personal parts. */
export default defineConfig({
  site: siteUrl(),
  output: 'static',
  trailingSlash: 'always',
  build: { format: 'directory', inlineStylesheets: 'never' },
  compressHTML: true,
  // Incremental builds: a page whose key (src/lib/routing/page-keys.ts) and template did not change
  // since the last build is kept from Astro's cache instead of rendered again. The server's rebuilds
  // keep that cache next to their builds (SITE_BUILD_CACHE_DIR); other builds use Astro's default.
  experimental: { incrementalBuild: true },
  ...(process.env.SITE_BUILD_CACHE_DIR ? { cacheDir: process.env.SITE_BUILD_CACHE_DIR } : {}),
  // precompress last: it writes the .br/.gz copies of every file the others wrote.
  integrations: [react(), listings(), incremental(), siteFiles(), precompress()],
  vite: {
    plugins: [
      tailwindcss(),
      {
        // Lazy chunks fetch their own imports when they load: no preload helper wrapped around every
        // dynamic import (about 1 KB of first-load JS), which the 80 KB budget cannot spare.
        name: 'lustmap:no-module-preload',
        enforce: 'post',
        config(config) {
          config.build = { ...config.build, modulePreload: false };
        },
      },
      noPreloadHelper(),
      pusherAsEsm(),
    ],
    build: {
      rolldownOptions: {
        output: {
          // React, and the small libraries every page's islands share (stores, cookies, the HTTP core),
          // each travel as one chunk instead of a dozen tiny requests. The stores and API clients stay
          // with the islands that use them, so a page loads only its own.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
              {
                name: 'core',
                test: /src[\\/]lib[\\/]api[\\/](http|paging)|node_modules[\\/](nanostores|@nanostores|js-cookie)[\\/]/,
              },
              {
                // What the shell island (on every page) imports: one chunk instead of eight small ones.
                name: 'shell',
                test: /src[\\/](stores[\\/](session-state|locale|consent|toasts)|islands[\\/]auth[\\/]auth-modal|islands[\\/]ui[\\/](ErrorBoundary|chunk-reload)|islands[\\/]app[\\/]router[\\/]shell-chunk)\.tsx?$/,
              },
            ],
          },
        },
      },
    },
  },
});

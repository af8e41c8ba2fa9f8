/**
 * Fetches the listings the static pages show (see src/lib/routing/listings.ts) once, when the build
 * starts and before any page renders, so the page render never waits on the network.
 */
import type { AstroIntegration } from 'astro';
import { listingTargets, selectedRegions } from '../lib/routing/index.ts';
import { loadBuildListings } from '../lib/routing/listings.ts';

/** The integration. */
export function listings(): AstroIntegration {
  return {
    name: 'listings',
    hooks: {
      'astro:build:start': async ({ logger }) => {
        await loadBuildListings(listingTargets, selectedRegions(), logger);
      },
    },
  };
}

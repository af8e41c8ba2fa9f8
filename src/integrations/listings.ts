/**
 * Fetches the listings and profiles the static pages show (see src/lib/routing/listings.ts) once, when the build
 * starts and before any page renders, so the page render never waits on the network.
 */
import type { AstroIntegration } from 'astro';
import { regions } from '../../regions/index.ts';
import { listingTargets, selectedRegions } from '../lib/routing/index.ts';
import { loadBuildListings } from '../lib/routing/listings.ts';

/** The integration. */
export function listings(): AstroIntegration {
  return {
    name: 'listings',
    hooks: {
      'astro:build:start': async ({ logger }) => {
        const selected = selectedRegions();
        // The profile pages of the regions built, each in its edition's language.
        const locales = Object.fromEntries(selected.map((code) => [code, regions[code].defaultLocale]));
        await loadBuildListings(listingTargets, selected, logger, locales);
      },
    },
  };
}

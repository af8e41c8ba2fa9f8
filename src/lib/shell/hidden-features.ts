/**
 * The data of the per-region features of SPEC §2 that a region may hide (`hidden` in its table):
 * the footer's useful links and the advertise-with-us top bar. Empty where the region hides them,
 * so the Astro components render nothing there.
 */
import type { Region } from '../../../regions/schema.ts';
import { legalDoc } from '../legal/index.ts';
import { appPath } from '../routing/app-routes.ts';
import { regionPath } from '../routing/paths.ts';
import type { Translate } from '../routing/seo.ts';

/** A link of the page chrome. */
export interface ChromeLink {
  path: string;
  title: string;
}

/** The footer's useful links, all derived from the region table; none where the region hides them. */
export function usefulLinks(region: Region, t: Translate): ChromeLink[] {
  if (region.hidden.usefulLinks) return [];
  const doc = (id: 'contact' | 'abuse') => ({
    path: regionPath(region, region.legal.paths[id]),
    title: legalDoc(region, id, t(region.country), t('site.name')).title,
  });
  const popular = region.popularSearches[0];
  return [
    { path: appPath('registration', undefined, region.prefix), title: t('footer.advertise') },
    { path: appPath('login', undefined, region.prefix), title: t('nav.login') },
    ...(popular ? [{ path: regionPath(region, popular.path), title: t('footer.popularSearches') }] : []),
    doc('contact'),
    doc('abuse'),
  ];
}

/** The advertise-with-us top bar's link, or undefined where the region hides the bar. */
export function advertiseBar(region: Region, t: Translate): ChromeLink | undefined {
  if (region.hidden.advertiseWithUsBar) return undefined;
  return { path: appPath('registration', undefined, region.prefix), title: t('footer.advertiseBar') };
}

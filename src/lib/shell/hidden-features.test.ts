import { expect, test } from 'vitest';
import { translator } from '../../../i18n/index.ts';
import { regions, REGION_CODES } from '../../../regions/index.ts';
import { advertiseBar, usefulLinks } from './hidden-features.ts';

test('useful links show where the region does not hide them, and lead into the region', () => {
  for (const code of REGION_CODES) {
    const region = regions[code];
    const links = usefulLinks(region, translator(region.defaultLocale));
    if (region.hidden.usefulLinks) expect(links, code).toEqual([]);
    else {
      expect(links.length, code).toBeGreaterThanOrEqual(4);
      for (const l of links) expect(l.path.startsWith(`${region.prefix}/`), l.path).toBe(true);
      expect(links.map((l) => l.path)).toContain(`${region.prefix}/users/registration/`);
    }
  }
  // SPEC §2: the UK, Austria and Australia hide them; Germany shows them.
  expect(usefulLinks(regions.de, translator('de')).length).toBeGreaterThan(0);
  for (const code of ['uk', 'at', 'au'] as const) expect(usefulLinks(regions[code], translator('en'))).toEqual([]);
});

test('the advertise-with-us bar leads to the registration, except where the region hides it', () => {
  expect(advertiseBar(regions.de, translator('de'))).toEqual({
    path: '/users/registration/',
    title: translator('de')('footer.advertiseBar'),
  });
  expect(advertiseBar(regions.uk, translator('en'))?.path).toBe('/uk/users/registration/');
  // SPEC §2: Austria and Australia hide it.
  expect(advertiseBar(regions.at, translator('de'))).toBeUndefined();
  expect(advertiseBar(regions.au, translator('en'))).toBeUndefined();
});

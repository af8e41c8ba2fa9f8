/**
 * The site model of a build is computed once per process: the pre-rendering bundle carries its own
 * copy of the routing modules, and takes the model the integrations' copy computed for the same
 * listings instead of computing it again.
 */
import { afterEach, expect, test } from 'vitest';
import { getSite } from './index.ts';
import { resetBuildListings, type BuildListings } from './listings.ts';

/** A second copy of the routing module, as a separately bundled one would be. */
let copies = 0;
async function otherCopy(): Promise<typeof import('./index.ts')> {
  copies++;
  return (await import(/* @vite-ignore */ `./index.ts?copy${copies}`)) as typeof import('./index.ts');
}

const listings = (): BuildListings => ({
  origin: 'http://127.0.0.1:1',
  pages: new Map(),
  keys: new Map([['/sex/koeln/', { total: 3, key: 'k' }]]),
  featured: new Map(),
});

afterEach(() => resetBuildListings());

test("a second copy of the module takes the first copy's model of the same listings", async () => {
  resetBuildListings(listings());
  const first = getSite();
  const copy = await otherCopy();
  expect(copy.getSite()).toBe(first);
  expect(first.site.byPath.get('/sex/koeln/')?.indexable).toBe(true);

  // New listings: the copy computes the model of those.
  resetBuildListings(listings());
  const next = copy.getSite();
  expect(next).not.toBe(first);
  expect(getSite()).toBe(next);
});

test('without listings (no build) each copy computes its own', async () => {
  resetBuildListings(null);
  const copy = await otherCopy();
  expect(copy.getSite()).not.toBe(getSite());
  expect(copy.getSite().built.length).toBe(getSite().built.length);
});

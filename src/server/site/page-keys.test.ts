/**
 * Which pages a change renders again: the site build's page keys (src/lib/routing/page-keys.ts)
 * computed from this API before and after each change an escort makes. Astro renders exactly the
 * pages whose key changed (the code being the same), so these sets are the pages a rebuild renders.
 * A publish, an unpublish, new prices, a new photo and a move to another town each change the
 * escort's own page and the search pages that list her (and the home page when she is featured
 * there), and nothing else; no change changes no key.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { regions } from '../../../regions/index.ts';
import { REGION_CODES } from '../../../regions/constants.ts';
import { builtPageKeys, getSite, listingTargets } from '../../lib/routing/index.ts';
import { loadBuildListings, resetBuildListings } from '../../lib/routing/listings.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { headerSession } from '../testing/header-session.ts';
import { syncSql } from '../testing/sync-sql.ts';

let t: TestApp;
let server: Server;
const session = headerSession(() => t.database);
const silent = { info: () => undefined, warn: () => undefined };
const locales = Object.fromEntries(REGION_CODES.map((code) => [code, regions[code].defaultLocale]));

beforeAll(async () => {
  t = await createTestApp({ session, profiles: 60 });
  server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  process.env.BUILD_API_ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.BUILD_API_ORIGIN;
  resetBuildListings();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

const escort = () => syncSql(t.database).get(`SELECT id FROM users WHERE username = 'escort'`) as { id: number };

async function call(method: string, path: string, body: unknown) {
  const res = await t.app.request(`/api/v2${path}`, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', 'x-test-user': String(escort().id) },
    body: JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return res;
}

interface Snapshot {
  keys: Map<string, string>;
  totals: Map<string, number>;
  featured: Map<string, number[]>;
  /** Each page's hreflang alternates as JSON. */
  alternates: Map<string, string>;
}

/** What a build would see now: every page's key, the listing totals and the featured ids. */
async function snapshot(): Promise<Snapshot> {
  resetBuildListings();
  const listings = await loadBuildListings(listingTargets, REGION_CODES, silent, locales);
  const totals = new Map([...(listings?.keys ?? [])].map(([path, k]) => [path, k.total]));
  const featured = new Map([...(listings?.featured ?? [])].map(([region, f]) => [region, f.results.map((c) => c.id)]));
  const alternates = new Map([...getSite().alternates].map(([path, alts]) => [path, JSON.stringify(alts)]));
  return { keys: new Map(builtPageKeys()), totals, featured, alternates };
}

/** Pages whose hreflang alternates differ: a page that gained or lost all its listings left or joined their cluster. */
function clusterChanges(a: Snapshot, b: Snapshot): string[] {
  const paths = new Set([...a.alternates.keys(), ...b.alternates.keys()]);
  return [...paths].filter((p) => a.keys.has(p) && b.keys.has(p) && a.alternates.get(p) !== b.alternates.get(p));
}

/** The home pages featuring the escort in either snapshot. */
function homesOf(...snaps: Snapshot[]): string[] {
  return snaps.flatMap((s) => [...s.featured].filter(([, ids]) => ids.includes(escort().id)).map(([r]) => (r === 'de' ? '/' : `/${r}/`)));
}

/** The page of the venue she works at (it shows her card), if any. */
function venuePage(): string[] {
  const row = syncSql(t.database).get('SELECT venue_id FROM profiles WHERE user_id = ?', escort().id) as { venue_id: number | null };
  return row.venue_id ? [`/users/${row.venue_id}/`] : [];
}

function expected(...parts: string[][]): string[] {
  return [...new Set(parts.flat())].sort();
}

/** Paths whose key differs (or that exist in one snapshot only). */
function changed(a: Snapshot, b: Snapshot): string[] {
  const paths = new Set([...a.keys.keys(), ...b.keys.keys()]);
  return [...paths].filter((p) => a.keys.get(p) !== b.keys.get(p)).sort();
}

/** The search pages that list the escort: those whose total drops when she is unpublished. */
let listing: string[] = [];
let ownPage = '';

describe('the pages a change renders again', () => {
  test('an unpublish changes her page, the pages that listed her and the home page that featured her, nothing else', async () => {
    const before = await snapshot();
    ownPage = `/users/${escort().id}/`;
    expect(before.keys.has(ownPage)).toBe(true);
    await call('PUT', '/users/profile/unpublish', { profile_published: false });
    const after = await snapshot();
    listing = [...before.totals].filter(([path, n]) => after.totals.get(path) === n - 1).map(([path]) => path);
    expect(listing.length).toBeGreaterThanOrEqual(2);
    expect(changed(before, after)).toEqual(
      expected(listing, [ownPage], homesOf(before, after), venuePage(), clusterChanges(before, after)),
    );
    expect(after.keys.has(ownPage)).toBe(false);
  });

  test('a publish brings exactly those pages back', async () => {
    const before = await snapshot();
    await call('PUT', '/users/profile/publish', { profile_published: true });
    const after = await snapshot();
    expect(changed(before, after)).toEqual(
      expected(listing, [ownPage], homesOf(before, after), venuePage(), clusterChanges(before, after)),
    );
  });

  test('new prices and a new photo change her page and her listing pages only', async () => {
    const before = await snapshot();
    await call('PUT', '/prices', { prices: [{ durationMinutes: 60, incallMinor: 31000, outcallMinor: null }] });
    const priced = await snapshot();
    expect(changed(before, priced)).toEqual(expected(listing, [ownPage], homesOf(before, priced), venuePage()));

    // A photo removed: her page, and her cards everywhere (their count and main photo).
    const photo = syncSql(t.database).get('SELECT id FROM photos WHERE profile_id = ? ORDER BY id LIMIT 1', escort().id) as
      { id: number } | undefined;
    expect(photo).toBeDefined();
    syncSql(t.database).run('DELETE FROM photos WHERE id = ?', photo!.id);
    const { syncSearchRows } = await import('../db/search-index.ts');
    await syncSearchRows(t.deps.db, [escort().id], t.deps.clock.now());
    const photographed = await snapshot();
    expect(changed(priced, photographed)).toEqual(expected(listing, [ownPage], homesOf(priced, photographed), venuePage()));
  });

  test('a move to another town changes the pages of both towns and not the rest', async () => {
    const before = await snapshot();
    const { region } = syncSql(t.database).get('SELECT region FROM profiles WHERE user_id = ?', escort().id) as { region: string };
    const current = syncSql(t.database).get('SELECT place_id FROM profiles WHERE user_id = ?', escort().id) as { place_id: number };
    const other = syncSql(t.database).get(
      `SELECT id, slug FROM places WHERE region = ? AND kind = 'place' AND id <> ? AND parent_id IS NULL ORDER BY population DESC LIMIT 1 OFFSET 3`,
      region,
      current.place_id,
    ) as { id: number; slug: string };
    await call('PATCH', '/onboarding/user-information', { place_id: other.id });
    const after = await snapshot();
    const left = [...before.totals].filter(([path, n]) => after.totals.get(path) === n - 1).map(([path]) => path);
    const joined = [...before.totals].filter(([path, n]) => after.totals.get(path) === n + 1).map(([path]) => path);
    expect(left.length).toBeGreaterThan(0);
    expect(joined.some((p) => p.endsWith(`/${other.slug}/`))).toBe(true);
    // Pages that list her before or after (her card names her town), and nothing else.
    expect(changed(before, after)).toEqual(
      expected(listing, joined, [ownPage], homesOf(before, after), venuePage(), clusterChanges(before, after)),
    );
    listing = [...listing.filter((p) => !left.includes(p)), ...joined];
  });

  test('no change changes no key', async () => {
    expect(changed(await snapshot(), await snapshot())).toEqual([]);
  });
});

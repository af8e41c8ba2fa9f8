/**
 * Demo data: deterministic from a seed and a date. Listings are spread over every region's
 * places by population, cover every category of every region table (services, features,
 * hobby/professional, incall/escort, venues and agencies, trans, male, AI), and every person is
 * an adult on the seed date and therefore forever after. Written with prepared statements in one
 * transaction, so thousands of profiles take well under a second or two.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Kysely } from 'kysely';
import { REGION_CODES, type Region, type RegionCode } from '../../../regions/schema.ts';
import { ROLES } from '../../lib/permissions.ts';
import { transaction } from '../db/database.ts';
import type { PlaceIndex, PlaceRow } from '../db/places.ts';
import { rebuildSearchIndex } from '../db/search-index.ts';
import type { DB } from '../db/types.ts';
import { hashPasswordSync } from '../security/password.ts';
import { isoDay } from '../time.ts';
import { writeDemoAlarme } from './alarme.ts';
import { writeDemoAiCreation } from './ai.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET, usesDemoTotp, type DemoAccount } from './accounts.ts';
import { REGION_SHARE } from './distributions.ts';
import { writeAdverts, writeRedirects } from './extras.ts';
import { writeDemoGalleries } from './galleries.ts';
import { writeDemoConversation } from './messages.ts';
import { writePerson } from './person.ts';
import { photoRows, writePunterProfile, writeUser } from './profiles.ts';
import { writeVenue } from './venue.ts';
import { writeVenueExtras } from './venue-extras.ts';
import { Rng, WeightedTable } from './rng.ts';
import { analyze, statements, type Ids, type Statements } from '../db/queries/seed.ts';
import { DAY, birthDate, isoAt } from './values.ts';
import { REGION_LANG, REPLIES, REVIEWS, demoPhone } from './vocabulary.ts';

export interface SeedOptions {
  /** Listable profiles (escorts, venues, AI) across all regions. */
  profiles: number;
  seed: number;
  /** The seed date: ages, publication dates and Gold periods are relative to it. */
  now: Date;
  /** Create the demo login accounts (default true). */
  accounts?: boolean;
}

export interface SeedStats {
  profiles: number;
  punters: number;
  photos: number;
  reviews: number;
  ms: number;
}

/** Places listings can sit at: towns, districts, and states without towns of their own (city states). */
function listablePlaces(index: PlaceIndex, region: RegionCode): PlaceRow[] {
  const all = index.byRegion[region];
  const statesWithTowns = new Set(all.filter((p) => p.kind !== 'state').map((p) => p.stateId));
  return all.filter((p) => p.kind !== 'state' || !statesWithTowns.has(p.id));
}

/** The place to use for a slug named in the region table (a state: its biggest town). */
function resolveNamedPlace(index: PlaceIndex, region: RegionCode, slug: string): PlaceRow | undefined {
  const p = index.bySlug(region, slug);
  if (!p || p.kind !== 'state') return p;
  return index.byRegion[region].find((x) => x.kind === 'place' && x.stateId === p.id) ?? p;
}

/**
 * Write the documented demo accounts first, so their ids are small and stable; the escort held for
 * review comes last of all (`writeHeldEscort`), so that the ids of everything else stay as they were.
 */
function writeAccounts(
  rng: Rng,
  st: Statements,
  ids: Ids,
  now: Date,
  index: PlaceIndex,
  regions: Record<RegionCode, Region>,
): Map<string, number> {
  const today = isoDay(now);
  const byName = new Map<string, number>();
  const hash = hashPasswordSync(DEMO_PASSWORD);
  DEMO_ACCOUNTS.forEach((a: DemoAccount, i) => {
    if (a.profile === 'escort-held') return;
    const id = ids.user++;
    byName.set(a.username, id);
    const createdAt = isoAt(now, 400, rng);
    writeUser(
      st,
      {
        id,
        username: a.username,
        email: a.email,
        phone: `${demoPhone('de', 900 + i)}`,
        passwordHash: hash,
        dateOfBirth: birthDate(today, 30 + i, rng),
        quarantined: a.quarantined,
        vipValidTill: a.vip ? new Date(now.getTime() + 365 * DAY).toISOString() : null,
        region: a.region,
        locale: regions[a.region].defaultLocale,
        createdAt,
      },
      a.roles,
    );
    if (usesDemoTotp(a)) st.enableDemoTotp.run(DEMO_TOTP_SECRET, createdAt, id);
    const home = a.region === 'de' ? 'koeln' : regions[a.region].featuredLocations[0]?.place;
    const place = resolveNamedPlace(index, a.region, home ?? '') ?? listablePlaces(index, a.region)[0];
    if (!place) return;
    if (a.profile === 'escort') {
      writePerson(rng, st, ids, now, id, {
        region: a.region,
        place,
        gender: 'female',
        published: true,
        verified: true,
        gold: true,
        name: a.username === 'escort' ? 'Lena' : 'Mila',
      });
    } else if (a.profile === 'escort-unpublished') {
      st.profile.run({
        ...Object.fromEntries(st.profileColumns.map((c) => [c, null])),
        user_id: id,
        profile_type: 'escort',
        region: a.region,
        display_name: 'Neu',
        published: 0,
        display_address: 0,
        languages: '[]',
        amenities: '[]',
        phone_private: 0,
        phone_on_whatsapp: 0,
        email_private: 1,
        has_video: 0,
        created_at: createdAt,
        updated_at: createdAt,
      });
    } else if (a.profile === 'venue') {
      writeVenue(rng, st, ids, now, id, a.region, place, { kind: 'brothel', name: 'Haus Venus' });
    } else if (a.profile === 'punter') {
      writePunterProfile(st, id, a.region, a.username, createdAt);
    }
  });
  for (const a of DEMO_ACCOUNTS) {
    const manager = a.managedBy ? byName.get(a.managedBy) : undefined;
    if (manager) st.setManager.run(manager, byName.get(a.username) as number);
  }
  return byName;
}

const PUNTER_NAMES = [
  'gentleman',
  'traveller',
  'nightowl',
  'connoisseur',
  'wanderer',
  'explorer',
  'visitor',
  'guest',
  'romantic',
  'globetrotter',
];

/**
 * Seed the demo database: bulk writes on the raw handle `sqlite` in one transaction, then the
 * search rows through `db` (the same database). Expects empty user tables; the catalogue and
 * places must be synced.
 */
export async function seedDemo(
  sqlite: DatabaseSync,
  db: Kysely<DB>,
  index: PlaceIndex,
  regions: Record<RegionCode, Region>,
  opts: SeedOptions,
): Promise<SeedStats> {
  const started = performance.now();
  const st = statements(sqlite);
  const root = new Rng(opts.seed);
  const now = opts.now;
  const today = isoDay(now);
  const ids: Ids = { user: 1, photo: 1 };
  const stats = { profiles: 0, punters: 0, photos: 0, reviews: 0 };

  transaction(sqlite, () => {
    const accounts =
      opts.accounts === false ? new Map<string, number>() : writeAccounts(root.fork('accounts'), st, ids, now, index, regions);

    const listable: { id: number; region: RegionCode; kind: 'person' | 'venue' | 'ai' }[] = [];
    const punters: Record<RegionCode, number[]> = { de: [], at: [], uk: [], au: [], it: [] };

    for (const region of REGION_CODES) {
      const rng = root.fork(`region:${region}`);
      const count = Math.max(1, Math.round(opts.profiles * REGION_SHARE[region]));
      const places = listablePlaces(index, region);
      if (places.length === 0) continue;
      const table = new WeightedTable(places, (p) => Math.pow(Math.max(p.population, 1000), 0.9));
      const r = regions[region];
      const named = [...r.featuredLocations.map((f) => f.place), ...r.notFoundPlaces, ...r.footerLists.flatMap((l) => l.places)];
      const guaranteed = [...new Set(named)].map((slug) => resolveNamedPlace(index, region, slug)).filter((p): p is PlaceRow => !!p);
      // Every place the region table links to shows listings, when the budget allows it.
      const perNamed = count >= guaranteed.length * 20 ? 3 : 0;

      for (let i = 0; i < count; i++) {
        const place = i < guaranteed.length * perNamed ? (guaranteed[Math.floor(i / perNamed)] as PlaceRow) : table.pick(rng);
        const id = ids.user++;
        const kind = rng.weighted([
          ['person', 85],
          ['venue', 8],
          ['ai', 7],
        ] as const);
        const createdAt = isoAt(now, rng.int(30, 900), rng);
        writeUser(
          st,
          { id, username: `${kind}-${region}-${id}`, region, createdAt },
          kind === 'person' ? [ROLES.escort] : kind === 'venue' ? [ROLES.venue] : [],
        );
        if (kind === 'venue') writeVenue(rng, st, ids, now, id, region, place);
        else writePerson(rng, st, ids, now, id, { region, place, ai: kind === 'ai' });
        listable.push({ id, region, kind });
      }

      const punterCount = Math.max(10, Math.round(count / 8));
      for (let i = 0; i < punterCount; i++) {
        const id = ids.user++;
        const name = `${rng.pick(PUNTER_NAMES)}${rng.int(10, 9999)}`;
        const createdAt = isoAt(now, rng.int(1, 900), rng);
        writeUser(
          st,
          {
            id,
            username: `${name}-${id}`,
            region,
            dateOfBirth: birthDate(today, rng.int(21, 70), rng),
            vipValidTill: rng.chance(0.15) ? new Date(now.getTime() + rng.int(1, 300) * DAY).toISOString() : null,
            createdAt,
          },
          [ROLES.punter],
        );
        writePunterProfile(st, id, region, name, createdAt);
        punters[region].push(id);
      }
    }
    for (const [name, id] of accounts) {
      const a = DEMO_ACCOUNTS.find((x) => x.username === name);
      if (a?.profile === 'punter') punters[a.region].unshift(id);
      if (a?.profile === 'escort' || a?.profile === 'venue')
        listable.unshift({ id, region: a.region, kind: a.profile === 'venue' ? 'venue' : 'person' });
    }

    // Reviews with owner replies, and favourites.
    const rng = root.fork('reviews');
    const demoIds = new Set(accounts.values());
    for (const p of listable) {
      if (p.kind === 'ai') continue;
      const demo = demoIds.has(p.id);
      if (!demo && !rng.chance(0.4)) continue;
      const authors = punters[p.region];
      if (authors.length === 0) continue;
      const lang = REGION_LANG[p.region];
      const n = demo ? 5 : rng.int(1, 6);
      for (let i = 0; i < n; i++) {
        const createdAt = isoAt(now, rng.int(0, 365), rng);
        const rating = rng.weighted([
          [5, 45],
          [4, 30],
          [3, 14],
          [2, 7],
          [1, 4],
        ] as const);
        const author = demo && i === 0 ? (authors[0] as number) : rng.pick(authors);
        const body = rating >= 3 ? rng.pick(REVIEWS[lang].slice(0, 6)) : rng.pick(REVIEWS[lang].slice(4));
        const { id: reviewId } = st.review.get(p.id, author, rating, body, createdAt) as { id: number };
        stats.reviews++;
        if (rng.chance(0.3)) st.reply.run(reviewId, p.id, rng.pick(REPLIES[lang]), createdAt);
      }
    }
    for (const region of REGION_CODES) {
      const inRegion = listable.filter((p) => p.region === region);
      if (inRegion.length === 0) continue;
      for (const punter of punters[region]) {
        for (const fav of rng.sample(inRegion, rng.int(0, 6))) st.favourite.run(punter, fav.id, isoAt(now, rng.int(0, 200), rng));
      }
    }

    writeRedirects(st, index, regions);
    writeAdverts(root.fork('adverts'), st, index, regions);
    if (opts.accounts !== false) writeHeldEscort(root.fork('held'), sqlite, st, ids, now, index, regions);

    stats.profiles = listable.length;
    stats.punters = Object.values(punters).reduce((s, l) => s + l.length, 0);
    stats.photos = ids.photo - 1;
    // Published demo profiles have finished onboarding; the "escort-new" account is half way
    // (contact and about saved, on the location step) so resuming can be tried.
    sqlite
      .prepare(
        `UPDATE profiles SET onboarding_step = 'done', onboarding_saved = '["contact","about","location","media","services"]' WHERE published = 1`,
      )
      .run();
    const halfway = accounts.get('escort-new');
    if (halfway !== undefined)
      sqlite
        .prepare(
          `UPDATE profiles SET onboarding_step = 'location', onboarding_saved = '["contact","about"]', phone = ?, date_of_birth = '1996-03-14',
             gender = 'female', slogan = 'Neu in der Stadt' WHERE user_id = ?`,
        )
        .run(demoPhone('de', 950), halfway);
    writeDemoStats(root.fork('stats'), sqlite, [accounts.get('escort'), accounts.get('multi')], now);
    writeVenueExtras(sqlite, accounts.get('venue'), accounts.get('escort'));
    writeDemoGalleries(root.fork('galleries'), sqlite, listable, accounts, now);
    writeDemoConversation(sqlite, accounts.get('punter'), accounts.get('escort'), now);
    writeDemoAlarme(sqlite, accounts.get('escort'), now);
    writeDemoAiCreation(sqlite, accounts.get('punter'), now);
  });
  await rebuildSearchIndex(db, now);
  analyze(sqlite);
  return { ...stats, ms: Math.round(performance.now() - started) };
}

/**
 * The demo escort held for review (`escort-held@…`): a complete profile in Köln whose owner
 * published it with two photos the duplicate check flagged, so it is not listed
 * (published = 0, quarantined = 1) and waits at the top of the review queue until a moderator
 * approves (or removes) the photos and then the profile. Written after every other user and photo.
 */
function writeHeldEscort(
  rng: Rng,
  sqlite: DatabaseSync,
  st: Statements,
  ids: Ids,
  now: Date,
  index: PlaceIndex,
  regions: Record<RegionCode, Region>,
): void {
  const a = DEMO_ACCOUNTS.find((x) => x.profile === 'escort-held');
  const place = resolveNamedPlace(index, 'de', 'koeln') ?? listablePlaces(index, 'de')[0];
  if (!a || !place) return;
  const id = ids.user++;
  const createdAt = isoAt(now, 20, rng);
  writeUser(
    st,
    {
      id,
      username: a.username,
      email: a.email,
      phone: demoPhone('de', 960),
      passwordHash: hashPasswordSync(DEMO_PASSWORD),
      dateOfBirth: birthDate(isoDay(now), 26, rng),
      region: a.region,
      locale: regions[a.region].defaultLocale,
      createdAt,
    },
    a.roles,
  );
  writePerson(rng, st, ids, now, id, {
    region: a.region,
    place,
    gender: 'female',
    published: false,
    verified: false,
    gold: false,
    name: 'Jana',
  });
  photoRows(rng, st, ids, id, 2, 0, false, createdAt);
  sqlite.prepare(`UPDATE photos SET status = 'flagged' WHERE profile_id = ?`).run(id);
  sqlite
    .prepare(
      `UPDATE profiles SET quarantined = 1, updated_at = ?, onboarding_step = 'done',
         onboarding_saved = '["contact","about","location","media","services"]' WHERE user_id = ?`,
    )
    .run(now.toISOString(), id);
}

/**
 * Thirty days of profile views, opens from listings and contact clicks for the demo escorts, so
 * their account page's dashboard has something to show (weekends busier, about one open in three
 * views and one click in eight). Opens are tracked figures and go where the tracking rollup puts
 * them (profile_daily_stats).
 */
function writeDemoStats(rng: Rng, sqlite: DatabaseSync, profileIds: readonly (number | undefined)[], now: Date): void {
  const insert = sqlite.prepare('INSERT OR IGNORE INTO profile_stats (profile_id, day, views, contact_clicks) VALUES (?, ?, ?, ?)');
  const opened = sqlite.prepare(
    'INSERT OR IGNORE INTO profile_daily_stats (profile_id, day, page_views, opens, contact_clicks) VALUES (?, ?, ?, ?, ?)',
  );
  for (const id of profileIds) {
    if (id === undefined) continue;
    for (let back = 29; back >= 1; back--) {
      const day = isoDay(new Date(now.getTime() - back * DAY));
      const weekend = [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
      const views = rng.int(weekend ? 30 : 12, weekend ? 80 : 45);
      const clicks = rng.int(0, Math.ceil(views / 8));
      insert.run(id, day, views, clicks);
      opened.run(id, day, views, rng.int(Math.floor(views / 4), Math.ceil(views / 2)), clicks);
    }
  }
}

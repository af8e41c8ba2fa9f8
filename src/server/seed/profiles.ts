/**
 * Shared pieces of demo profiles (texts, services, hours, photos), user rows and punter profiles.
 */
import type { RegionCode } from '../../../regions/schema.ts';
import { SERVICES } from '../../domain/services.ts';
import type { Rng } from './rng.ts';
import type { Ids, Statements } from '../db/queries/seed.ts';
import { ABOUT_LINES, ABOUT_OPENERS, AI_ABOUT_LINES, AI_ABOUT_OPENERS, REGION_COUNTRY, type Lang } from './vocabulary.ts';

const SERVICE_ID = new Map(SERVICES.map((s) => [s.key, s.id]));

/** A short, plain "about me" text. */
export function aboutText(rng: Rng, lang: Lang, name: string, city: string): string {
  const opener = rng.pick(ABOUT_OPENERS[lang]).replace('{name}', name).replace('{city}', city);
  return [opener, ...rng.sample(ABOUT_LINES[lang], rng.int(2, 4))].join(' ');
}

/** An AI companion's "about me": it says it is an AI character and speaks of chat and pictures, never of meetings. */
export function aiAboutText(rng: Rng, lang: Lang, name: string): string {
  const opener = rng.pick(AI_ABOUT_OPENERS[lang]).replace('{name}', name);
  return [opener, ...rng.sample(AI_ABOUT_LINES[lang], rng.int(2, 4))].join(' ');
}

/** Link services by key (duplicates ignored); returns how many. */
export function addServices(keys: string[], st: Statements, profileId: number): number {
  const unique = [...new Set(keys)];
  for (const key of unique) st.service.run(profileId, SERVICE_ID.get(key) as number);
  return unique.length;
}

/** Weekly hours: some days for people, every day for venues. */
export function availabilityRows(rng: Rng, st: Statements, profileId: number, venue: boolean): void {
  const days = venue ? [0, 1, 2, 3, 4, 5, 6] : rng.sample([0, 1, 2, 3, 4, 5, 6], rng.int(3, 7)).sort();
  const opensHour = venue ? rng.pick([10, 11, 12, 14]) : rng.int(9, 20);
  const length = venue ? rng.pick([12, 14, 16]) : rng.int(4, 10);
  const hh = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  for (const d of days) st.availability.run(profileId, d, hh(opensHour), hh(opensHour + length));
}

/** Photo rows (the first is the main photo; the last `explicit` ones are explicit). */
export function photoRows(
  rng: Rng,
  st: Statements,
  ids: Ids,
  profileId: number,
  count: number,
  explicit: number,
  landscape: boolean,
  createdAt: string,
): void {
  for (let i = 0; i < count + explicit; i++) {
    const [w, h] = landscape && i === 0 ? [1200, 800] : [800, 1200];
    st.photo.run(ids.photo++, profileId, i, w, h, i === 0 ? 1 : 0, i >= count ? 1 : 0, rng.uint(), createdAt);
  }
}

export interface UserFields {
  id: number;
  username: string;
  email?: string | null;
  phone?: string | null;
  passwordHash?: string | null;
  dateOfBirth?: string | null;
  quarantined?: boolean;
  vipValidTill?: string | null;
  region: RegionCode;
  locale?: string | null;
  createdAt: string;
}

export function writeUser(st: Statements, u: UserFields, roles: number[]): void {
  st.user.run(
    u.id,
    u.username,
    u.email ?? null,
    u.phone ?? null,
    u.passwordHash ?? null,
    u.email ? u.createdAt : null,
    u.dateOfBirth ?? null,
    null,
    u.quarantined ? 1 : 0,
    u.vipValidTill ?? null,
    u.region,
    u.locale ?? null,
    u.createdAt,
    u.createdAt,
  );
  for (const r of roles) st.role.run(u.id, r);
}

export function writePunterProfile(st: Statements, id: number, region: RegionCode, name: string, createdAt: string): void {
  st.profile.run({
    ...Object.fromEntries(st.profileColumns.map((c) => [c, null])),
    user_id: id,
    profile_type: 'punter',
    region,
    display_name: name,
    published: 1,
    published_at: createdAt,
    country: REGION_COUNTRY[region],
    display_address: 0,
    languages: '[]',
    amenities: '[]',
    phone_private: 1,
    phone_on_whatsapp: 0,
    email_private: 1,
    has_video: 0,
    created_at: createdAt,
    updated_at: createdAt,
  });
}

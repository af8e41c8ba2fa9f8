/**
 * The prepared statements the demo seed writes with (one prepare each, thousands of runs, on the
 * synchronous handle inside one transaction).
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';

export interface Ids {
  user: number;
  photo: number;
}

/** A profile row as inserted (named parameters of the insert statement). */
export type ProfileRow = Record<string, SQLInputValue>;

/** Everything the seed writes, prepared once. */
export function statements(sqlite: DatabaseSync) {
  const profileColumns = [
    'user_id',
    'profile_type',
    'region',
    'display_name',
    'slogan',
    'about',
    'published',
    'published_at',
    'verified_at',
    'gold_until',
    'place_id',
    'city',
    'suburb',
    'street',
    'postcode',
    'country',
    'display_address',
    'lat',
    'lon',
    'date_of_birth',
    'gender',
    'ethnicity',
    'nationality',
    'skin_color',
    'breast_size',
    'hair_color',
    'hair_length',
    'eye_color',
    'body_type',
    'dress_size',
    'cup_size',
    'height_cm',
    'languages',
    'user_type',
    'meeting_location',
    'venue_kind',
    'venue_section_title',
    'amenities',
    'phone',
    'phone_private',
    'phone_on_whatsapp',
    'contact_email',
    'email_private',
    'telegram',
    'website',
    'has_video',
    'ai_model',
    'created_at',
    'updated_at',
  ];
  return {
    profileColumns,
    /** Turn on a demo account's second factor with the published demo secret. */
    enableDemoTotp: sqlite.prepare('UPDATE users SET totp_secret = ?, totp_enabled_at = ? WHERE id = ?'),
    user: sqlite.prepare(
      `INSERT INTO users (id, username, email, phone, password_hash, email_verified_at, date_of_birth, manager_id,
         is_quarantined, vip_valid_till, region, locale, is_demo, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
    ),
    role: sqlite.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)'),
    setManager: sqlite.prepare('UPDATE users SET manager_id = ? WHERE id = ?'),
    profile: sqlite.prepare(
      `INSERT INTO profiles (${profileColumns.join(', ')}) VALUES (${profileColumns.map((c) => `:${c}`).join(', ')})`,
    ),
    service: sqlite.prepare('INSERT INTO profile_services (profile_id, service_id) VALUES (?, ?)'),
    price: sqlite.prepare('INSERT INTO profile_prices (profile_id, duration_minutes, incall_cents, outcall_cents) VALUES (?, ?, ?, ?)'),
    availability: sqlite.prepare('INSERT INTO availability (profile_id, weekday, opens, closes) VALUES (?, ?, ?, ?)'),
    photo: sqlite.prepare(
      'INSERT INTO photos (id, profile_id, position, width, height, is_main, is_explicit, seed, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    review: sqlite.prepare('INSERT INTO reviews (profile_id, author_id, rating, body, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id'),
    reply: sqlite.prepare('INSERT INTO review_replies (review_id, author_id, body, created_at) VALUES (?, ?, ?, ?)'),
    favourite: sqlite.prepare('INSERT OR IGNORE INTO favourites (user_id, profile_id, created_at) VALUES (?, ?, ?)'),
    redirect: sqlite.prepare('INSERT OR IGNORE INTO redirects (region, from_path, to_path, status_code) VALUES (?, ?, ?, ?)'),
    advert: sqlite.prepare(
      `INSERT INTO partner_adverts (partner, region, place_id, title, subtitle, target_url, image_seed, is_live, weight)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
  };
}
export type Statements = ReturnType<typeof statements>;

/** Refresh the query planner's statistics (after a bulk load). */
export function analyze(sqlite: DatabaseSync): void {
  sqlite.exec('ANALYZE');
}

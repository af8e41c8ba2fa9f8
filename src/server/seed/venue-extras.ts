/**
 * What venues show beyond their row: food and drinks (picked by id, so the random stream of the
 * rest of the seed stays as it was), and the demo venue's fixed details and its two escorts (the
 * demo escort and the first generated escort of the same town or edition), so the venue's public profile
 * shows every section.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { RegionCode } from '../../../regions/schema.ts';
import { REGION_LANG, type Lang } from './vocabulary.ts';

// prettier-ignore
const FOOD_AND_DRINKS: Record<Lang, readonly string[]> = {
  de: ['Softdrinks inklusive', 'Sekt und Cocktails an der Bar', 'Kaffee und Tee', 'Kleine Snacks', 'Obstteller', 'Alkoholfreies Bier'],
  en: ['Soft drinks included', 'Sparkling wine and cocktails at the bar', 'Coffee and tea', 'Light snacks', 'Fruit platter', 'Alcohol-free beer'],
  it: ['Bibite analcoliche incluse', 'Spumante e cocktail al bar', 'Caffè e tè', 'Piccoli snack', 'Piatto di frutta', 'Birra analcolica'],
};

/** The demo venue's details (fixed, so the browser tests and the README can name them). */
export const DEMO_VENUE = {
  amenities: ['parking', 'shower', 'bar', 'wifi', 'card_payment', 'discreet_entrance'],
  foodAndDrinks: ['Softdrinks inklusive', 'Sekt und Cocktails an der Bar', 'Kaffee und Tee'],
  website: 'http://haus-venus.example',
  /** Monday to Saturday 12:00–02:00, Sunday 14:00–22:00. */
  hours: [0, 1, 2, 3, 4, 5]
    .map((weekday) => ({ weekday, opens: '12:00', closes: '02:00' }))
    .concat({ weekday: 6, opens: '14:00', closes: '22:00' }),
};

/** Fill food and drinks of every venue; give the demo venue its details and escorts. */
export function writeVenueExtras(sqlite: DatabaseSync, venueId: number | undefined, demoEscortId: number | undefined): void {
  const venues = sqlite.prepare(`SELECT user_id AS id, region FROM profiles WHERE profile_type = 'venue'`).all() as {
    id: number;
    region: RegionCode;
  }[];
  const setFood = sqlite.prepare('UPDATE profiles SET food_and_drinks = ? WHERE user_id = ?');
  for (const v of venues) {
    const list = FOOD_AND_DRINKS[REGION_LANG[v.region]];
    const picked = [0, 1, 2].map((k) => list[(v.id * 7 + k * 5) % list.length]);
    setFood.run(JSON.stringify([...new Set(picked)]), v.id);
  }
  if (venueId === undefined) return;

  sqlite
    .prepare('UPDATE profiles SET amenities = ?, food_and_drinks = ?, website = ? WHERE user_id = ?')
    .run(JSON.stringify(DEMO_VENUE.amenities), JSON.stringify(DEMO_VENUE.foodAndDrinks), DEMO_VENUE.website, venueId);
  sqlite.prepare('DELETE FROM availability WHERE profile_id = ?').run(venueId);
  const hour = sqlite.prepare('INSERT INTO availability (profile_id, weekday, opens, closes) VALUES (?, ?, ?, ?)');
  for (const h of DEMO_VENUE.hours) hour.run(venueId, h.weekday, h.opens, h.closes);

  const home = sqlite.prepare('SELECT place_id, region FROM profiles WHERE user_id = ?').get(venueId) as
    { place_id: number | null; region: RegionCode } | undefined;
  // Someone of the same town when the seed has one there, else of the same edition.
  const colleague = sqlite
    .prepare(
      `SELECT p.user_id AS id FROM profiles p JOIN users u ON u.id = p.user_id
       WHERE p.profile_type = 'escort' AND p.published = 1 AND p.region = ? AND u.username LIKE 'person-%'
       ORDER BY p.place_id IS ? DESC, p.user_id LIMIT 1`,
    )
    .get(home?.region ?? 'de', home?.place_id ?? null) as { id: number } | undefined;
  const assign = sqlite.prepare('UPDATE profiles SET venue_id = ? WHERE user_id = ?');
  for (const id of [demoEscortId, colleague?.id]) if (id !== undefined) assign.run(venueId, id);
}

/** SEO lookups: stored redirects (`redirects`) and what a profile path shows. */
import type { Kysely } from 'kysely';
import type { RegionCode } from '../../../../regions/schema.ts';
import type { DB, ProfileType } from '../types.ts';

/** The redirect stored for a path (without region prefix) of a region. */
export function redirectFor(db: Kysely<DB>, region: RegionCode, fromPath: string) {
  return db
    .selectFrom('redirects')
    .select(['to_path', 'status_code'])
    .where('region', '=', region)
    .where('from_path', '=', fromPath)
    .executeTakeFirst();
}

/** The type of a published profile, or undefined. */
export async function publishedProfileType(db: Kysely<DB>, id: number): Promise<ProfileType | undefined> {
  const row = await db
    .selectFrom('profiles')
    .select('profile_type')
    .where('user_id', '=', id)
    .where('published', '=', 1)
    .executeTakeFirst();
  return row?.profile_type;
}

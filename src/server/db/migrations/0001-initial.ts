/**
 * The catalogue, accounts' core, profiles and their parts, reviews, favourites, redirects,
 * partner adverts, reports and the denormalised search rows.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { ROLES } from '../../../lib/permissions.ts';
import { between, flag, nullOr, oneOf, regionCheck } from './checks.ts';
import { adultOnly, caseInsensitive, clockTime, clustered, isoDateOrNull, nowText } from './dialect.ts';

export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    const now = nowText(db);
    const s = db.schema;

    await s
      .createTable('meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await s
      .createTable('roles')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .execute();
    await (db as Kysely<{ roles: { id: number; name: string } }>)
      .insertInto('roles')
      .values(Object.entries(ROLES).map(([name, id]) => ({ id, name })))
      .execute();

    await s
      .createTable('users')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => caseInsensitive(db)(c.notNull().unique()))
      .addColumn('email', 'text', (c) => caseInsensitive(db)(c.unique()))
      .addColumn('phone', 'text', (c) => c.unique())
      .addColumn('password_hash', 'text')
      .addColumn('email_verified_at', 'text')
      .addColumn('phone_verified_at', 'text')
      .addColumn('date_of_birth', 'text', (c) => c.check(isoDateOrNull(db, 'date_of_birth')))
      .addColumn('manager_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('is_quarantined', 'integer', (c) => c.notNull().defaultTo(0).check(flag('is_quarantined')))
      .addColumn('vip_valid_till', 'text')
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('region', 'text', (c) => c.notNull().check(regionCheck()))
      .addColumn('locale', 'text', (c) => c.check(nullOr('locale', oneOf('locale', ['de', 'en', 'ro', 'it']))))
      .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0).check(flag('is_demo')))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('users_manager').on('users').column('manager_id').where(sql.ref('manager_id'), 'is not', null).execute();

    await clustered(
      db,
      s
        .createTable('user_roles')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id']),
    ).execute();
    await s.createIndex('user_roles_role').on('user_roles').columns(['role_id', 'user_id']).execute();

    await s
      .createTable('places')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('region', 'text', (c) => c.notNull().check(regionCheck()))
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('search_name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['state', 'place', 'district'])))
      .addColumn('state_slug', 'text', (c) => c.notNull())
      .addColumn('state_id', 'integer', (c) => c.references('places.id'))
      .addColumn('parent_slug', 'text')
      .addColumn('parent_id', 'integer', (c) => c.references('places.id'))
      .addColumn('lat', 'real', (c) => c.notNull().check(between('lat', -90, 90)))
      .addColumn('lon', 'real', (c) => c.notNull().check(between('lon', -180, 180)))
      .addColumn('population', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1).check(flag('active')))
      .addUniqueConstraint('places_region_slug', ['region', 'slug'])
      .execute();
    await s.createIndex('places_name').on('places').columns(['region', 'search_name']).execute();
    await s.createIndex('places_state').on('places').column('state_id').execute();

    await s
      .createTable('services')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('key', 'text', (c) => c.notNull().unique())
      .addColumn('bit', 'integer', (c) => c.notNull().check(between('bit', 0, 62)))
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    const profileText = [
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
    ];
    let profiles = s
      .createTable('profiles')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('profile_type', 'text', (c) => c.notNull().check(oneOf('profile_type', ['escort', 'venue', 'punter', 'escort_ai'])))
      .addColumn('region', 'text', (c) => c.notNull().check(regionCheck()))
      .addColumn('display_name', 'text', (c) => c.notNull().check(sql`length(display_name) BETWEEN 1 AND 80`))
      .addColumn('slogan', 'text')
      .addColumn('about', 'text')
      .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0).check(flag('published')))
      .addColumn('published_at', 'text')
      .addColumn('verified_at', 'text')
      .addColumn('gold_until', 'text')
      .addColumn('place_id', 'integer', (c) => c.references('places.id'))
      .addColumn('city', 'text')
      .addColumn('suburb', 'text')
      .addColumn('street', 'text')
      .addColumn('postcode', 'text')
      .addColumn('country', 'text')
      .addColumn('display_address', 'integer', (c) => c.notNull().defaultTo(0).check(flag('display_address')))
      .addColumn('location_additional_info', 'text')
      .addColumn('lat', 'real', (c) => c.check(nullOr('lat', between('lat', -90, 90))))
      .addColumn('lon', 'real', (c) => c.check(nullOr('lon', between('lon', -180, 180))))
      .addColumn('date_of_birth', 'text', (c) => c.check(isoDateOrNull(db, 'date_of_birth')));
    for (const column of profileText) profiles = profiles.addColumn(column, 'text');
    await profiles
      .addColumn('height_cm', 'integer', (c) => c.check(nullOr('height_cm', between('height_cm', 120, 230))))
      .addColumn('languages', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('user_type', 'integer', (c) => c.check(nullOr('user_type', oneOf('user_type', [0, 1]))))
      .addColumn('meeting_location', 'integer', (c) => c.check(nullOr('meeting_location', oneOf('meeting_location', [0, 1]))))
      .addColumn('venue_kind', 'text', (c) =>
        c.check(nullOr('venue_kind', oneOf('venue_kind', ['brothel', 'agency', 'studio', 'club', 'massage_parlour']))),
      )
      .addColumn('venue_section_title', 'text')
      .addColumn('amenities', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('phone', 'text')
      .addColumn('phone_private', 'integer', (c) => c.notNull().defaultTo(0).check(flag('phone_private')))
      .addColumn('phone_on_whatsapp', 'integer', (c) => c.notNull().defaultTo(0).check(flag('phone_on_whatsapp')))
      .addColumn('contact_email', 'text')
      .addColumn('email_private', 'integer', (c) => c.notNull().defaultTo(1).check(flag('email_private')))
      .addColumn('telegram', 'text')
      .addColumn('website', 'text')
      .addColumn('has_video', 'integer', (c) => c.notNull().defaultTo(0).check(flag('has_video')))
      .addColumn('ai_model', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .addCheckConstraint('profiles_published_at', sql`published = 0 OR published_at IS NOT NULL`)
      .execute();
    await s.createIndex('profiles_place').on('profiles').column('place_id').execute();

    await clustered(
      db,
      s
        .createTable('profile_services')
        .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.user_id').onDelete('cascade'))
        .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id'))
        .addPrimaryKeyConstraint('profile_services_pk', ['profile_id', 'service_id']),
    ).execute();

    await s
      .createTable('profile_prices')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.user_id').onDelete('cascade'))
      .addColumn('duration_minutes', 'integer', (c) => c.notNull().check(between('duration_minutes', 15, 1440)))
      .addColumn('incall_cents', 'integer', (c) => c.check(sql`incall_cents IS NULL OR incall_cents > 0`))
      .addColumn('outcall_cents', 'integer', (c) => c.check(sql`outcall_cents IS NULL OR outcall_cents > 0`))
      .addUniqueConstraint('profile_prices_duration', ['profile_id', 'duration_minutes'])
      .execute();

    await clustered(
      db,
      s
        .createTable('availability')
        .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.user_id').onDelete('cascade'))
        .addColumn('weekday', 'integer', (c) => c.notNull().check(between('weekday', 0, 6)))
        .addColumn('opens', 'text', (c) => c.notNull().check(clockTime(db, 'opens')))
        .addColumn('closes', 'text', (c) => c.notNull().check(clockTime(db, 'closes')))
        .addPrimaryKeyConstraint('availability_pk', ['profile_id', 'weekday']),
    ).execute();

    await s
      .createTable('photos')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.user_id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('is_main', 'integer', (c) => c.notNull().defaultTo(0).check(flag('is_main')))
      .addColumn('is_explicit', 'integer', (c) => c.notNull().defaultTo(0).check(flag('is_explicit')))
      .addColumn('seed', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('photos_profile').on('photos').columns(['profile_id', 'position']).execute();

    await s
      .createTable('reviews')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.user_id').onDelete('cascade'))
      .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('rating', 'integer', (c) => c.notNull().check(between('rating', 1, 5)))
      .addColumn('body', 'text', (c) => c.notNull().check(sql`length(body) BETWEEN 1 AND 4000`))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('deleted_at', 'text')
      .execute();
    await s
      .createIndex('reviews_profile')
      .on('reviews')
      .columns(['profile_id', 'created_at desc'])
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();

    await s
      .createTable('review_replies')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
      .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('body', 'text', (c) => c.notNull().check(sql`length(body) BETWEEN 1 AND 4000`))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('review_replies_review').on('review_replies').columns(['review_id', 'created_at']).execute();

    await clustered(
      db,
      s
        .createTable('favourites')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.user_id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .addPrimaryKeyConstraint('favourites_pk', ['user_id', 'profile_id']),
    ).execute();
    await s.createIndex('favourites_profile').on('favourites').column('profile_id').execute();

    await s
      .createTable('redirects')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('region', 'text', (c) => c.notNull().check(regionCheck()))
      .addColumn('from_path', 'text', (c) => c.notNull())
      .addColumn('to_path', 'text', (c) => c.notNull())
      .addColumn('status_code', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(301)
          .check(oneOf('status_code', [301, 302, 307, 308])),
      )
      .addUniqueConstraint('redirects_from', ['region', 'from_path'])
      .execute();

    await s
      .createTable('partner_adverts')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('partner', 'text', (c) => c.notNull().check(oneOf('partner', ['solad', 'strip-chat', 'susi-live'])))
      .addColumn('region', 'text', (c) => c.notNull().check(regionCheck()))
      .addColumn('place_id', 'integer', (c) => c.references('places.id'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('subtitle', 'text')
      .addColumn('target_url', 'text', (c) => c.notNull().check(sql`target_url LIKE 'https://%'`))
      .addColumn('image_seed', 'integer', (c) => c.notNull())
      .addColumn('is_live', 'integer', (c) => c.notNull().defaultTo(0).check(flag('is_live')))
      .addColumn('weight', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(1)
          .check(sql`weight > 0`),
      )
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1).check(flag('active')))
      .execute();
    await s.createIndex('partner_adverts_lookup').on('partner_adverts').columns(['partner', 'region', 'active']).execute();

    await s
      .createTable('profile_reports')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.user_id').onDelete('cascade'))
      .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('message', 'text')
      .addColumn('contact_email', 'text')
      .addColumn('request_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('resolved_at', 'text')
      .execute();
    await s
      .createIndex('profile_reports_open')
      .on('profile_reports')
      .column('created_at')
      .where(sql.ref('resolved_at'), 'is', null)
      .execute();

    // Denormalised search rows: one per published, listable profile (escort, venue, escort_ai), all
    // integers so a region scan reads few pages. Clustered by (region, kind, rank) so the default
    // listing of a region is a contiguous range already in display order.
    let search = s
      .createTable('profile_search')
      .addColumn('region', 'integer', (c) => c.notNull())
      .addColumn('kind', 'integer', (c) => c.notNull())
      .addColumn('rank', 'integer', (c) => c.notNull())
      .addColumn('profile_id', 'integer', (c) => c.notNull().unique().references('profiles.user_id').onDelete('cascade'))
      .addColumn('place_id', 'integer')
      .addColumn('city_id', 'integer')
      .addColumn('state_id', 'integer')
      .addColumn('lat', 'real')
      .addColumn('lon', 'real')
      .addColumn('dob', 'integer');
    for (const column of ['gender', 'ethnicity', 'nationality', 'skin', 'body', 'breast', 'hair'])
      search = search.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
    await clustered(
      db,
      search
        .addColumn('user_type', 'integer')
        .addColumn('meeting', 'integer')
        .addColumn('services', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('price_from', 'integer')
        .addColumn('published_at', 'integer', (c) => c.notNull())
        .addColumn('flags', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('profile_search_pk', ['region', 'kind', 'rank', 'profile_id']),
    ).execute();
    for (const [name, columns] of [
      ['profile_search_place', ['place_id', 'kind', 'rank']],
      ['profile_search_city', ['city_id', 'kind', 'rank']],
      ['profile_search_state', ['state_id', 'kind', 'rank']],
      ['profile_search_newest', ['region', 'kind', 'published_at']],
      ['profile_search_price', ['region', 'kind', 'price_from']],
      ['profile_search_lat', ['region', 'kind', 'lat']],
    ] as const) {
      await s
        .createIndex(name)
        .on('profile_search')
        .columns([...columns])
        .execute();
    }

    await adultOnly(db, 'users', 'date_of_birth');
    await adultOnly(db, 'profiles', 'date_of_birth');
  },
};

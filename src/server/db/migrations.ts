/**
 * Versioned schema migrations, applied in order at start by Kysely's migrator. Never edit a
 * migration that has shipped: add the next one. Each is plain SQL so the schema reads as SQL.
 */
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { REGION_CODES } from '../../../regions/schema.ts';
import { ROLES } from '../../lib/permissions.ts';

const regionList = REGION_CODES.map((c) => `'${c}'`).join(', ');
const now = `(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
/** SQL predicate: a date of birth at least 18 years before today. */
const adult = (col: string) => `${col} <= date('now', '-18 years')`;

/** Split a script of plain statements (no trigger bodies) at the ";" ending a line. */
function statements(script: string): string[] {
  return script
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A migration running each statement in order. */
function run(stmts: string[]): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const stmt of stmts) await sql.raw(stmt).execute(db);
    },
  };
}

/** Triggers refusing a date of birth less than 18 years ago (a CHECK cannot call date('now')). */
function adultTriggers(table: string, column: string): string[] {
  return ['INSERT', 'UPDATE'].map(
    (op) => `CREATE TRIGGER ${table}_${column}_adult_${op.toLowerCase()}
BEFORE ${op} ON ${table}
WHEN NEW.${column} IS NOT NULL AND NOT (${adult(`NEW.${column}`)})
BEGIN
  SELECT RAISE(ABORT, '${column} must be at least 18 years ago');
END`,
  );
}

const initial = `
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE roles (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);
INSERT INTO roles (id, name) VALUES ${Object.entries(ROLES)
  .map(([name, id]) => `(${id}, '${name}')`)
  .join(', ')};

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT UNIQUE COLLATE NOCASE,
  phone TEXT UNIQUE,
  password_hash TEXT,
  email_verified_at TEXT,
  phone_verified_at TEXT,
  date_of_birth TEXT CHECK (date_of_birth IS NULL OR date(date_of_birth) = date_of_birth),
  manager_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  is_quarantined INTEGER NOT NULL DEFAULT 0 CHECK (is_quarantined IN (0, 1)),
  vip_valid_till TEXT,
  token_version INTEGER NOT NULL DEFAULT 0,
  region TEXT NOT NULL CHECK (region IN (${regionList})),
  locale TEXT CHECK (locale IS NULL OR locale IN ('de', 'en', 'ro', 'it')),
  is_demo INTEGER NOT NULL DEFAULT 0 CHECK (is_demo IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT ${now},
  updated_at TEXT NOT NULL DEFAULT ${now}
);
CREATE INDEX users_manager ON users (manager_id) WHERE manager_id IS NOT NULL;

CREATE TABLE user_roles (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role_id INTEGER NOT NULL REFERENCES roles(id),
  PRIMARY KEY (user_id, role_id)
) WITHOUT ROWID;
CREATE INDEX user_roles_role ON user_roles (role_id, user_id);

CREATE TABLE places (
  id INTEGER PRIMARY KEY,
  region TEXT NOT NULL CHECK (region IN (${regionList})),
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  search_name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('state', 'place', 'district')),
  state_slug TEXT NOT NULL,
  state_id INTEGER REFERENCES places(id),
  parent_slug TEXT,
  parent_id INTEGER REFERENCES places(id),
  lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lon REAL NOT NULL CHECK (lon BETWEEN -180 AND 180),
  population INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  UNIQUE (region, slug)
);
CREATE INDEX places_name ON places (region, search_name);
CREATE INDEX places_state ON places (state_id);

CREATE TABLE services (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  bit INTEGER NOT NULL CHECK (bit BETWEEN 0 AND 62),
  position INTEGER NOT NULL
);

CREATE TABLE profiles (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  profile_type TEXT NOT NULL CHECK (profile_type IN ('escort', 'venue', 'punter', 'escort_ai')),
  region TEXT NOT NULL CHECK (region IN (${regionList})),
  display_name TEXT NOT NULL CHECK (length(display_name) BETWEEN 1 AND 80),
  slogan TEXT,
  about TEXT,
  published INTEGER NOT NULL DEFAULT 0 CHECK (published IN (0, 1)),
  published_at TEXT,
  verified_at TEXT,
  gold_until TEXT,
  place_id INTEGER REFERENCES places(id),
  city TEXT,
  suburb TEXT,
  street TEXT,
  postcode TEXT,
  country TEXT,
  display_address INTEGER NOT NULL DEFAULT 0 CHECK (display_address IN (0, 1)),
  location_additional_info TEXT,
  lat REAL CHECK (lat IS NULL OR lat BETWEEN -90 AND 90),
  lon REAL CHECK (lon IS NULL OR lon BETWEEN -180 AND 180),
  date_of_birth TEXT CHECK (date_of_birth IS NULL OR date(date_of_birth) = date_of_birth),
  gender TEXT,
  ethnicity TEXT,
  nationality TEXT,
  skin_color TEXT,
  breast_size TEXT,
  hair_color TEXT,
  hair_length TEXT,
  eye_color TEXT,
  body_type TEXT,
  dress_size TEXT,
  cup_size TEXT,
  height_cm INTEGER CHECK (height_cm IS NULL OR height_cm BETWEEN 120 AND 230),
  languages TEXT NOT NULL DEFAULT '[]',
  user_type INTEGER CHECK (user_type IS NULL OR user_type IN (0, 1)),
  meeting_location INTEGER CHECK (meeting_location IS NULL OR meeting_location IN (0, 1)),
  venue_kind TEXT CHECK (venue_kind IS NULL OR venue_kind IN ('brothel', 'agency', 'studio', 'club', 'massage_parlour')),
  venue_section_title TEXT,
  amenities TEXT NOT NULL DEFAULT '[]',
  phone TEXT,
  phone_private INTEGER NOT NULL DEFAULT 0 CHECK (phone_private IN (0, 1)),
  phone_on_whatsapp INTEGER NOT NULL DEFAULT 0 CHECK (phone_on_whatsapp IN (0, 1)),
  contact_email TEXT,
  email_private INTEGER NOT NULL DEFAULT 1 CHECK (email_private IN (0, 1)),
  telegram TEXT,
  website TEXT,
  has_video INTEGER NOT NULL DEFAULT 0 CHECK (has_video IN (0, 1)),
  ai_model TEXT,
  created_at TEXT NOT NULL DEFAULT ${now},
  updated_at TEXT NOT NULL DEFAULT ${now},
  CHECK (published = 0 OR published_at IS NOT NULL)
);
CREATE INDEX profiles_place ON profiles (place_id);

CREATE TABLE profile_services (
  profile_id INTEGER NOT NULL REFERENCES profiles(user_id) ON DELETE CASCADE,
  service_id INTEGER NOT NULL REFERENCES services(id),
  PRIMARY KEY (profile_id, service_id)
) WITHOUT ROWID;

CREATE TABLE profile_prices (
  id INTEGER PRIMARY KEY,
  profile_id INTEGER NOT NULL REFERENCES profiles(user_id) ON DELETE CASCADE,
  duration_minutes INTEGER NOT NULL CHECK (duration_minutes BETWEEN 15 AND 1440),
  incall_cents INTEGER CHECK (incall_cents IS NULL OR incall_cents > 0),
  outcall_cents INTEGER CHECK (outcall_cents IS NULL OR outcall_cents > 0),
  UNIQUE (profile_id, duration_minutes)
);

CREATE TABLE availability (
  profile_id INTEGER NOT NULL REFERENCES profiles(user_id) ON DELETE CASCADE,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  opens TEXT NOT NULL CHECK (opens GLOB '[0-2][0-9]:[0-5][0-9]'),
  closes TEXT NOT NULL CHECK (closes GLOB '[0-2][0-9]:[0-5][0-9]'),
  PRIMARY KEY (profile_id, weekday)
) WITHOUT ROWID;

CREATE TABLE photos (
  id INTEGER PRIMARY KEY,
  profile_id INTEGER NOT NULL REFERENCES profiles(user_id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  is_main INTEGER NOT NULL DEFAULT 0 CHECK (is_main IN (0, 1)),
  is_explicit INTEGER NOT NULL DEFAULT 0 CHECK (is_explicit IN (0, 1)),
  seed INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT ${now}
);
CREATE INDEX photos_profile ON photos (profile_id, position);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  profile_id INTEGER NOT NULL REFERENCES profiles(user_id) ON DELETE CASCADE,
  author_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  created_at TEXT NOT NULL DEFAULT ${now},
  deleted_at TEXT
);
CREATE INDEX reviews_profile ON reviews (profile_id, created_at DESC) WHERE deleted_at IS NULL;

CREATE TABLE review_replies (
  id INTEGER PRIMARY KEY,
  review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
  author_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  created_at TEXT NOT NULL DEFAULT ${now}
);
CREATE INDEX review_replies_review ON review_replies (review_id, created_at);

CREATE TABLE favourites (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  profile_id INTEGER NOT NULL REFERENCES profiles(user_id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT ${now},
  PRIMARY KEY (user_id, profile_id)
) WITHOUT ROWID;
CREATE INDEX favourites_profile ON favourites (profile_id);

CREATE TABLE redirects (
  id INTEGER PRIMARY KEY,
  region TEXT NOT NULL CHECK (region IN (${regionList})),
  from_path TEXT NOT NULL,
  to_path TEXT NOT NULL,
  status_code INTEGER NOT NULL DEFAULT 301 CHECK (status_code IN (301, 302, 307, 308)),
  UNIQUE (region, from_path)
);

CREATE TABLE partner_adverts (
  id INTEGER PRIMARY KEY,
  partner TEXT NOT NULL CHECK (partner IN ('solad', 'strip-chat', 'susi-live')),
  region TEXT NOT NULL CHECK (region IN (${regionList})),
  place_id INTEGER REFERENCES places(id),
  title TEXT NOT NULL,
  subtitle TEXT,
  target_url TEXT NOT NULL CHECK (target_url LIKE 'https://%'),
  image_seed INTEGER NOT NULL,
  is_live INTEGER NOT NULL DEFAULT 0 CHECK (is_live IN (0, 1)),
  weight INTEGER NOT NULL DEFAULT 1 CHECK (weight > 0),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);
CREATE INDEX partner_adverts_lookup ON partner_adverts (partner, region, active);

CREATE TABLE profile_reports (
  id INTEGER PRIMARY KEY,
  profile_id INTEGER NOT NULL REFERENCES profiles(user_id) ON DELETE CASCADE,
  reporter_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  reason TEXT NOT NULL,
  message TEXT,
  contact_email TEXT,
  request_id TEXT,
  created_at TEXT NOT NULL DEFAULT ${now},
  resolved_at TEXT
);
CREATE INDEX profile_reports_open ON profile_reports (created_at) WHERE resolved_at IS NULL;

-- Denormalised search rows: one per published, listable profile (escort, venue, escort_ai), all
-- integers so a region scan reads few pages. Clustered by (region, kind, rank) so the default
-- listing of a region is a contiguous range already in display order.
CREATE TABLE profile_search (
  region INTEGER NOT NULL,
  kind INTEGER NOT NULL,
  rank INTEGER NOT NULL,
  profile_id INTEGER NOT NULL UNIQUE REFERENCES profiles(user_id) ON DELETE CASCADE,
  place_id INTEGER,
  city_id INTEGER,
  state_id INTEGER,
  lat REAL,
  lon REAL,
  dob INTEGER,
  gender INTEGER NOT NULL DEFAULT 0,
  ethnicity INTEGER NOT NULL DEFAULT 0,
  nationality INTEGER NOT NULL DEFAULT 0,
  skin INTEGER NOT NULL DEFAULT 0,
  body INTEGER NOT NULL DEFAULT 0,
  breast INTEGER NOT NULL DEFAULT 0,
  hair INTEGER NOT NULL DEFAULT 0,
  user_type INTEGER,
  meeting INTEGER,
  services INTEGER NOT NULL DEFAULT 0,
  price_from INTEGER,
  published_at INTEGER NOT NULL,
  flags INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (region, kind, rank, profile_id)
) WITHOUT ROWID;
CREATE INDEX profile_search_place ON profile_search (place_id, kind, rank);
CREATE INDEX profile_search_city ON profile_search (city_id, kind, rank);
CREATE INDEX profile_search_state ON profile_search (state_id, kind, rank);
CREATE INDEX profile_search_newest ON profile_search (region, kind, published_at);
CREATE INDEX profile_search_price ON profile_search (region, kind, price_from);
CREATE INDEX profile_search_lat ON profile_search (region, kind, lat);
`;

/**
 * Accounts: verification and reset secrets (stored as SHA-256 hashes, never in the clear), revoked
 * sessions, the message outbox, single-use captcha solutions and the impersonation audit log.
 */
const accounts = `
ALTER TABLE users ADD COLUMN terms_accepted_at TEXT;
ALTER TABLE users ADD COLUMN phone_channel TEXT CHECK (phone_channel IS NULL OR phone_channel IN ('sms', 'whatsapp'));
ALTER TABLE users ADD COLUMN registration_source TEXT;

CREATE TABLE auth_secrets (
  id INTEGER PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify_email', 'verify_phone', 'reset_email', 'reset_sms', 'impersonate')),
  -- NULL for a request about an address nobody registered (answered exactly like a real one).
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  target_user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  -- The page handle (verifyNumber, userHash, reset hash): shows the request and resends; with a
  -- code it verifies. The link token (e-mail links, impersonation path): grants on its own.
  handle_hash TEXT UNIQUE,
  token_hash TEXT UNIQUE,
  code_hash TEXT,
  whatsapp_code TEXT,
  channel TEXT CHECK (channel IS NULL OR channel IN ('email', 'sms', 'whatsapp')),
  recipient TEXT,
  redirect_path TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  send_count INTEGER NOT NULL DEFAULT 1,
  last_sent_at TEXT NOT NULL,
  whatsapp_received_at TEXT,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL DEFAULT ${now}
);
CREATE INDEX auth_secrets_user ON auth_secrets (user_id, purpose);
CREATE INDEX auth_secrets_expiry ON auth_secrets (expires_at);
CREATE INDEX auth_secrets_whatsapp ON auth_secrets (recipient, whatsapp_code) WHERE whatsapp_code IS NOT NULL;

CREATE TABLE revoked_sessions (
  jti TEXT PRIMARY KEY,
  user_id INTEGER,
  expires_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX revoked_sessions_expiry ON revoked_sessions (expires_at);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
  recipient TEXT NOT NULL,
  subject TEXT,
  body TEXT NOT NULL,
  purpose TEXT NOT NULL,
  link TEXT,
  code TEXT,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL DEFAULT ${now}
);
CREATE INDEX outbox_recipient ON outbox (recipient, id);

CREATE TABLE captcha_uses (
  signature TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE impersonation_log (
  id INTEGER PRIMARY KEY,
  action TEXT NOT NULL CHECK (action IN ('start', 'stop')),
  admin_id INTEGER NOT NULL REFERENCES users(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  ip TEXT,
  user_agent TEXT,
  request_id TEXT,
  created_at TEXT NOT NULL DEFAULT ${now}
);
CREATE INDEX impersonation_log_admin ON impersonation_log (admin_id, created_at);
`;

/** The migrations, by version name (sorted lexically by the migrator). */
export const migrations: Record<string, Migration> = {
  '0001_initial': run([...statements(initial), ...adultTriggers('users', 'date_of_birth'), ...adultTriggers('profiles', 'date_of_birth')]),
  '0002_accounts': run(statements(accounts)),
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Apply every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

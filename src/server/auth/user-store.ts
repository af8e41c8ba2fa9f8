/**
 * Account rows: find by e-mail or phone, create, and the signed-in user's view (SPEC §3 "User").
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { User } from '../../lib/api/users.ts';
import type { RegionCode } from '../../../regions/schema.ts';
import type { DB } from '../db/types.ts';

/** The columns login and verification need. */
export interface AccountRow {
  id: number;
  username: string;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  phone_channel: 'sms' | 'whatsapp' | null;
  token_version: number;
  region: RegionCode;
  locale: string | null;
}

const ACCOUNT_COLUMNS = [
  'id',
  'username',
  'email',
  'phone',
  'password_hash',
  'email_verified_at',
  'phone_verified_at',
  'phone_channel',
  'token_version',
  'region',
  'locale',
] as const;

/** The account with this e-mail or phone (already normalised). */
export async function findAccount(
  db: Kysely<DB>,
  contact: { email?: string | null; phone?: string | null },
): Promise<AccountRow | undefined> {
  let q = db.selectFrom('users').select(ACCOUNT_COLUMNS);
  if (contact.email) q = q.where('email', '=', contact.email);
  else if (contact.phone) q = q.where('phone', '=', contact.phone);
  else return undefined;
  return q.executeTakeFirst();
}

/** The account with this id. */
export function accountById(db: Kysely<DB>, id: number): Promise<AccountRow | undefined> {
  return db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** A username for a new account ("user-3f9a1c2b"); the owner may change it on the account page. */
export function generatedUsername(): string {
  return `user-${randomBytes(4).toString('hex')}`;
}

export interface NewAccount {
  email: string | null;
  phone: string | null;
  passwordHash: string;
  phoneChannel: 'sms' | 'whatsapp' | null;
  roleId: number;
  region: RegionCode;
  locale: string | null;
  source: string;
  now: string;
}

/** Create an account and its role in one transaction; undefined when the e-mail or phone is taken meanwhile. */
export async function createAccount(db: Kysely<DB>, a: NewAccount): Promise<number | undefined> {
  try {
    return await db.transaction().execute(async (trx) => {
      let username = generatedUsername();
      while (await trx.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()) username = generatedUsername();
      const row = await trx
        .insertInto('users')
        .values({
          username,
          email: a.email,
          phone: a.phone,
          password_hash: a.passwordHash,
          email_verified_at: null,
          phone_verified_at: null,
          date_of_birth: null,
          manager_id: null,
          vip_valid_till: null,
          region: a.region,
          locale: a.locale,
          terms_accepted_at: a.now,
          phone_channel: a.phoneChannel,
          registration_source: a.source,
          created_at: a.now,
          updated_at: a.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_roles').values({ user_id: row.id, role_id: a.roleId }).execute();
      return row.id;
    });
  } catch (err) {
    if (err instanceof Error && /UNIQUE constraint failed: users\.(email|phone)/.test(err.message)) return undefined;
    throw err;
  }
}

/** The signed-in user's view (SPEC §3 "User (current)" and the account page's fields). */
export async function loadUser(db: Kysely<DB>, id: number, now: Date, impersonatorId?: number | null): Promise<User | undefined> {
  const row = await db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'email',
      'phone',
      'email_verified_at',
      'phone_verified_at',
      'manager_id',
      'is_quarantined',
      'vip_valid_till',
      'region',
      'locale',
      'created_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const roles = await db.selectFrom('user_roles').select('role_id').where('user_id', '=', id).orderBy('role_id').execute();
  const impersonator = impersonatorId
    ? await db.selectFrom('users').select(['id', 'username']).where('id', '=', impersonatorId).executeTakeFirst()
    : undefined;
  return {
    id: row.id,
    roles: roles.map((r) => ({ id: r.role_id })),
    managerId: row.manager_id,
    isQuarantined: row.is_quarantined === 1,
    vipValidTill: row.vip_valid_till,
    username: row.username,
    email: row.email,
    phone: row.phone,
    emailVerified: row.email_verified_at !== null,
    phoneVerified: row.phone_verified_at !== null,
    region: row.region,
    locale: row.locale,
    isVip: row.vip_valid_till !== null && Date.parse(row.vip_valid_till) > now.getTime(),
    isAdminImpersonating: !!impersonator,
    impersonator: impersonator ? { id: impersonator.id, username: impersonator.username } : null,
    createdAt: row.created_at,
  };
}

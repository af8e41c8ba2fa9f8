/**
 * Account rows (`users`, `user_roles`): find by e-mail or phone, create, verify contacts, change
 * username and password, and the rows behind the signed-in user's view (SPEC §3 "User").
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RegionCode } from '../../../../regions/schema.ts';
import type { RoleId } from '../../../lib/permissions.ts';
import { isUniqueViolation } from '../dialects.ts';
import type { DB } from '../types.ts';

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
  /** The manager who created the account and acts for it, if any. */
  manager_id: number | null;
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
  'manager_id',
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
    if (isUniqueViolation(err, 'users', ['email', 'phone'])) return undefined;
    throw err;
  }
}

/** The columns of the signed-in user's view. */
export function userViewRow(db: Kysely<DB>, id: number) {
  return db
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
}

/** A user's role ids, ascending. */
export async function roleIdsOf(db: Kysely<DB>, userId: number): Promise<RoleId[]> {
  const rows = await db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).orderBy('role_id').execute();
  return rows.map((r) => r.role_id as RoleId);
}

/** Id and username of a user. */
export function userNameOf(db: Kysely<DB>, id: number): Promise<{ id: number; username: string } | undefined> {
  return db.selectFrom('users').select(['id', 'username']).where('id', '=', id).executeTakeFirst();
}

/** Id and username of the user with this id or e-mail. */
export function userByIdOrEmail(db: Kysely<DB>, by: { userId?: number; email?: string }) {
  let q = db.selectFrom('users').select(['id', 'username']);
  q = by.userId !== undefined ? q.where('id', '=', by.userId) : q.where('email', '=', by.email ?? '');
  return q.executeTakeFirst();
}

/** A user's token version, username and second-factor enrolment (for signing a session), or undefined. */
export function sessionFieldsOf(
  db: Kysely<DB>,
  id: number,
): Promise<{ token_version: number; username: string; totp_enabled_at: string | null } | undefined> {
  return db.selectFrom('users').select(['token_version', 'username', 'totp_enabled_at']).where('id', '=', id).executeTakeFirst();
}

/** A user's token version (raising it ends every session of the user), or undefined. */
export async function tokenVersionOf(db: Kysely<DB>, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('token_version').where('id', '=', id).executeTakeFirst();
  return row?.token_version;
}

/** The region a user's pages live in, or undefined. */
export async function regionOf(db: Kysely<DB>, id: number): Promise<RegionCode | undefined> {
  const row = await db.selectFrom('users').select('region').where('id', '=', id).executeTakeFirst();
  return row?.region;
}

/** Whether another user than `exceptId` has this username. */
export async function usernameTaken(db: Kysely<DB>, username: string, exceptId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).where('id', '!=', exceptId).executeTakeFirst();
  return row !== undefined;
}

/** Rename a user (throws when the name was taken meanwhile). */
export async function setUsername(db: Kysely<DB>, id: number, username: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ username, updated_at: now.toISOString() }).where('id', '=', id).execute();
}

/** Change a user's e-mail address (throws when it was taken meanwhile). */
export async function setEmail(db: Kysely<DB>, id: number, email: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ email, updated_at: now.toISOString() }).where('id', '=', id).execute();
}

/** Mark a user's e-mail address verified. */
export async function markEmailVerified(db: Kysely<DB>, id: number, now: Date): Promise<void> {
  await db.updateTable('users').set({ email_verified_at: now.toISOString(), updated_at: now.toISOString() }).where('id', '=', id).execute();
}

/** Mark a user's phone verified unless it already is (and, with `phone`, only while it is still that number). */
export async function markPhoneVerified(db: Kysely<DB>, id: number, now: Date, phone?: string): Promise<void> {
  let q = db
    .updateTable('users')
    .set({ phone_verified_at: now.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('phone_verified_at', 'is', null);
  if (phone !== undefined) q = q.where('phone', '=', phone);
  await q.execute();
}

/** Send a user's codes by SMS from now on (they gave up waiting for WhatsApp). */
export async function usePhoneChannelSms(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('users').set({ phone_channel: 'sms' }).where('id', '=', id).execute();
}

/**
 * Store a new password hash and raise the token version (every existing session ends). `verify`
 * also marks the contact verified that received the reset message.
 */
export async function setPassword(
  db: Kysely<DB>,
  id: number,
  passwordHash: string,
  now: Date,
  verify: { email?: boolean; phone?: boolean } = {},
): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      updated_at: at,
      ...(verify.email ? { email_verified_at: at } : {}),
      ...(verify.phone ? { phone_verified_at: at } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

/** Whether the database has no users yet (a fresh database gets demo data). */
export async function hasNoUsers(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * The login slow-down's state (`login_failures`, `login_failure_addresses`), shared by every
 * server process on the database: failed logins per account in a fixed window, and when each
 * address last failed on the account. Counting a failure is one upsert per table, so failures
 * from several nodes at once all count.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../types.ts';

/** What the slow-down knows of an address trying an account. */
export interface FailureState {
  /** Failures of the account in its live window (0 when none or the window ended). */
  failures: number;
  /** When the address last failed on the account, epoch ms (null: never, or forgotten). */
  lastFailureAt: number | null;
}

/** The account's failures and the address's last failure on it, at `now` (epoch ms). */
export async function failureState(db: Kysely<DB>, account: string, address: string, now: number): Promise<FailureState> {
  const row = await db
    .selectFrom('login_failure_addresses as a')
    .leftJoin('login_failures as f', (j) => j.onRef('f.account', '=', 'a.account').on('f.reset_at', '>', now))
    .select(['a.last_failure_at', 'f.failures'])
    .where('a.account', '=', account)
    .where('a.address', '=', address)
    .executeTakeFirst();
  // PostgreSQL's driver reads a bigint as a string.
  return { failures: Number(row?.failures ?? 0), lastFailureAt: row ? Number(row.last_failure_at) : null };
}

/** Count a failed login on `account` from `address` at `now`; a new window lasts `windowMs`. */
export async function recordFailure(db: Kysely<DB>, account: string, address: string, now: number, windowMs: number): Promise<void> {
  await db
    .insertInto('login_failures')
    .values({ account, failures: 1, reset_at: now + windowMs })
    .onConflict((oc) =>
      oc.column('account').doUpdateSet((eb) => {
        const ended = eb('login_failures.reset_at', '<=', now);
        return {
          failures: eb
            .case()
            .when(ended)
            .then(eb.lit(1))
            .else(eb('login_failures.failures', '+', eb.lit(1)))
            .end(),
          reset_at: eb.case().when(ended).then(eb.ref('excluded.reset_at')).else(eb.ref('login_failures.reset_at')).end(),
        };
      }),
    )
    .execute();
  await db
    .insertInto('login_failure_addresses')
    .values({ account, address, last_failure_at: now })
    .onConflict((oc) => oc.columns(['account', 'address']).doUpdateSet((eb) => ({ last_failure_at: eb.ref('excluded.last_failure_at') })))
    .execute();
}

/** Forget the last failure of `address` on `account`. */
export async function forgetAddressFailure(db: Kysely<DB>, account: string, address: string): Promise<void> {
  await db.deleteFrom('login_failure_addresses').where('account', '=', account).where('address', '=', address).execute();
}

/**
 * Delete at most `max` rows of each table that no longer matter at `now` (epoch ms): accounts whose
 * window ended, and address failures older than `staleBefore` (epoch ms). The number deleted.
 */
export async function deleteEndedFailures(db: Kysely<DB>, now: number, staleBefore: number, max: number): Promise<number> {
  const accounts = await db
    .deleteFrom('login_failures')
    .where('account', 'in', (eb) => eb.selectFrom('login_failures').select('account').where('reset_at', '<=', now).limit(max))
    .executeTakeFirst();
  const addresses = await db
    .deleteFrom('login_failure_addresses')
    .where((eb) =>
      eb(
        eb.refTuple('account', 'address'),
        'in',
        eb
          .selectFrom('login_failure_addresses')
          .select(['account', 'address'])
          .where('last_failure_at', '<', staleBefore)
          .limit(max)
          .$asTuple('account', 'address'),
      ),
    )
    .executeTakeFirst();
  return Number(accounts.numDeletedRows) + Number(addresses.numDeletedRows);
}

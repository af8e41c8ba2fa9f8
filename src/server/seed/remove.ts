/**
 * Remove the demo accounts from a database (`npm run demo:remove`): every seeded person and admin
 * (`users.is_demo`), with everything that belongs to them (profiles, photos, galleries, messages,
 * the foreign keys cascade; orders stay for the books, without their buyer), the impersonation log
 * lines naming them and the purchases of their galleries. The ledger is
 * append-only: what a demo account still held is moved back to the credits issuer by one journal
 * per account, so an account id used again starts at zero. Real accounts and their data stay.
 */
import type { Kysely } from 'kysely';
import { accounts as ledgerAccounts, balanceOf, lockWallet, postJournal } from '../billing/ledger.ts';
import type { DB } from '../db/types.ts';

export interface RemovedDemo {
  /** Demo accounts deleted. */
  accounts: number;
  /** Ledger accounts of theirs that were brought to zero. */
  balancesCleared: number;
}

/** Delete every demo account; nothing happens when there is none. */
export async function removeDemoAccounts(db: Kysely<DB>, at: Date): Promise<RemovedDemo> {
  return db.transaction().execute(async (trx) => {
    const ids = (await trx.selectFrom('users').select('id').where('is_demo', '=', 1).execute()).map((r) => r.id);
    if (ids.length === 0) return { accounts: 0, balancesCleared: 0 };
    const demo = new Set(ids);
    const balances = await trx
      .selectFrom('ledger_entries')
      .select(['account', 'unit', (eb) => eb.fn.sum<number | string>('amount').as('balance')])
      .where('account', 'like', 'user:%')
      .groupBy(['account', 'unit'])
      .execute();
    let balancesCleared = 0;
    for (const { account, unit, balance } of balances) {
      const owner = Number(/^user:(\d+):/.exec(account)?.[1]);
      if (!demo.has(owner) || Number(balance) === 0) continue;
      // A spend from the wallet meanwhile would leave it off zero: read it again under its lock.
      await lockWallet(trx, account, unit);
      const amount = await balanceOf(trx, account, unit);
      if (amount === 0) continue;
      await postJournal(trx, at, {
        kind: 'adjustment',
        reference: `demo-removed:${account}:${unit}:${at.toISOString()}`,
        memo: 'demo account removed',
        postings: [
          { account, unit, amount: -amount },
          { account: ledgerAccounts.creditsIssued, unit, amount },
        ],
      });
      balancesCleared++;
    }
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      await trx
        .deleteFrom('impersonation_log')
        .where((eb) => eb.or([eb('admin_id', 'in', chunk), eb('user_id', 'in', chunk)]))
        .execute();
      // Purchases of their galleries keep those galleries (a restricting key); the ledger keeps the sale.
      await trx
        .deleteFrom('gallery_purchases')
        .where('gallery_id', 'in', (eb) => eb.selectFrom('galleries').select('id').where('owner_id', 'in', chunk))
        .execute();
      // A listing's daily statistics (keyed by its user id) have no foreign key to cascade.
      await trx.deleteFrom('profile_daily_stats').where('profile_id', 'in', chunk).execute();
    }
    await trx.deleteFrom('users').where('is_demo', '=', 1).execute();
    return { accounts: ids.length, balancesCleared };
  });
}

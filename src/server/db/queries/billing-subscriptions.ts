/** VIP subscriptions (`subscriptions`): one per user, renewed in place each period. */
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { DB, SubscriptionsTable } from '../types.ts';

export type SubscriptionRow = Selectable<SubscriptionsTable>;

/** A user's subscription, if any. */
export function subscriptionOfUser(db: Kysely<DB>, userId: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A subscription by id. */
export function subscriptionById(db: Kysely<DB>, id: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Start a subscription or renew it in place (active again, the new period end); returns its id. */
export async function upsertSubscription(
  db: Kysely<DB>,
  row: {
    userId: number;
    productId: string;
    region: SubscriptionRow['region'];
    periodEnd: string;
    provider: string;
    token: string | null;
    transactionId: number;
    at: Date;
  },
): Promise<number> {
  const at = row.at.toISOString();
  const saved = await db
    .insertInto('subscriptions')
    .values({
      user_id: row.userId,
      product_id: row.productId,
      status: 'active',
      region: row.region,
      current_period_end: row.periodEnd,
      cancelled_at: null,
      provider: row.provider,
      payment_token: row.token,
      last_transaction_id: row.transactionId,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        product_id: eb.ref('excluded.product_id'),
        status: 'active',
        region: eb.ref('excluded.region'),
        current_period_end: eb.ref('excluded.current_period_end'),
        cancelled_at: null,
        provider: eb.ref('excluded.provider'),
        // A renewal paid without a new token keeps the stored one.
        payment_token: eb.fn.coalesce('excluded.payment_token', 'subscriptions.payment_token'),
        renewal_attempts: 0,
        last_transaction_id: eb.ref('excluded.last_transaction_id'),
        updated_at: at,
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return saved.id;
}

/** Change a subscription. */
export async function updateSubscription(db: Kysely<DB>, id: number, patch: Updateable<SubscriptionsTable>): Promise<void> {
  await db.updateTable('subscriptions').set(patch).where('id', '=', id).execute();
}

/**
 * The payments runtime of one app: the provider (PAYMENT_PROVIDER, only `demo` ships), the job
 * queue its durable work goes through, the notifier of receipts, and how a notification reaches
 * the webhook route (the app's own request handler: the same verification as from outside).
 */
import type { Kysely } from 'kysely';
import type { Region, RegionCode } from '../../../regions/schema.ts';
import type { Logger } from '../context.ts';
import type { DB } from '../db/types.ts';
import { createJobQueue, type JobQueue } from '../jobs/queue.ts';
import type { Notifier } from '../notify/notifier.ts';
import type { Clock } from '../time.ts';
import { DEMO_PROVIDER, demoProvider, webhookSecret, type DemoProvider } from './providers/demo.ts';

/** What the payment services read. */
export interface PaymentDeps {
  db: Kysely<DB>;
  clock: Clock;
  regions: Record<RegionCode, Region>;
  log: Logger;
  /** Production mode: the demo provider takes no payment (src/server/demo-mode.ts). */
  production?: boolean;
}

/** Sends a request to this app (path and init as for `fetch`). */
export type SelfRequest = (path: string, init: RequestInit) => Promise<Response>;

/** The payments runtime. */
export interface Payments extends PaymentDeps {
  provider: DemoProvider;
  queue: JobQueue;
  /** Sends receipts and confirmations (absent: they stay queued). */
  notifier?: Notifier;
  /** Reaches the webhook route; absent until the app exists. */
  selfRequest?: SelfRequest;
}

const providers = new WeakMap<Kysely<DB>, DemoProvider>();

/** The provider of a database (one per database: its secret is kept there). */
export function paymentProvider(deps: Pick<PaymentDeps, 'db'>, name = process.env.PAYMENT_PROVIDER || DEMO_PROVIDER) {
  if (name !== DEMO_PROVIDER) throw new Error(`PAYMENT_PROVIDER "${name}" is not available (only "${DEMO_PROVIDER}" ships)`);
  let provider = providers.get(deps.db);
  if (!provider) {
    provider = demoProvider(() => webhookSecret(deps.db));
    providers.set(deps.db, provider);
  }
  return provider;
}

/** Build the runtime. */
export function createPayments(deps: PaymentDeps, o: { notifier?: Notifier; selfRequest?: SelfRequest } = {}): Payments {
  return {
    db: deps.db,
    clock: deps.clock,
    regions: deps.regions,
    log: deps.log,
    production: deps.production,
    provider: paymentProvider(deps),
    queue: createJobQueue(deps.db, deps.clock),
    notifier: o.notifier,
    selfRequest: o.selfRequest,
  };
}

const byApp = new WeakMap<object, Payments>();

/** Remember the runtime of an app (main.ts registers its jobs on the process's runner). */
export function attachPayments(app: object, payments: Payments): void {
  byApp.set(app, payments);
}

/** The runtime of an app built by createApp. */
export function paymentsOf(app: object): Payments {
  const p = byApp.get(app);
  if (!p) throw new Error('this app has no payments runtime');
  return p;
}

/**
 * The payment jobs on a runner: notification delivery, the inbox retry, expiry, VIP renewal and
 * the e-mails. The process's runner (main.ts) runs them all in the background; `mailRunner`
 * sends the e-mails a request just queued, right after it committed.
 */
import type { JobRunner } from '../jobs/runner.ts';
import { JobRunner as Runner } from '../jobs/runner.ts';
import { postNotification } from './deliver.ts';
import { processInbox } from './inbox.ts';
import { PAYMENT_JOBS } from './job-kinds.ts';
import { sendCancellation, sendReceipt } from './mail.ts';
import type { Payments } from './payments.ts';
import { expireOrders, renewSubscription } from './renewal.ts';

/** How often unprocessed inbox rows are retried. */
const INBOX_EVERY_SECONDS = 60;
/** How often unpaid orders are checked for expiry. */
const EXPIRE_EVERY_SECONDS = 300;

const num = (payload: unknown, key: string): number => {
  const v = (payload as Record<string, unknown> | null)?.[key];
  if (typeof v !== 'number') throw new Error(`job payload lacks ${key}`);
  return v;
};
const str = (payload: unknown, key: string): string => {
  const v = (payload as Record<string, unknown> | null)?.[key];
  if (typeof v !== 'string') throw new Error(`job payload lacks ${key}`);
  return v;
};

/** Register the mail jobs (receipts, cancellation confirmations). */
function registerMail(runner: JobRunner, p: Payments): JobRunner {
  return runner
    .register(PAYMENT_JOBS.receipt, (payload) => sendReceipt(p, num(payload, 'transactionId')))
    .register(PAYMENT_JOBS.cancelled, (payload) => sendCancellation(p, num(payload, 'subscriptionId')));
}

/** Register every payment job on the process's runner and schedule the repeating ones. */
export async function registerPaymentJobs(runner: JobRunner, p: Payments): Promise<void> {
  registerMail(runner, p)
    .register(PAYMENT_JOBS.deliver, async (payload) => {
      if (!(await postNotification(p, str(payload, 'body')))) throw new Error('the webhook route did not accept the notification');
    })
    .register(PAYMENT_JOBS.renew, async (payload) => {
      await renewSubscription(p, num(payload, 'subscriptionId'), str(payload, 'periodEnd'));
    })
    .register(PAYMENT_JOBS.inbox, async () => void (await processInbox(p)), { every: INBOX_EVERY_SECONDS })
    .register(PAYMENT_JOBS.expire, async () => void (await expireOrders(p)), { every: EXPIRE_EVERY_SECONDS });
  await runner.schedule(PAYMENT_JOBS.inbox);
  await runner.schedule(PAYMENT_JOBS.expire);
}

/** A runner of the mail jobs only, to send what a request queued as soon as it committed. */
export function mailRunner(p: Payments): JobRunner {
  return registerMail(new Runner({ queue: p.queue, clock: p.clock, log: p.log, workerId: 'payments-mail' }), p);
}

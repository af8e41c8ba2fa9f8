/**
 * How the demo provider's notifications reach the webhook route: each is queued as a durable job
 * first (retried with backoff until the route accepts it) and also posted at once, so the page
 * the buyer returns to already shows the result. Each attempt is signed when it is sent, as a
 * provider does, so a retry is never refused as a replay.
 */
import { finishPendingJob } from '../db/queries/billing-inbox.ts';
import { PAYMENT_JOBS } from './job-kinds.ts';
import { demoOf, type Payments } from './payments.ts';
import { DEMO_SIGNATURE_HEADER, demoNotification } from './providers/demo.ts';
import { signPayload } from './providers/signature.ts';
import type { ProviderEvent } from './providers/types.ts';

/** The webhook route of a provider. */
export const webhookPath = (provider: string) => `/api/v2/payments/webhooks/${provider}`;

/** The queued retry waits this long, so the immediate attempt normally finishes it first. */
const FIRST_RETRY_SECONDS = 60;

/** Post a signed notification body to the webhook route; whether it was accepted. */
export async function postNotification(p: Payments, body: string): Promise<boolean> {
  const demo = demoOf(p);
  // Only the demo sends its notifications through here; another provider posts its own.
  if (!p.selfRequest || !demo) return false;
  try {
    const res = await p.selfRequest(webhookPath(demo.name), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: signPayload(await demo.secret(), body, p.clock.now()) },
      body,
    });
    await res.arrayBuffer();
    return res.status === 200;
  } catch (err) {
    p.log.error('payment notification delivery failed', { error: String(err) });
    return false;
  }
}

/** Send a notification about an order: queued durably, then posted at once. Returns whether it arrived now. */
export async function sendNotification(p: Payments, event: Omit<ProviderEvent, 'id'>): Promise<boolean> {
  const now = p.clock.now();
  const n = demoNotification(event, now);
  const dedupeKey = `deliver:${n.id}`;
  await p.queue.enqueue(
    PAYMENT_JOBS.deliver,
    { body: n.body },
    { dedupeKey, runAt: new Date(now.getTime() + FIRST_RETRY_SECONDS * 1000), maxAttempts: 12 },
  );
  const arrived = await postNotification(p, n.body);
  if (arrived) await finishPendingJob(p.db, dedupeKey, p.clock.now());
  return arrived;
}

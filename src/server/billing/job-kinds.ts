/** The kinds of durable job payments use (src/server/jobs/). */
export const PAYMENT_JOBS = {
  /** Post a provider notification to the webhook route (retried until it is accepted). */
  deliver: 'payments.deliver',
  /** Process inbox rows a crash or an error left unprocessed (repeating). */
  inbox: 'payments.inbox',
  /** Fail orders left unpaid too long, forget old idempotency keys (repeating). */
  expire: 'payments.expire',
  /** Charge a VIP subscription's stored token at the end of its period. */
  renew: 'payments.renew',
  /** E-mail the receipt of a paid transaction. */
  receipt: 'payments.receipt',
  /** E-mail the confirmation of a cancelled subscription. */
  cancelled: 'payments.subscription-cancelled',
} as const;

/** Mails sent right after the change that queued them (and retried by the runner). */
export const PAYMENT_MAIL_JOBS: readonly string[] = [PAYMENT_JOBS.receipt, PAYMENT_JOBS.cancelled];

/**
 * Retention: a daily job dropping rows nobody can use any more (expired deny-list entries,
 * captcha solutions, verification requests expired for a week, jobs finished a month ago,
 * security events older than SECURITY_EVENT_DAYS, e-mails sent over SMTP a month ago and the
 * refused or failed ones after SECURITY_EVENT_DAYS).
 */
import type { Kysely } from 'kysely';
import { deleteCaptchasExpiredBefore } from '../db/queries/captcha.ts';
import { deleteJobsFinishedBefore } from '../db/queries/jobs.ts';
import { deleteMailDeliveriesBefore } from '../db/queries/mail.ts';
import { deleteSecretsExpiredBefore } from '../db/queries/secrets.ts';
import { deleteSecurityEventsBefore } from '../db/queries/security-events.ts';
import { deleteRevokedBefore } from '../db/queries/sessions.ts';
import type { DB } from '../db/types.ts';
import type { Logger } from '../context.ts';
import type { Clock } from '../time.ts';
import type { JobHandler } from './runner.ts';

/** The job kind. */
export const PRUNE_EXPIRED = 'prune-expired';
/** It runs once a day. */
export const PRUNE_EVERY_SECONDS = 86_400;

const DAY = 86_400_000;

/** How long security events are kept. */
export const SECURITY_EVENT_DAYS = 180;

/** The handler of the pruning job. */
export function pruneExpired(db: Kysely<DB>, clock: Clock, log: Logger): JobHandler {
  return async () => {
    const now = clock.now();
    const removed = {
      revokedSessions: await deleteRevokedBefore(db, now),
      // Solved challenges expire on the system clock (the captcha library checks them against it).
      captchas: await deleteCaptchasExpiredBefore(db, new Date()),
      secrets: await deleteSecretsExpiredBefore(db, new Date(now.getTime() - 7 * DAY)),
      jobs: await deleteJobsFinishedBefore(db, new Date(now.getTime() - 30 * DAY)),
      securityEvents: await deleteSecurityEventsBefore(db, new Date(now.getTime() - SECURITY_EVENT_DAYS * DAY)),
      mailDeliveries: await deleteMailDeliveriesBefore(
        db,
        new Date(now.getTime() - 30 * DAY),
        new Date(now.getTime() - SECURITY_EVENT_DAYS * DAY),
      ),
    };
    log.info('pruned expired rows', removed);
  };
}

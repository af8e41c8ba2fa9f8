/**
 * What the emergency-meeting services are built from: the database, clock, regions, the message
 * provider, the site origin of links, the grace period, and test hooks around each send.
 */
import type { Kysely } from 'kysely';
import type { Region, RegionCode } from '../../../regions/schema.ts';
import { ALARME_LIMITS } from '../../lib/api/alarme-codes.ts';
import type { RateLimiter } from '../auth/rate-limit.ts';
import type { Logger } from '../context.ts';
import type { DB } from '../db/types.ts';
import type { MessageProvider } from '../notify/message.ts';
import type { Clock } from '../time.ts';

/** Hooks a test uses to crash a run between its steps. */
export interface SendHooks {
  /** Before the message of a delivery goes to the provider. */
  beforeSend?(deliveryId: number): void;
  /** After the provider took it, before it is marked sent. */
  afterSend?(deliveryId: number): void;
}

/** The dependencies of the alarme services. */
export interface AlarmeDeps {
  db: Kysely<DB>;
  clock: Clock;
  log: Logger;
  regions: Record<RegionCode, Region>;
  messages: MessageProvider;
  /** Origin of the links in messages (PUBLIC_SITE_URL, else this server's address). */
  siteUrl: string;
  /** Minutes after a missed check-in before contacts are alerted. */
  graceMinutes: number;
  limiter: RateLimiter;
  hooks?: SendHooks;
}

/** ALARME_GRACE_MINUTES from the environment (minutes, fractions allowed for tests and demos; default 5). */
export function graceMinutesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.ALARME_GRACE_MINUTES;
  if (raw === undefined || raw === '') return ALARME_LIMITS.graceMinutes;
  const minutes = Number(raw);
  if (!Number.isFinite(minutes) || minutes < 0 || minutes > 120)
    throw new Error(`ALARME_GRACE_MINUTES must be a number of minutes from 0 to 120, got "${raw}"`);
  return minutes;
}

/** Seconds between two runs of the timers (ALARME_POLL_SECONDS, default 10). */
export function pollSecondsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.ALARME_POLL_SECONDS;
  if (raw === undefined || raw === '') return 10;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 300)
    throw new Error(`ALARME_POLL_SECONDS must be 1 to 300 seconds, got "${raw}"`);
  return seconds;
}

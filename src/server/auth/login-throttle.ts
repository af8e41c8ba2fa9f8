/**
 * The per-account slow-down of password guessing. Every failed login counts against the account
 * (from any address); an address that failed on the account must then wait before its next try,
 * doubling with the account's failures up to a cap. It only delays, and only addresses that failed
 * themselves: strangers failing from many addresses never stop the owner signing in from theirs.
 *
 * The counts live in the database (`login_failures`, `login_failure_addresses`), so the wait holds
 * on every API node. Each recorded failure also deletes a few rows that no longer matter (ended
 * account windows, address failures older than the longest wait), so a flood of failures from
 * invented accounts cannot pile up rows.
 */
import { storedKey } from './rate-limit.ts';
import type { Kysely } from 'kysely';
import { deleteEndedFailures, failureState, forgetAddressFailure, recordFailure } from '../db/queries/login-failures.ts';
import type { DB } from '../db/types.ts';
import type { Clock } from '../time.ts';

export interface ThrottleSettings {
  /** Failures of an account before any wait. */
  freeFailures: number;
  /** Longest wait, seconds. */
  capSeconds: number;
  /** How long an account's failures are remembered, seconds. */
  windowSeconds: number;
}

/** Three free failures, then 1, 2, 4 and at most 8 seconds between tries, for 15 minutes. */
export const LOGIN_THROTTLE: ThrottleSettings = { freeFailures: 3, capSeconds: 8, windowSeconds: 15 * 60 };

/** Rows of each table that a recorded failure deletes at most. */
const SWEEP_STEP = 4;

export class LoginThrottle {
  readonly #db: Kysely<DB>;
  readonly #clock: Clock;
  readonly #s: ThrottleSettings;

  constructor(db: Kysely<DB>, clock: Clock, settings: ThrottleSettings = LOGIN_THROTTLE) {
    this.#db = db;
    this.#clock = clock;
    this.#s = settings;
  }

  /** The wait for one failure count, seconds. */
  delayFor(failures: number): number {
    const over = failures - this.#s.freeFailures;
    return over <= 0 ? 0 : Math.min(this.#s.capSeconds, 2 ** (over - 1));
  }

  /** Seconds `address` must still wait before trying `account` again (0: it may try now). */
  async wait(account: string, address: string): Promise<number> {
    const now = this.#clock.now().getTime();
    const { failures, lastFailureAt } = await failureState(this.#db, storedKey(account), storedKey(address), now);
    if (lastFailureAt === null) return 0;
    const remaining = lastFailureAt + this.delayFor(failures) * 1000 - now;
    return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
  }

  /** Record a failed login on `account` from `address`. */
  async failed(account: string, address: string): Promise<void> {
    const now = this.#clock.now().getTime();
    await deleteEndedFailures(this.#db, now, now - this.#s.capSeconds * 1000, SWEEP_STEP);
    await recordFailure(this.#db, storedKey(account), storedKey(address), now, this.#s.windowSeconds * 1000);
  }

  /** A successful login: its address owes no wait on the account any more. */
  async succeeded(account: string, address: string): Promise<void> {
    await forgetAddressFailure(this.#db, storedKey(account), storedKey(address));
  }
}

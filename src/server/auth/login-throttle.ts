/**
 * The per-account defences against password guessing. Every failed login counts against the
 * account (from any address):
 *
 * - an address that failed on the account must then wait before its next try, doubling with the
 *   account's failures up to a cap. It only delays, and only addresses that failed themselves:
 *   strangers failing from many addresses never stop the owner signing in from theirs.
 * - after a few failures from any addresses (a guess spread over many addresses, credential
 *   stuffing), every login to the account needs a solved proof-of-work captcha until a day has
 *   passed since the first of them or someone signs in. That never locks the owner out either: the
 *   right password with a solved captcha signs in.
 *
 * The counts live in the database (`login_failures`, `login_failure_addresses`, and the account's
 * captcha count in `rate_limit_windows`), so they hold on every API node. Each recorded failure
 * also deletes a few rows that no longer matter (ended account windows, address failures older
 * than the longest wait), so a flood of failures from invented accounts cannot pile up rows.
 * Addresses count by network (an IPv6 client per /64, see `addressKey`).
 */
import { addressKey, storedKey } from './rate-limit.ts';
import type { Kysely } from 'kysely';
import { deleteEndedFailures, failureState, forgetAddressFailure, recordFailure } from '../db/queries/login-failures.ts';
import { countHit, forgetWindow, liveCount } from '../db/queries/rate-limits.ts';
import type { DB } from '../db/types.ts';
import type { Clock } from '../time.ts';

export interface ThrottleSettings {
  /** Failures of an account before any wait. */
  freeFailures: number;
  /** Longest wait, seconds. */
  capSeconds: number;
  /** How long an account's failures are remembered, seconds. */
  windowSeconds: number;
  /** Failures of an account, from any addresses, after which its logins need a solved captcha. */
  captchaAfter: number;
  /** How long those failures count, seconds from the first. */
  captchaWindowSeconds: number;
}

/**
 * Three free failures, then 1, 2, 4 and at most 8 seconds between tries, for 15 minutes; after
 * five failures in a day, a captcha with every login.
 */
export const LOGIN_THROTTLE: ThrottleSettings = {
  freeFailures: 3,
  capSeconds: 8,
  windowSeconds: 15 * 60,
  captchaAfter: 5,
  captchaWindowSeconds: 24 * 3600,
};

/** The counter (`rate_limit_windows.name`) of an account's failures towards the captcha. */
export const CAPTCHA_COUNTER = 'login-captcha';

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
    const { failures, lastFailureAt } = await failureState(this.#db, storedKey(account), storedKey(addressKey(address)), now);
    if (lastFailureAt === null) return 0;
    const remaining = lastFailureAt + this.delayFor(failures) * 1000 - now;
    return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
  }

  /** Whether a login to `account` needs a solved captcha (it failed too often lately, from any addresses). */
  async captchaRequired(account: string): Promise<boolean> {
    const failures = await liveCount(this.#db, CAPTCHA_COUNTER, storedKey(account), this.#clock.now().getTime());
    return failures >= this.#s.captchaAfter;
  }

  /**
   * Record a failed login on `account` from `address`. True when this failure made the account's
   * logins need a captcha (the one that reached the threshold).
   */
  async failed(account: string, address: string): Promise<boolean> {
    const now = this.#clock.now().getTime();
    const key = storedKey(account);
    await deleteEndedFailures(this.#db, now, now - this.#s.capSeconds * 1000, SWEEP_STEP);
    await recordFailure(this.#db, key, storedKey(addressKey(address)), now, this.#s.windowSeconds * 1000);
    const { count } = await countHit(this.#db, CAPTCHA_COUNTER, key, now, this.#s.captchaWindowSeconds * 1000);
    return count === this.#s.captchaAfter;
  }

  /** A successful login: its address owes no wait on the account, and the account needs no captcha any more. */
  async succeeded(account: string, address: string): Promise<void> {
    await forgetAddressFailure(this.#db, storedKey(account), storedKey(addressKey(address)));
    await forgetWindow(this.#db, CAPTCHA_COUNTER, storedKey(account));
  }
}

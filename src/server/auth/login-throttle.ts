/**
 * The per-account slow-down of password guessing. Every failed login counts against the account
 * (from any address); an address that failed on the account must then wait before its next try,
 * doubling with the account's failures up to a cap. It only delays, and only addresses that failed
 * themselves: strangers failing from many addresses never stop the owner signing in from theirs.
 */
import type { Clock } from '../time.ts';

export interface ThrottleSettings {
  /** Failures of an account before any wait. */
  freeFailures: number;
  /** Longest wait, seconds. */
  capSeconds: number;
  /** How long an account's failures are remembered, seconds. */
  windowSeconds: number;
  /** Entries kept at most per table (the oldest go first; bounded memory under a flood of keys). */
  maxEntries: number;
}

/** Three free failures, then 1, 2, 4 and at most 8 seconds between tries, for 15 minutes. */
export const LOGIN_THROTTLE: ThrottleSettings = { freeFailures: 3, capSeconds: 8, windowSeconds: 15 * 60, maxEntries: 50_000 };

/** A map that forgets its oldest entry past `max` (Map keeps insertion order; updates re-insert). */
function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}

export class LoginThrottle {
  readonly #clock: Clock;
  readonly #s: ThrottleSettings;
  /** Failures per account in its current window. */
  readonly #accounts = new Map<string, { failures: number; resetAt: number }>();
  /** When an address last failed on an account (key: account NUL address), milliseconds. */
  readonly #lastFailure = new Map<string, number>();

  constructor(clock: Clock, settings: ThrottleSettings = LOGIN_THROTTLE) {
    this.#clock = clock;
    this.#s = settings;
  }

  /** The wait for one failure count, seconds. */
  delayFor(failures: number): number {
    const over = failures - this.#s.freeFailures;
    return over <= 0 ? 0 : Math.min(this.#s.capSeconds, 2 ** (over - 1));
  }

  /** Seconds `address` must still wait before trying `account` again (0: it may try now). */
  wait(account: string, address: string): number {
    const last = this.#lastFailure.get(`${account}\u0000${address}`);
    if (last === undefined) return 0;
    const now = this.#clock.now().getTime();
    const remaining = last + this.delayFor(this.#failures(account, now)) * 1000 - now;
    return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
  }

  /** Record a failed login on `account` from `address`. */
  failed(account: string, address: string): void {
    const now = this.#clock.now().getTime();
    const failures = this.#failures(account, now);
    const resetAt = failures === 0 ? now + this.#s.windowSeconds * 1000 : this.#accounts.get(account)!.resetAt;
    remember(this.#accounts, account, { failures: failures + 1, resetAt }, this.#s.maxEntries);
    remember(this.#lastFailure, `${account}\u0000${address}`, now, this.#s.maxEntries);
  }

  /** A successful login: its address owes no wait on the account any more. */
  succeeded(account: string, address: string): void {
    this.#lastFailure.delete(`${account}\u0000${address}`);
  }

  #failures(account: string, now: number): number {
    const entry = this.#accounts.get(account);
    return entry && entry.resetAt > now ? entry.failures : 0;
  }
}

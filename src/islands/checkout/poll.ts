/**
 * Waiting for a payment's outcome: the checkout polls `GET /transactions/{id}` every few seconds
 * while the transaction is open. The state machine decides, answer by answer, whether to keep
 * polling, show the result (paid or failed) or stop and offer "check again" (too many answers
 * still open, or too many failed calls in a row).
 */
import type { Transaction } from '../../lib/api/billing.ts';
import type { TransactionStatus } from '../../lib/api/billing-codes.ts';

/** Where the wait stands. */
export type PollPhase = 'waiting' | 'paid' | 'failed' | 'stalled';

/** The poll's state: its phase, answers and failed calls so far, the latest transaction. */
export interface PollState {
  phase: PollPhase;
  attempts: number;
  errors: number;
  transaction?: Transaction;
}

/** What happened: an answer, a failed call, or the buyer asks to check again. */
export type PollEvent = { type: 'answer'; transaction: Transaction } | { type: 'error' } | { type: 'restart' };

/** When to stop waiting. */
export interface PollLimits {
  /** Answers that may still be open before the poll stops. */
  maxAttempts: number;
  /** Failed calls in a row before the poll stops. */
  maxErrors: number;
}

/** The first state. */
export const POLL_START: PollState = { phase: 'waiting', attempts: 0, errors: 0 };

/** What a status means to the buyer: still open, paid, or not paid (failed, or refunded later). */
export function outcomeOf(status: TransactionStatus): 'waiting' | 'paid' | 'failed' {
  if (status === 'paid') return 'paid';
  if (status === 'failed' || status === 'refunded') return 'failed';
  return 'waiting';
}

/** The next state; a paid or failed transaction is final. */
export function pollStep(state: PollState, event: PollEvent, limits: PollLimits): PollState {
  if (state.phase === 'paid' || state.phase === 'failed') return state;
  if (event.type === 'restart') return { ...state, phase: 'waiting', attempts: 0, errors: 0 };
  if (state.phase === 'stalled') return state;
  if (event.type === 'error') {
    const errors = state.errors + 1;
    return { ...state, errors, phase: errors >= limits.maxErrors ? 'stalled' : 'waiting' };
  }
  const attempts = state.attempts + 1;
  const outcome = outcomeOf(event.transaction.status);
  const phase = outcome === 'waiting' && attempts >= limits.maxAttempts ? 'stalled' : outcome;
  return { phase, attempts, errors: 0, transaction: event.transaction };
}

/**
 * Poll one transaction every few seconds while its outcome is open (the state machine of poll.ts
 * decides when to stop); `restart` checks again after a stall.
 */
import { useCallback, useEffect, useReducer } from 'react';
import type { Transaction } from '../../lib/api/billing.ts';
import { getTransaction } from '../../lib/api/client/billing.ts';
import { POLL_START, pollStep, type PollEvent, type PollLimits, type PollState } from './poll.ts';

/** Seconds between two polls. */
export const POLL_INTERVAL_MS = 3000;
/** About ten minutes of open answers, then "check again"; three failed calls in a row stop it too. */
const LIMITS: PollLimits = { maxAttempts: 200, maxErrors: 3 };

const reducer = (state: PollState, event: PollEvent) => pollStep(state, event, LIMITS);

/** The poll of transaction `id`, seeded with a copy the page already has. */
export function usePoll(id: number, initial?: Transaction): PollState & { restart: () => void } {
  const [state, dispatch] = useReducer(reducer, initial, (seed) =>
    seed ? reducer(POLL_START, { type: 'answer', transaction: seed }) : POLL_START,
  );
  const waiting = state.phase === 'waiting';
  // A new round after each answer; the first call goes out at once unless the page brought a copy.
  const round = state.attempts + state.errors;
  useEffect(() => {
    if (!waiting) return;
    const controller = new AbortController();
    const delay = round === 0 ? 0 : POLL_INTERVAL_MS;
    const timer = window.setTimeout(() => {
      void getTransaction(id, { signal: controller.signal }).then((res) => {
        if (res.data) dispatch({ type: 'answer', transaction: res.data.results });
        else if (res.message !== 'aborted') dispatch({ type: 'error' });
      });
    }, delay);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [id, waiting, round]);
  const restart = useCallback(() => dispatch({ type: 'restart' }), []);
  return { ...state, restart };
}

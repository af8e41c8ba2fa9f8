/**
 * The proof-of-work captcha in the browser: fetch a challenge, search for its counter with Web
 * Crypto (a fraction of a second for a person, costly at bot scale), hand the solution to the
 * form. Each solution is accepted once, so a form renews it after every submission.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { Challenge } from 'altcha-lib/types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCaptcha } from '../../lib/api/client/auth.ts';

export type CaptchaStatus = 'solving' | 'done' | 'error';

/** Solve one challenge; null when it could not be fetched or solved. */
export async function solveCaptcha(signal?: AbortSignal): Promise<unknown> {
  const res = await getCaptcha();
  if (!res.data || signal?.aborted) return null;
  const challenge = res.data.results as unknown as Challenge;
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 });
  return solution ? { challenge, solution } : null;
}

/**
 * A captcha that starts solving when the form mounts (or, with `enabled` false at first, once it
 * turns true: the login form solves one only when the server asks); `take()` waits for the solution.
 */
export function useCaptcha(enabled = true) {
  const [status, setStatus] = useState<CaptchaStatus>('solving');
  const current = useRef<Promise<unknown>>(Promise.resolve(null));
  const abort = useRef<AbortController | undefined>(undefined);

  const start = useCallback(() => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStatus('solving');
    current.current = solveCaptcha(controller.signal).then(
      (payload) => {
        if (!controller.signal.aborted) setStatus(payload ? 'done' : 'error');
        return payload;
      },
      () => {
        if (!controller.signal.aborted) setStatus('error');
        return null;
      },
    );
  }, []);

  useEffect(() => {
    if (!enabled) return;
    start();
    return () => abort.current?.abort();
  }, [start, enabled]);

  /** The solution for one submission (a fresh one is prepared for the next). */
  const take = useCallback(async () => {
    const payload = await current.current;
    start();
    return payload;
  }, [start]);

  return { status, take, retry: start };
}

/**
 * Poll a rendering creation every 2 s until it is done (succeeded, failed or canceled); three
 * failed calls in a row stop it, and `retry` starts again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiCreation } from '../../lib/api/ai.ts';
import { getMyCreation } from '../../lib/api/client/ai.ts';
import { isRendering, POLL_INTERVAL_MS, POLL_MAX_ERRORS } from './creations.ts';

/** The poll of `creation` while it renders; each answer goes to `onAnswer`. */
export function useCreationPoll(creation: AiCreation | undefined, onAnswer: (creation: AiCreation) => void) {
  const [errors, setErrors] = useState(0);
  const [round, setRound] = useState(0);
  const answer = useRef(onAnswer);
  answer.current = onAnswer;
  const id = creation?.id;
  const rendering = creation !== undefined && isRendering(creation.status);
  const stalled = errors >= POLL_MAX_ERRORS;

  useEffect(() => {
    if (id === undefined || !rendering || stalled) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void getMyCreation(id, { signal: controller.signal }).then((res) => {
        if (controller.signal.aborted) return;
        if (res.data) {
          setErrors(0);
          answer.current(res.data.results);
        } else setErrors((n) => n + 1);
        setRound((r) => r + 1);
      });
    }, POLL_INTERVAL_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [id, rendering, stalled, round]);

  const retry = useCallback(() => setErrors(0), []);
  return { stalled: rendering && stalled, retry };
}

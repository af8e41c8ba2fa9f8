/**
 * The page's offline-proof "I'm safe": one queue per page over localStorage, retried on `online`
 * events and every 15 s while the page is open. Taps settled in the background (sent after the
 * connection came back) are reported to `onBackground`; a tap sent from the dialog answers there.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { setMeetingStatus } from '../../lib/api/client/alarme.ts';
import { newClientId } from '../messages/client-id.ts';
import {
  keepRetrying,
  navigatorOnline as isOnline,
  safeQueue,
  type Outcome,
  type QueuedSafe,
  type SafeQueue,
  type Settled,
} from './safe-queue.ts';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** What the page needs of the queue. */
export interface SafeTaps {
  /** The taps not yet answered. */
  waiting: readonly QueuedSafe[];
  /** Tap "I'm safe" for a meeting with a PIN. */
  tap: (meetingId: number, pin: string) => Promise<Outcome>;
}

/** The queue; `onSettled` hears every final answer, `onBackground` those of taps sent later. */
export function useSafeQueue(onSettled: (tap: QueuedSafe, outcome: Settled, background: boolean) => void): SafeTaps {
  const [waiting, setWaiting] = useState<readonly QueuedSafe[]>([]);
  const listener = useRef(onSettled);
  listener.current = onSettled;
  // The taps the dialog is waiting for: their answer is not a background one.
  const direct = useRef(new Set<string>());
  const queue: SafeQueue = useMemo(
    () =>
      safeQueue({
        storage: storage(),
        isOnline,
        send: (tap) => setMeetingStatus(tap.meetingId, { action: 'safe', pin: tap.pin, clientActionId: tap.clientActionId }),
        onChange: (list) => setWaiting([...list]),
        onSettled: (tap, outcome) => listener.current(tap, outcome, !direct.current.has(tap.clientActionId)),
      }),
    [],
  );

  useEffect(() => {
    setWaiting([...queue.waiting()]);
    return keepRetrying(queue, window, isOnline);
  }, [queue]);

  return {
    waiting,
    tap: async (meetingId, pin) => {
      const tap = { meetingId, pin, clientActionId: newClientId(), queuedAt: Date.now() };
      direct.current.add(tap.clientActionId);
      try {
        return await queue.submit(tap);
      } finally {
        direct.current.delete(tap.clientActionId);
      }
    },
  };
}

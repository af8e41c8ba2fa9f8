/**
 * The "I'm safe" tap that survives a dead connection: the tap (meeting, PIN, clientActionId) is
 * kept in localStorage before it is sent, sent again on `online` events and every 15 s while the
 * page is open, and dropped only once the server answered for good. The same clientActionId on
 * every attempt makes the retries one action on the server (idempotent). The PIN is kept only
 * until that answer: without it the server cannot tell a safe tap from a duress one.
 */
import type { Meeting } from '../../lib/api/alarme.ts';
import type { ApiFailure, ApiResult } from '../../lib/api/http.ts';
import { isRetryable } from '../checkout/idempotency.ts';

/** A safe tap waiting for the server's answer. */
export interface QueuedSafe {
  meetingId: number;
  pin: string;
  clientActionId: string;
  /** When it was tapped (ms). */
  queuedAt: number;
}

/** The localStorage key of the waiting taps. */
export const SAFE_QUEUE_KEY = 'lustmap.alarme.safe';

/** The storage the queue keeps its taps in. */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What an answer means for a tap: done (the meeting as it is now), refused for good, or try again later. */
export type Outcome = { kind: 'done'; meeting: Meeting } | { kind: 'refused'; failure: ApiFailure } | { kind: 'retry' };

/** A final outcome. */
export type Settled = Exclude<Outcome, { kind: 'retry' }>;

/** The outcome of a call's answer: network trouble, 429 and 5xx are tried again, any other failure is final. */
export function outcomeOf(res: ApiResult<{ results: Meeting }>): Outcome {
  if (res.errors === undefined) return { kind: 'done', meeting: res.data.results };
  return isRetryable(res.status) ? { kind: 'retry' } : { kind: 'refused', failure: res };
}

const isQueued = (x: unknown): x is QueuedSafe => {
  const o = x as Partial<QueuedSafe> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.meetingId === 'number' &&
    typeof o.pin === 'string' &&
    typeof o.clientActionId === 'string' &&
    typeof o.queuedAt === 'number'
  );
};

/** The taps kept in `storage` (none when it is unreadable or holds something else). */
export function readQueue(storage: QueueStorage | undefined): QueuedSafe[] {
  try {
    const parsed = JSON.parse(storage?.getItem(SAFE_QUEUE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isQueued) : [];
  } catch {
    return [];
  }
}

function writeQueue(storage: QueueStorage | undefined, list: readonly QueuedSafe[]): void {
  try {
    if (list.length === 0) storage?.removeItem(SAFE_QUEUE_KEY);
    else storage?.setItem(SAFE_QUEUE_KEY, JSON.stringify(list));
  } catch {
    // Storage refused (private mode, full): the tap still waits in memory while the page is open.
  }
}

export interface SafeQueueOptions {
  storage: QueueStorage | undefined;
  /** The call (setMeetingStatus with action "safe"). */
  send: (tap: QueuedSafe) => Promise<ApiResult<{ results: Meeting }>>;
  /** Whether the browser believes it is online (navigator.onLine). */
  isOnline: () => boolean;
  /** A tap got its final answer. */
  onSettled?: (tap: QueuedSafe, outcome: Settled) => void;
  /** The waiting taps changed. */
  onChange?: (waiting: readonly QueuedSafe[]) => void;
}

/** The queue of one page. */
export interface SafeQueue {
  /** The taps still waiting. */
  waiting: () => readonly QueuedSafe[];
  /** Keep a tap (replacing an earlier one for the same meeting), then send it if the browser is online. */
  submit: (tap: QueuedSafe) => Promise<Outcome>;
  /** Send every waiting tap once. */
  flush: () => Promise<void>;
}

/** A queue over `storage`, starting with the taps a previous page load left there. */
export function safeQueue(options: SafeQueueOptions): SafeQueue {
  let list = readQueue(options.storage);
  const inFlight = new Set<string>();
  const save = (next: QueuedSafe[]) => {
    list = next;
    writeQueue(options.storage, list);
    options.onChange?.(list);
  };

  const sendOne = async (tap: QueuedSafe): Promise<Outcome> => {
    // A retry timer and a tap can meet: one request per action at a time.
    if (inFlight.has(tap.clientActionId)) return { kind: 'retry' };
    inFlight.add(tap.clientActionId);
    let outcome: Outcome;
    try {
      outcome = outcomeOf(await options.send(tap));
    } catch {
      outcome = { kind: 'retry' };
    } finally {
      inFlight.delete(tap.clientActionId);
    }
    if (outcome.kind !== 'retry') {
      save(list.filter((x) => x.clientActionId !== tap.clientActionId));
      options.onSettled?.(tap, outcome);
    }
    return outcome;
  };

  return {
    waiting: () => list,
    async submit(tap) {
      save([...list.filter((x) => x.meetingId !== tap.meetingId), tap]);
      return options.isOnline() ? sendOne(tap) : { kind: 'retry' };
    },
    async flush() {
      for (const tap of [...list]) await sendOne(tap);
    },
  };
}

/** Whether the browser believes it is online (no `navigator` counts as online: the call will tell). */
export function navigatorOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** The events the retry listens to (the window). */
export interface OnlineTarget {
  addEventListener: (type: 'online', listener: () => void) => void;
  removeEventListener: (type: 'online', listener: () => void) => void;
}

/** Retry the waiting taps now, on every `online` event and every `intervalMs`; returns the stop function. */
export function keepRetrying(queue: SafeQueue, target: OnlineTarget, isOnline: () => boolean, intervalMs = 15_000): () => void {
  const tick = () => {
    if (isOnline() && queue.waiting().length > 0) void queue.flush();
  };
  target.addEventListener('online', tick);
  const timer = setInterval(tick, intervalMs);
  tick();
  return () => {
    target.removeEventListener('online', tick);
    clearInterval(timer);
  };
}

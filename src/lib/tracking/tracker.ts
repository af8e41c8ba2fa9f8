/**
 * The browser tracker (SPEC §4 "screen views", "request ids"; §5 "click tracking"; §7 "Tracking"),
 * free of the browser's globals so it runs in tests: it sends this page's page view, completes and
 * batches the events islands push, holds everything until consent where the region shows the
 * cookie modal, and hands a partner click over.
 *
 * Screen views on a site of separate pages: the first page of a browser session is the "first
 * load". It sends its page view like every later page, except a profile or search page, whose
 * island sends its own profile open or search instead. Request ids: the home page view carries
 * the featured profiles' id (and leaves it for the profile opened from them); a profile open takes
 * the pending id; a search or profile page's view takes none (a search replaces the pending id
 * with its own, a profile open takes it); every other page view takes it.
 */
import type { RegionCode } from '../../../regions/constants.ts';
import type { CommandAttributes, PageType, TrackCommand } from './commands.ts';
import { clickParams, sendClickOnce } from './click.ts';
import type { PagePlan } from './page.ts';
import { buildEvent, endpointOf, type EventInput, type Sender } from './payload.ts';
import { createOutbox, type Transport } from './queue.ts';
import { takePendingIds } from './request-ids.ts';

/** Everything the tracker needs from the page. */
export interface TrackerEnv {
  region: RegionCode;
  /** Whether the region shows the cookie modal (then nothing goes before consent). */
  cookieModal: boolean;
  /** The stored consent choice, if any. */
  consent: () => 'all' | 'necessary' | undefined;
  /** The signed-in user as far as the page knows. */
  user: () => Sender['user'];
  /** sessionStorage (undefined when switched off). */
  storage: Storage | undefined;
  page: PagePlan;
  /** The page's path (`atr.path` of its page view). */
  path: string;
  /** The URL hash at load (click tracking). */
  hash: string;
  transport: Transport;
  /** POST /traffic-manager/cookie/: the status, 0 on a network failure. */
  sendClick: (params: Record<string, string>) => Promise<number>;
  /** Set the device and session id cookies. */
  ensureIds: () => void;
}

/** sessionStorage key marking that this browser session has loaded a page before. */
export const VISITED_KEY = 'lm_visited';
/** Milliseconds the home page view waits for the featured profiles' request id. */
export const HOME_WAIT_MS = 5000;

/** Whether this is the session's first page (and remember that it was loaded). Without storage every page counts as a later one. */
export function firstPageOfSession(storage: Storage | undefined): boolean {
  try {
    if (!storage) return false;
    const first = storage.getItem(VISITED_KEY) === null;
    storage.setItem(VISITED_KEY, '1');
    return first;
  } catch {
    return false;
  }
}

/** What tracking may do: send, hold until the visitor answers, or nothing at all. */
export function trackingMode(cookieModal: boolean, consent: 'all' | 'necessary' | undefined): 'open' | 'held' | 'off' {
  if (!cookieModal || consent === 'all') return 'open';
  return consent === 'necessary' ? 'off' : 'held';
}

/** The tracker. */
export interface Tracker {
  handle: (command: TrackCommand) => void;
  /** The page is being hidden: send what waits by beacon. */
  hide: () => void;
}

/** Start tracking this page. */
export function createTracker(env: TrackerEnv): Tracker {
  const outbox = createOutbox(env.transport);
  const first = firstPageOfSession(env.storage);
  const click = clickParams(env.hash);
  const plan = env.page;
  let mode = trackingMode(env.cookieModal, env.consent());
  let viewed = false;
  let featured: string | undefined;
  let homeTimer: ReturnType<typeof setTimeout> | undefined;

  const apply = () => {
    if (mode === 'off') return outbox.close();
    if (mode === 'held') return;
    // The id cookies first: the server reads them from the very calls the outbox makes next.
    env.ensureIds();
    outbox.open();
    if (click) void sendClickOnce(click, env.storage, env.sendClick).catch(() => undefined);
  };

  const send = (input: EventInput) => {
    const event = buildEvent(input, { user: env.user(), region: env.region });
    if (event) outbox.add(endpointOf(input.c), event);
  };

  const view = (type: PageType, atr: CommandAttributes = {}, label?: string) => {
    if (viewed || mode === 'off') return;
    viewed = true;
    clearTimeout(homeTimer);
    if (first && (type === 'profile' || type === 'search')) return;
    const ids =
      type === 'home' ? { homepageResultsId: featured } : type === 'search' || type === 'profile' ? {} : takePendingIds(env.storage);
    send({ c: 'page_view', a: type, l: label, atr: { ...atr, path: env.path, ...ids } });
  };

  apply();
  if (plan.type === 'home') homeTimer = setTimeout(() => view('home'), HOME_WAIT_MS);
  else if (plan.type) view(plan.type, plan.atr, plan.label);

  const handle = (command: TrackCommand) => {
    if ('consent' in command) {
      if (mode !== 'held') return;
      mode = trackingMode(env.cookieModal, command.consent);
      return apply();
    }
    if (mode === 'off') return;
    if ('featured' in command) {
      featured = command.featured;
      if (plan.type === 'home') view('home');
    } else if ('page' in command) {
      // Only a page that waits for its island takes the island's word for its type.
      if (!plan.type) view(command.page, command.atr);
    } else {
      send(command.c === 'profile_open' ? { ...command, atr: { ...command.atr, ...takePendingIds(env.storage) } } : command);
    }
  };

  return {
    handle(command) {
      try {
        handle(command);
      } catch {
        // Tracking never breaks the page.
      }
    },
    hide() {
      if (plan.type === 'home') view('home');
      outbox.flush(true);
    },
  };
}

/** Take the global queue over: handle what waited, then each push at once. */
export function takeOverQueue(handle: (command: TrackCommand) => void): void {
  const queue = (globalThis.lmTrack ??= []);
  const waiting = queue.splice(0);
  queue.push = (...commands: TrackCommand[]) => {
    for (const command of commands) handle(command);
    return 0;
  };
  for (const command of waiting) handle(command);
}

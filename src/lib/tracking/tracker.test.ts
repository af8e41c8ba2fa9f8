import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { TrackCommand } from './commands.ts';
import { SENT_CLICK_KEY } from './click.ts';
import type { PagePlan } from './page.ts';
import { FLUSH_DELAY_MS } from './queue.ts';
import { REQUEST_IDS_KEY } from './request-ids.ts';
import { MemoryStorage, recordingTransport } from './testing.ts';
import { createTracker, firstPageOfSession, HOME_WAIT_MS, takeOverQueue, trackingMode, VISITED_KEY, type TrackerEnv } from './tracker.ts';

let storage: MemoryStorage;
beforeEach(() => {
  vi.useFakeTimers();
  storage = new MemoryStorage();
});
afterEach(() => {
  vi.useRealTimers();
  globalThis.lmTrack = undefined;
});

/** A tracker on a page of `plan` (a later page of the session unless `first`), and what it sent. */
function setUp(plan: PagePlan, options: Partial<TrackerEnv> & { first?: boolean } = {}) {
  if (options.first) storage.removeItem(VISITED_KEY);
  else storage.setItem(VISITED_KEY, '1');
  const transport = recordingTransport();
  const env: TrackerEnv = {
    region: 'de',
    cookieModal: false,
    consent: () => undefined,
    user: () => null,
    storage,
    page: plan,
    path: '/some/path/',
    hash: '',
    transport,
    sendClick: vi.fn(() => Promise.resolve(200)),
    ensureIds: vi.fn(),
    ...options,
  };
  const tracker = createTracker(env);
  /** The events sent so far (after the batching delay), as [category, action, attributes]. */
  const sent = () => {
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    return transport.calls.flatMap((call) => call.events.map((e) => [e.c, e.a, e.atr ?? {}]));
  };
  return { tracker, transport, env, sent };
}

const pending = (ids: object) => storage.setItem(REQUEST_IDS_KEY, JSON.stringify(ids));

test('the first page of a session and every later page sends a page view with its type and path', () => {
  expect(setUp({ type: 'cms', atr: {} }, { first: true }).sent()).toEqual([['page_view', 'cms', { path: '/some/path/' }]]);
  expect(setUp({ type: 'app', label: 'account', atr: {} }).transport.calls).toEqual([]);
  const app = setUp({ type: 'app', label: 'account', atr: {} });
  app.sent();
  expect(app.transport.calls[0]!.events[0]).toMatchObject({ c: 'page_view', a: 'app', l: 'account', cou: 'de' });
});

test('a search or profile page sends no page view on the first load of a session, and one on every later page', () => {
  const search = { type: 'search', atr: { category: 1, place: 'muenchen' } } as const;
  expect(setUp(search, { first: true }).sent()).toEqual([]);
  expect(setUp(search).sent()).toEqual([['page_view', 'search', { category: 1, place: 'muenchen', path: '/some/path/' }]]);

  const first = setUp({ atr: {} }, { first: true });
  first.tracker.handle({ page: 'profile', atr: { profileId: 5 } });
  expect(first.sent()).toEqual([]);
  const later = setUp({ atr: {} });
  later.tracker.handle({ page: 'profile', atr: { profileId: 5 } });
  expect(later.sent()).toEqual([['page_view', 'profile', { profileId: 5, path: '/some/path/' }]]);
});

test('a page that waits for its island sends one page view, of the type the island names', () => {
  const { tracker, sent } = setUp({ atr: {} });
  expect(sent()).toEqual([]);
  tracker.handle({ page: 'notFound' });
  tracker.handle({ page: 'search' });
  expect(sent()).toEqual([['page_view', 'notFound', { path: '/some/path/' }]]);
});

test('a page that knows its type ignores what an island says about it', () => {
  const { tracker, sent } = setUp({ type: 'cms', atr: {} });
  tracker.handle({ page: 'notFound' });
  expect(sent()).toEqual([['page_view', 'cms', { path: '/some/path/' }]]);
});

test("the home page view carries the featured profiles' request id and leaves it for the next page", () => {
  pending({ homepageResultsId: 'h-1' });
  const { tracker, sent } = setUp({ type: 'home', atr: {} });
  expect(sent()).toEqual([]);
  tracker.handle({ featured: 'h-1' });
  expect(sent()).toEqual([['page_view', 'home', { path: '/some/path/', homepageResultsId: 'h-1' }]]);
  expect(JSON.parse(storage.getItem(REQUEST_IDS_KEY)!)).toEqual({ homepageResultsId: 'h-1' });
});

test('the home page view goes without an id when the featured profiles do not answer in time, or when the page is hidden', () => {
  const late = setUp({ type: 'home', atr: {} });
  vi.advanceTimersByTime(HOME_WAIT_MS);
  late.tracker.handle({ featured: 'h-2' });
  expect(late.sent()).toEqual([['page_view', 'home', { path: '/some/path/' }]]);

  const hidden = setUp({ type: 'home', atr: {} });
  hidden.tracker.hide();
  expect(hidden.transport.calls).toEqual([
    { via: 'beacon', endpoint: 'page', events: [expect.objectContaining({ c: 'page_view', a: 'home' })] },
  ]);
});

test('a later page view takes the pending request id once', () => {
  pending({ searchRequestId: 's-1' });
  expect(setUp({ type: 'cms', atr: {} }).sent()).toEqual([['page_view', 'cms', { path: '/some/path/', searchRequestId: 's-1' }]]);
  expect(storage.getItem(REQUEST_IDS_KEY)).toBeNull();
  expect(setUp({ type: 'cms', atr: {} }).sent()).toEqual([['page_view', 'cms', { path: '/some/path/' }]]);
});

test("a search page's view leaves the pending id alone, and a profile open takes it instead of the profile's page view", () => {
  pending({ homepageResultsId: 'h-3' });
  setUp({ type: 'search', atr: { category: 1 } }).sent();
  expect(JSON.parse(storage.getItem(REQUEST_IDS_KEY)!)).toEqual({ homepageResultsId: 'h-3' });

  pending({ searchRequestId: 's-2' });
  const { tracker, sent } = setUp({ atr: {} });
  tracker.handle({ page: 'profile', atr: { profileId: 8 } });
  tracker.handle({ c: 'profile_open', a: 'open', l: 'escort', atr: { profileId: 8 } });
  expect(sent()).toEqual([
    ['page_view', 'profile', { profileId: 8, path: '/some/path/' }],
    ['profile_open', 'open', { profileId: 8, searchRequestId: 's-2' }],
  ]);
  expect(storage.getItem(REQUEST_IDS_KEY)).toBeNull();
});

test('a profile opened on the first page of a session still takes the pending id', () => {
  pending({ searchRequestId: 's-4' });
  const { tracker, sent } = setUp({ atr: {} }, { first: true });
  tracker.handle({ page: 'profile', atr: { profileId: 3 } });
  tracker.handle({ c: 'profile_open', a: 'open', atr: { profileId: 3 } });
  expect(sent()).toEqual([['profile_open', 'open', { profileId: 3, searchRequestId: 's-4' }]]);
});

test('island events go to their endpoints with the user and the region', () => {
  const user = { id: 11, roles: [{ id: 1 }] };
  const { tracker, transport } = setUp({ type: 'cms', atr: {} }, { user: () => user, region: 'uk' });
  tracker.handle({ c: 'search', a: 'results', v: 3, atr: { category: 7, searchRequestId: 'r' } });
  tracker.handle({ c: 'contact_click', a: 'phone', atr: { profileId: 4 } });
  tracker.handle({ c: 'partner_click', a: 'open', atr: { partner: 'solad' } });
  tracker.hide();
  expect(transport.calls.map((c) => [c.endpoint, c.events.map((e) => e.c)])).toEqual([
    ['page', ['page_view']],
    ['search', ['search']],
    ['event', ['contact_click', 'partner_click']],
  ]);
  for (const e of transport.calls.flatMap((c) => c.events)) expect(e).toMatchObject({ u: 11, ur: [1], cou: 'uk' });
});

test('where the region shows the cookie modal nothing is sent and no cookie set before consent; consent to all sends what waited', () => {
  const { tracker, transport, env, sent } = setUp({ type: 'cms', atr: {} }, { cookieModal: true, hash: '#clickid=c&offerid=o' });
  tracker.handle({ c: 'contact_click', a: 'phone', atr: { profileId: 4 } });
  tracker.hide();
  expect(sent()).toEqual([]);
  expect(env.ensureIds).not.toHaveBeenCalled();
  expect(env.sendClick).not.toHaveBeenCalled();
  tracker.handle({ consent: 'all' });
  expect(env.ensureIds).toHaveBeenCalledTimes(1);
  expect(env.sendClick).toHaveBeenCalledWith({ clickid: 'c', offerid: 'o' });
  expect(transport.calls.flatMap((c) => c.events.map((e) => e.c))).toEqual(['page_view', 'contact_click']);
});

test('refusing all but necessary cookies drops what waited and sends nothing later', () => {
  const { tracker, env, sent } = setUp({ type: 'cms', atr: {} }, { cookieModal: true, hash: '#clickid=c&offerid=o' });
  tracker.handle({ consent: 'necessary' });
  tracker.handle({ c: 'contact_click', a: 'phone', atr: { profileId: 4 } });
  tracker.hide();
  expect(sent()).toEqual([]);
  expect(env.ensureIds).not.toHaveBeenCalled();
  expect(env.sendClick).not.toHaveBeenCalled();
  expect(setUp({ type: 'cms', atr: {} }, { cookieModal: true, consent: () => 'necessary' }).sent()).toEqual([]);
});

test('a stored consent to all, or a region without the cookie modal, tracks at once', () => {
  expect(setUp({ type: 'cms', atr: {} }, { cookieModal: true, consent: () => 'all' }).sent()).toHaveLength(1);
  const noModal = setUp({ type: 'cms', atr: {} }, { cookieModal: false, consent: () => 'necessary' });
  expect(noModal.sent()).toHaveLength(1);
  expect(noModal.env.ensureIds).toHaveBeenCalledTimes(1);
  expect(trackingMode(true, undefined)).toBe('held');
});

test('a partner click in the hash is handed over once per session', async () => {
  const first = setUp({ type: 'cms', atr: {} }, { hash: '#clickid=c-7&offerid=o&sub=x' });
  await vi.advanceTimersByTimeAsync(0);
  expect(first.env.sendClick).toHaveBeenCalledWith({ clickid: 'c-7', offerid: 'o', sub: 'x' });
  expect(storage.getItem(SENT_CLICK_KEY)).toBe('c-7');
  const again = setUp({ type: 'cms', atr: {} }, { hash: '#clickid=c-7&offerid=o&sub=x' });
  await vi.advanceTimersByTimeAsync(0);
  expect(again.env.sendClick).not.toHaveBeenCalled();
  expect(setUp({ type: 'cms', atr: {} }, { hash: '#clickid=c-8' }).env.sendClick).not.toHaveBeenCalled();
});

test('an event an island could not complete is left out, not sent to be refused', () => {
  const { tracker, sent } = setUp({ type: 'cms', atr: {} });
  tracker.handle({ c: 'contact_click', a: 'phone' });
  expect(sent()).toEqual([['page_view', 'cms', { path: '/some/path/' }]]);
});

test('it remembers the first page of the session, and without storage counts every page as a later one', () => {
  const s = new MemoryStorage();
  expect(firstPageOfSession(s)).toBe(true);
  expect(firstPageOfSession(s)).toBe(false);
  expect(firstPageOfSession(undefined)).toBe(false);
});

test('it takes over the global queue: what waited first, then each push at once', () => {
  const seen: TrackCommand[] = [];
  (globalThis.lmTrack ??= []).push({ featured: 'a' });
  takeOverQueue((c) => seen.push(c));
  expect(seen).toEqual([{ featured: 'a' }]);
  (globalThis.lmTrack ??= []).push({ featured: 'b' }, { consent: 'all' });
  expect(seen).toEqual([{ featured: 'a' }, { featured: 'b' }, { consent: 'all' }]);
  expect(globalThis.lmTrack).toHaveLength(0);
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { syncSearchRows } from '../db/search-index.ts';
import { outboxProvider } from '../notify/outbox.ts';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-app.ts';
import { API, newPunter, rows, signIn } from '../testing/punter.ts';
import { createJobQueue } from './queue.ts';
import {
  alertKey,
  enqueueAlerts,
  nextRunAfter,
  SAVED_SEARCH_ALERTS,
  savedSearchAlerts,
  sendSavedSearchAlerts,
  type AlertDeps,
} from './saved-search-alerts.ts';

let t: AuthTestApp;
let deps: AlertDeps;
beforeAll(async () => {
  t = await createAuthTestApp();
  deps = { ...t.deps, clock: t.clock, messages: outboxProvider(t.deps.db), siteUrl: 'https://lustmap.test' };
});
afterAll(() => t.close());

const DAY = 86_400;
const mails = (to: string) => t.outbox(to).filter((m) => m.purpose === 'savedSearchAlert');

/** Publish a listing of the default German category anew (now), as a new profile would be. */
async function publishNow(skip: number): Promise<number> {
  const id = (
    rows(
      t,
      `SELECT p.user_id AS id FROM profiles p JOIN profile_search s ON s.profile_id = p.user_id WHERE p.region = 'de' AND p.profile_type = 'escort' AND p.published = 1 ORDER BY p.user_id LIMIT 1 OFFSET ?`,
      skip,
    )[0] as {
      id: number;
    }
  ).id;
  rows(t, 'UPDATE profiles SET published_at = ? WHERE user_id = ?', t.clock.now().toISOString(), id);
  await syncSearchRows(t.deps.db, [id], t.clock.now());
  return id;
}

describe('the saved-search alert', () => {
  test('one e-mail per punter a day, listing only listings published since the last one; none when nothing is new', async () => {
    // Every punter of the demo has a search: the other punters' searches stay out of this test's counts.
    const p = newPunter(t);
    const email = `${p.username}@example.test`;
    const c = await signIn(t, p.username);
    const category = t.deps.regions.de.categories.find((x) => x.default)!;
    for (const name of ['All of Germany', 'Also all of Germany']) {
      const res = await c.call('POST', `${API}/users/saved-searches`, {
        name,
        region: 'de',
        categoryId: category.id,
        path: category.url,
        query: name.startsWith('All') ? '' : 'age_min=18',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }

    // Nothing published since the save: nothing sent.
    t.clock.advance(60);
    await sendSavedSearchAlerts(deps);
    expect(mails(email)).toHaveLength(0);

    t.clock.advance(60);
    const first = await publishNow(0);
    t.clock.advance(60);
    await sendSavedSearchAlerts(deps);
    expect(mails(email)).toHaveLength(1);
    const [mail] = mails(email);
    expect(mail!.body).toContain(`/users/${first}/`);
    expect(mail!.body).toContain('All of Germany');
    expect(mail!.body).toMatch(/https:\/\/lustmap\.test(\/[a-z]{2})?\/users\/account\/saved-searches\//);

    // The same day: nothing more, even with a new listing.
    t.clock.advance(60);
    const second = await publishNow(1);
    t.clock.advance(60);
    await sendSavedSearchAlerts(deps);
    expect(mails(email)).toHaveLength(1);

    // The next day: only what is new since the last e-mail.
    t.clock.advance(DAY);
    await sendSavedSearchAlerts(deps);
    expect(mails(email)).toHaveLength(2);
    const [latest] = mails(email);
    expect(latest!.body).toContain(`/users/${second}/`);
    expect(latest!.body).not.toContain(`/users/${first}/`);

    // A day without news: no e-mail.
    t.clock.advance(DAY);
    await sendSavedSearchAlerts(deps);
    expect(mails(email)).toHaveLength(2);

    // Alerts off: no e-mail about the search.
    rows(t, 'UPDATE saved_searches SET alerts = 0 WHERE user_id = ?', p.id);
    t.clock.advance(DAY);
    await publishNow(2);
    t.clock.advance(60);
    await sendSavedSearchAlerts(deps);
    expect(mails(email)).toHaveLength(2);
  });

  test('the job runs once per day key and enqueues the next day', async () => {
    const queue = createJobQueue(t.deps.db, t.clock);
    const id = await enqueueAlerts(queue, t.clock.now());
    expect(await enqueueAlerts(queue, t.clock.now())).toBe(id);
    const job = await queue.claim('w', t.clock.now(), 60, [SAVED_SEARCH_ALERTS]);
    expect(job?.id).toBe(id);
    await savedSearchAlerts(deps, queue)({}, job!);
    const next = nextRunAfter(t.clock.now());
    expect(next.getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(rows(t, 'SELECT run_at FROM jobs WHERE dedupe_key = ? AND done_at IS NULL', alertKey(next.toISOString().slice(0, 10)))).toEqual([
      { run_at: next.toISOString() },
    ]);
  });
});

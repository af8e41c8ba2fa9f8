/**
 * Browser tracking (SPEC §4 screen views and request ids, §5 click tracking, §7 Tracking): what
 * the pages send, read back from the server's database by the visitor's device id cookie. The
 * German edition shows the cookie modal, so nothing goes before consent there.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { queryDatabase, t } from './auth-helpers.ts';
import { AGE_GATE_PASSED } from './consent.ts';

/** A visitor who has passed the age gate and allowed all cookies. */
const ALL_COOKIES = { cookies: AGE_GATE_PASSED.cookies.map((c) => ({ ...c, value: 'all' })), origins: [] };

interface StoredEvent {
  category: string;
  action: string;
  path: string | null;
  profile_id: number | null;
  place: string | null;
  category_id: number | null;
  search_request_id: string | null;
  homepage_results_id: string | null;
  session_id: string | null;
}

/** The events stored for a device, oldest first. */
const eventsOf = (deviceId: string) =>
  queryDatabase<StoredEvent>(
    `SELECT category, action, path, profile_id, place, category_id, search_request_id, homepage_results_id, session_id
     FROM tracking_events WHERE device_id = ? ORDER BY id`,
    deviceId,
  );

/** The value of a cookie once the page has set it. */
async function cookieValue(context: BrowserContext, name: string): Promise<string> {
  let value: string | undefined;
  await expect
    .poll(async () => {
      value = (await context.cookies()).find((c) => c.name === name)?.value;
      return value;
    })
    .toBeTruthy();
  return value!;
}

/** A request id as the search store makes them (the search answer carries none: caches share it). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A short stamp nobody else's page carries. */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test.describe('with consent to all cookies', () => {
  test.use({ storageState: ALL_COOKIES });

  test('home, then a search, then a profile send exactly their page views, the search and the profile open with the right ids', async ({
    page,
    context,
  }) => {
    test.slow();
    // Home: the first page of the session sends its view with the featured profiles' request id.
    const featured = page.waitForResponse((r) => r.url().includes('/api/v2/featured-profiles'));
    await page.goto('/');
    await page.locator('[data-island="featured-profiles"]').scrollIntoViewIfNeeded();
    const homeId = ((await (await featured).json()) as { homepageResultsId: string }).homepageResultsId;
    const device = await cookieValue(context, 'lm_did');
    const session = await cookieValue(context, 'lm_sid');
    await expect.poll(() => eventsOf(device).length, { timeout: 15_000 }).toBe(1);

    // A search page: its view (no id: its own search replaces the pending one) and the search.
    await page.locator('a[href="/sex/muenchen/"]').first().click();
    await expect(page).toHaveURL('/sex/muenchen/');
    await expect.poll(() => eventsOf(device).length, { timeout: 15_000 }).toBe(3);
    // The page made the search's id; the profile open below must carry the same one.
    const searchId = eventsOf(device)[2]!.search_request_id!;
    expect(searchId).toMatch(UUID);

    // A profile from the results: its view, and the open carrying the search's id.
    const card = page.locator('[data-island="search"] article a[href^="/users/"]').first();
    const href = (await card.getAttribute('href'))!;
    const profileId = Number(/\/users\/(\d+)\//.exec(href)![1]);
    await card.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => eventsOf(device).length, { timeout: 15_000 }).toBe(5);
    // Nothing more arrives later (a page hide sends only what was still waiting).
    await page.goto('/impressum/');
    await expect.poll(() => eventsOf(device).length, { timeout: 15_000 }).toBe(6);

    const none = {
      profile_id: null,
      place: null,
      category_id: null,
      search_request_id: null,
      homepage_results_id: null,
      session_id: session,
    };
    expect(eventsOf(device)).toEqual([
      { ...none, category: 'page_view', action: 'home', path: '/', homepage_results_id: homeId },
      { ...none, category: 'page_view', action: 'search', path: '/sex/muenchen/', place: 'muenchen', category_id: 1 },
      { ...none, category: 'search', action: 'results', path: null, place: 'muenchen', category_id: 1, search_request_id: searchId },
      { ...none, category: 'page_view', action: 'profile', path: href, profile_id: profileId },
      { ...none, category: 'profile_open', action: 'open', path: null, profile_id: profileId, search_request_id: searchId },
      { ...none, category: 'page_view', action: 'cms', path: '/impressum/' },
    ]);
  });

  test('a partner click in the URL hash is handed over once, with every hash parameter', async ({ page, context }) => {
    const clickId = `e2e-${stamp()}`;
    await page.goto(`/impressum/#clickid=${clickId}&offerid=offer-7&sub1=spring`);
    await expect.poll(() => queryDatabase('SELECT id FROM traffic_clicks WHERE click_id = ?', clickId).length, { timeout: 15_000 }).toBe(1);
    const [row] = queryDatabase<{ offer_id: string; params: string; device_id: string }>(
      'SELECT offer_id, params, device_id FROM traffic_clicks WHERE click_id = ?',
      clickId,
    );
    expect(row!.offer_id).toBe('offer-7');
    expect(JSON.parse(row!.params)).toEqual({ clickid: clickId, offerid: 'offer-7', sub1: 'spring' });
    expect(row!.device_id).toBe(await cookieValue(context, 'lm_did'));
    expect((await context.cookies()).find((c) => c.name === 'tm_click')?.value).toBe(clickId);

    // The same click id again in this session: the page does not hand it over a second time.
    let handedOver = 0;
    page.on('request', (r) => void (r.url().includes('/traffic-manager/cookie') && handedOver++));
    await page.reload();
    await expect.poll(() => eventsOf(row!.device_id).filter((e) => e.action === 'cms').length, { timeout: 15_000 }).toBe(2);
    expect(handedOver).toBe(0);
  });
});

test.describe('before consent in the German edition', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('nothing is sent and no tracking cookie set until the visitor allows all cookies; then what waited goes', async ({
    page,
    context,
  }) => {
    const mark = stamp();
    await page.goto(`/impressum/?visit=${mark}`);
    const gate = page.getByRole('dialog', { name: t('ageGate.title') });
    await expect(gate).toBeVisible();
    // Longer than the tracker's idle start and its batching delay.
    await page.waitForTimeout(4000);
    const stored = () => queryDatabase('SELECT id FROM tracking_events WHERE referrer LIKE ?', `%visit=${mark}%`).length;
    expect(stored()).toBe(0);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('lm_did');

    await gate.getByRole('button', { name: t('ageGate.acceptAll') }).click();
    await expect.poll(stored, { timeout: 15_000 }).toBe(1);
    const device = await cookieValue(context, 'lm_did');
    expect(eventsOf(device)).toEqual([expect.objectContaining({ category: 'page_view', action: 'cms', path: '/impressum/' })]);
  });

  test('with necessary cookies only nothing is ever sent', async ({ page, context }) => {
    const mark = stamp();
    await page.goto(`/impressum/?visit=${mark}`);
    await page
      .getByRole('dialog', { name: t('ageGate.title') })
      .getByRole('button', { name: t('ageGate.necessaryOnly') })
      .click();
    await page.goto(`/sex/?visit=${mark}`);
    await page.waitForTimeout(4000);
    expect(queryDatabase('SELECT id FROM tracking_events WHERE referrer LIKE ?', `%visit=${mark}%`)).toEqual([]);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('lm_did');
  });
});

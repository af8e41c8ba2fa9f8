/**
 * No page is wider than a phone: at 390 × 844 every app page of the route table (each opened as
 * the role it needs: a visitor, a punter for pages of any signed-in user, and each role's own
 * pages), and the home, category, place and 404 pages, have no horizontal overflow
 * (`document.documentElement.scrollWidth <= 390`). The punter first writes a long unbroken message
 * to the demo escort and to an AI companion, so the chat lists have long preview lines. A failure names the page, its
 * width and the elements that stick out.
 */
import { expect, test, type Page } from '@playwright/test';
import { places, regions } from '../../regions/index.ts';
import { ACCESS_ROLES } from '../../src/lib/permissions.ts';
import { APP_ROUTES, expandRoute, type Access } from '../../src/lib/routing/app-routes.ts';
import { demo, logIn, queryDatabase, shot } from './auth-helpers.ts';

const PHONE = { width: 390, height: 844 };

/** The demo account of each role's own pages (the punter's test also seeds them; see below). */
const ACCOUNT_OF = { escort: 'escort', venue: 'venue', manager: 'manager', admin: 'admin' } as const satisfies Record<
  Exclude<keyof typeof ACCESS_ROLES, 'punter'>,
  string
>;

const idOf = (username: string) => queryDatabase<{ id: number }>('SELECT id FROM users WHERE username = ?', username)[0]!.id;

/** One path per app route (the first of its fixed variants); a profile route shows the demo escort. */
function pathsOf(access: Access): string[] {
  return APP_ROUTES.filter((r) => r.access === access).map((r) => {
    const [first] = expandRoute(r);
    return r.path.includes(':userId') ? r.path.replace(':userId', String(idOf('escort'))) : first!.path;
  });
}

/** What sticks out of the viewport: the page's width and the widest elements beyond it. */
async function overflowOf(page: Page): Promise<{ width: number; wide: string[] }> {
  return page.evaluate((viewport) => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}` : ''}`;
    const wide = [...document.body.querySelectorAll('*')]
      .map((el) => ({ el, right: el.getBoundingClientRect().right + window.scrollX }))
      .filter(({ el, right }) => right > viewport + 1 && el.checkVisibility())
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(({ el, right }) => `${describe(el)} (${Math.round(right)} px)`);
    return { width: document.documentElement.scrollWidth, wide };
  }, PHONE.width);
}

/** Pages that once overflowed on a phone: photographed as they look now. */
const PHOTOGRAPHED = new Set(['/users/account/', '/users/account/messages/', '/users/account/messages/ai/', '/users/profile/galleries/']);

/** Open each path and collect the ones wider than the phone. */
async function expectPhoneWidth(page: Page, paths: readonly string[]) {
  const overflowing: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (PHOTOGRAPHED.has(path)) await shot(page, `phone${path.replaceAll('/', '-').replace(/-$/, '')}`);
    const { width, wide } = await overflowOf(page);
    if (width > PHONE.width) overflowing.push(`${path}: ${width} px wide (${wide.join(', ')})`);
  }
  expect(overflowing).toEqual([]);
}

test('a visitor: every public app page and the site page kinds fit a phone', async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const de = regions.de;
  const place = places.de.find((p) => p.kind === 'place')!;
  const category = de.categories.find((c) => c.default)!;
  await expectPhoneWidth(page, [...pathsOf('public'), '/', category.url, `${category.url}${place.slug}/`, '/no-such-page/']);
});

test('a punter: every signed-in and punter page fits a phone, the chat lists with long previews too', async ({ page }) => {
  test.slow();
  await logIn(page, demo('punter'));
  // A long unbroken line as the newest message of the chat with the demo escort (no reply comes)
  // and of an AI chat (its companion answers with the long disclosure line).
  const companion = queryDatabase<{ user_id: number }>(
    "SELECT user_id FROM profiles WHERE profile_type = 'escort_ai' AND published = 1 ORDER BY user_id LIMIT 1",
  )[0]!.user_id;
  const conversations: number[] = [];
  for (const profileId of [idOf('escort'), companion]) {
    const started = await page.request.post('/api/v2/users/conversations', { data: { profileId } });
    expect(started.ok(), await started.text()).toBe(true);
    const id = ((await started.json()) as { results: { id: number } }).results.id;
    const sent = await page.request.post(`/api/v2/users/conversations/${id}/messages`, {
      data: { body: `Hallo${'ohneLeerzeichen'.repeat(40)}`, clientId: `phone-width-${id}-${Date.now().toString(36)}` },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    conversations.push(id);
  }

  await page.setViewportSize(PHONE);
  await expectPhoneWidth(page, [...pathsOf('login'), ...pathsOf('punter'), `/users/account/messages/?c=${conversations[0]}`]);
  await shot(page, 'phone-chat-thread');
});

for (const [access, account] of Object.entries(ACCOUNT_OF) as [keyof typeof ACCOUNT_OF, string][]) {
  test(`${account}: every ${access} page fits a phone`, async ({ page }) => {
    test.slow();
    await logIn(page, demo(account));
    await page.setViewportSize(PHONE);
    await expectPhoneWidth(page, pathsOf(access));
  });
}

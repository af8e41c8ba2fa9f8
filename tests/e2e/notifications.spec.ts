/**
 * Notifications and the escort call feedback: the header badge counts the basic demo punter's unread
 * notifications, "mark all read" on the account page clears it, and a message the escort sends
 * (from a browser context of their own) raises it and tops the list without a reload. Revealing an
 * escort's phone leaves the `escortCallFeedback` flag; a page load at least 15 minutes later asks
 * how the call went, the answer is stored and the flag removed, and "not now" or Escape ask no
 * more. The profile's "send a message" link leads a visitor through the login to the messages page
 * and is missing on the visitor's own profile.
 */
import { expect, test, type Page } from '@playwright/test';
import { demo, expectNoAxeViolations, logIn, queryDatabase, t } from './auth-helpers.ts';
import { AGE_GATE_PASSED } from './consent.ts';

/** The local key the profile writes and the shell reads (SPEC §3). */
const FLAG = 'escortCallFeedback';
/** Longer ago than the question waits (15 minutes). */
const LATER = 16 * 60_000;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/notifications-${name}.png`, fullPage: true });
}

const idOf = (username: string) => queryDatabase<{ id: number }>('SELECT id FROM users WHERE username = ?', username)[0]!.id;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const badgeWords = (n: number) => t(n === 1 ? 'notifications.badge.one' : 'notifications.badge.other', { count: n });

type Flag = { escortId: number; name: string; at: number };
const readFlag = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Flag | null, FLAG);
const writeFlag = (page: Page, flag: Flag) =>
  page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: FLAG, value: JSON.stringify(flag) });

test.describe('the notification badge and list', () => {
  test('the badge counts unread notifications, "mark all read" clears it, and a new message raises it without a reload', async ({
    page,
    browser,
  }) => {
    test.slow();
    // The basic demo punter starts a conversation with the demo escort (or finds the one they
    // have); the escort, signed in in a browser of their own, writes in it. The demo punter's
    // conversation belongs to the messages test, which may run at the same time.
    await logIn(page, demo('punter-basic'));
    const started = await page.request.post('/api/v2/users/conversations', { data: { profileId: idOf('escort') } });
    expect(started.ok(), await started.text()).toBe(true);
    const { results: conversation } = (await started.json()) as { results: { id: number } };
    const escortContext = await browser.newContext({ storageState: AGE_GATE_PASSED });
    const escortPage = await escortContext.newPage();
    await logIn(escortPage, demo('escort'));
    const send = async (body: string) => {
      const sent = await escortPage.request.post(`/api/v2/users/conversations/${conversation.id}/messages`, {
        data: { body, clientId: `e2e-notify-${Date.now().toString(36)}-${body.length}` },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    };
    await send(`Bist du am Freitag noch frei? ${Date.now()}`);

    await page.reload();
    const accountLink = page.getByRole('banner').getByRole('link', { name: t('nav.account') });
    const badge = page.getByTestId('notification-badge');
    const list = page.getByTestId('notifications');

    const { unread } = (await (await page.request.get('/api/v2/notifications/')).json()) as { unread: number };
    expect(unread).toBeGreaterThan(0);
    await expect(badge).toHaveText(unread > 99 ? '99+' : String(unread));
    await expect(accountLink).toHaveAccessibleName(new RegExp(escape(badgeWords(unread))));
    await expect(list.getByRole('heading', { name: t('notifications.title') })).toBeVisible();
    await expect(list.locator('[data-unread="true"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'unread');

    await list.getByRole('button', { name: t('notifications.markAllRead') }).click();
    await expect(badge).toHaveCount(0);
    await expect(list.locator('[data-unread="true"]')).toHaveCount(0);
    await expect(accountLink).not.toHaveAccessibleName(/\d/);

    // The escort answers again.
    try {
      const body = `Bis Freitag um acht! ${Date.now()}`;
      await send(body);

      // No reload: the badge, the list's new first entry (linking to the conversation) and a toast.
      const [{ name }] = queryDatabase<{ name: string }>(
        'SELECT p.display_name AS name FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.username = ?',
        'escort',
      ) as [{ name: string }];
      await expect(badge).toHaveText('1');
      await expect(accountLink).toHaveAccessibleName(new RegExp(escape(badgeWords(1))));
      const first = list.getByTestId('notification').first();
      await expect(first).toHaveAttribute('data-unread', 'true');
      await expect(first).toContainText(t('notifications.message', { name }));
      await expect(first).toContainText(body);
      await expect(first.getByRole('link')).toHaveAttribute('href', `/users/account/messages/?c=${conversation.id}`);
      await expect(page.getByRole('status').filter({ hasText: t('notifications.message', { name }) })).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, 'live');

      // The badge is on every page, the static ones too.
      await page.goto('/');
      await expect(badge).toHaveText('1');
    } finally {
      await escortContext.close();
    }
  });
});

test.describe('escort call feedback', () => {
  test('revealing an escort’s phone leaves the flag; a later page load asks once and stores the answer', async ({ page }) => {
    test.slow();
    const punter = idOf('punter');
    // A published escort whose phone is public (the reveal is recorded for the signed-in punter).
    const [target] = queryDatabase<{ id: number }>(
      `SELECT p.user_id AS id FROM profiles p
       WHERE p.profile_type = 'escort' AND p.published = 1 AND p.region = 'de' AND p.phone IS NOT NULL AND p.phone_private = 0
       ORDER BY p.user_id LIMIT 1`,
    );
    await logIn(page, demo('punter'));
    await page.goto(`/users/${target!.id}/`);
    await page.getByRole('button', { name: t('profile.contact.showPhone') }).click();
    await expect(page.locator('a[href^="tel:"]')).toBeVisible();
    const flag = await readFlag(page);
    expect(flag).toMatchObject({ escortId: target!.id });
    expect(flag!.name).not.toBe('');
    expect(Math.abs(Date.now() - flag!.at)).toBeLessThan(5 * 60_000);

    // Right after the reveal nothing is asked yet.
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A page load later than the delay asks.
    await writeFlag(page, { ...flag!, at: Date.now() - LATER });
    await page.reload();
    const dialog = page.getByRole('dialog', { name: t('callFeedback.title', { name: flag!.name }) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('callFeedback.notNow') })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'call-feedback');
    await dialog.getByRole('button', { name: t('callFeedback.answer.met') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: t('callFeedback.thanks') })).toBeVisible();
    expect(await readFlag(page)).toBeNull();
    // One answer per punter, escort and day: the stored one is "met" (id 1), the only answer this test gives.
    const rows = queryDatabase<{ answer_id: number }>(
      'SELECT answer_id FROM escort_call_feedback WHERE punter_id = ? AND escort_id = ? ORDER BY created_at DESC',
      punter,
      target!.id,
    );
    expect(rows[0]?.answer_id).toBe(1);

    // Asked once: the next page load asks nothing.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('"not now" and Escape close the question, which is not asked again', async ({ page }) => {
    const escort = idOf('escort');
    await logIn(page, demo('punter'));
    await page.goto('/');
    for (const close of ['button', 'Escape'] as const) {
      await writeFlag(page, { escortId: escort, name: 'Lena', at: Date.now() - LATER });
      await page.reload();
      const dialog = page.getByRole('dialog', { name: t('callFeedback.title', { name: 'Lena' }) });
      await expect(dialog).toBeVisible();
      if (close === 'button') await dialog.getByRole('button', { name: t('callFeedback.notNow') }).click();
      else await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      expect(await readFlag(page)).toBeNull();
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
});

test.describe('send a message from a profile', () => {
  test('a visitor’s "send a message" leads through the login to the messages page', async ({ page }) => {
    const escort = idOf('escort');
    await page.goto(`/users/${escort}/`);
    const link = page.getByRole('link', { name: t('profile.contact.message') });
    const target = `/users/account/messages/?profile=${escort}`;
    await expect(link).toHaveAttribute('href', target);
    await link.click();
    await expect(page).toHaveURL(`/users/login/?redirectUrl=${encodeURIComponent(target)}`);
  });

  test('the escort finds no message link on their own profile', async ({ page }) => {
    await logIn(page, demo('escort'));
    await page.goto(`/users/${idOf('escort')}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: t('profile.contact.message') })).toHaveCount(0);
  });
});

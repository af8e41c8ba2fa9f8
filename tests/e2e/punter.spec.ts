/**
 * Punters taking part: a punter tips the demo escort in credits and sees the thank-you banner
 * (successfullyTippedAmount), the escort finds the tip on the earnings page; a guest tips by card
 * and creates a client account from the tip (from-tip registration); a punter contacts an
 * escort and writes a review that appears on the profile at once; a punter saves a search and finds
 * it on the account page. Every page passes axe and is photographed at phone and desktop sizes.
 * The demo punter needs credits for the tip (the demo seed's wallet, or a package bought through
 * the demo provider).
 */
import { expect, test, type Page } from '@playwright/test';
import {
  demo,
  expectNoAxeViolations,
  fillRegistration,
  forgetSession,
  lastMessage,
  logIn,
  PASSWORD,
  queryDatabase,
  t,
  uniqueEmail,
} from './auth-helpers.ts';

const SIZES = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;

async function shot(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/screenshots/punter-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(SIZES.desktop);
}

const idOf = (username: string) => queryDatabase<{ id: number }>('SELECT id FROM users WHERE username = ?', username)[0]!.id;

test.describe('tips', () => {
  test('a punter tips the escort, sees the confirmation, and the escort sees the tip on the earnings page', async ({ page }) => {
    test.slow();
    const escort = idOf('escort');
    const message = `Danke für den schönen Abend ${Date.now()}`;
    await logIn(page, demo('punter'));
    await page.goto(`/users/${escort}/`);
    await page.getByRole('button', { name: t('tip.button') }).click();
    const dialog = page.getByTestId('tip-dialog');
    await expect(dialog.getByRole('heading')).toBeVisible();
    await dialog.getByText(t('tip.credits', { count: 5 }), { exact: true }).click();
    await dialog.getByLabel(t('tip.message')).fill(message);
    await expectNoAxeViolations(page);
    await shot(page, 'tip-dialog');
    await dialog.getByRole('button', { name: t('tip.confirm', { count: 5 }) }).click();
    await expect(page.getByTestId('tip-success')).toHaveText(
      new RegExp(t('tip.success', { count: 5 }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    // The URL carries no tip keys afterwards; the guest checkout comes back with the same banner.
    await page.goto(`/users/${escort}/?successfullyTippedAmount=7`);
    await expect(page.getByTestId('tip-success')).toContainText('7');
    await expect(page).toHaveURL(`/users/${escort}/`);
    await shot(page, 'tip-success');

    await forgetSession(page);
    await logIn(page, demo('escort'));
    await expect(page.getByTestId('earnings-card')).toBeVisible();
    await page.goto('/users/account/earnings/');
    await expect(page.getByTestId('earning').filter({ hasText: message })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'earnings');
  });

  test('a guest tips by card, creates a client account from the tip and is signed in on the profile', async ({ page, request }) => {
    test.slow();
    const profile = `/users/${idOf('escort')}/`;
    const email = uniqueEmail('tip');
    await page.goto(profile);
    await page.getByRole('button', { name: t('tip.button') }).click();
    const dialog = page.getByTestId('tip-dialog');
    await dialog.getByText(t('tip.credits', { count: 10 }), { exact: true }).click();
    await dialog.getByRole('checkbox', { name: t('tip.guestWaiver') }).check();
    await dialog.getByRole('button', { name: t('tip.guestConfirm') }).click();
    await page.waitForURL(/\/demo-pay\//);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay/ }).click();

    // Back on the profile: the thank-you banner offers the account.
    await expect(page.getByTestId('tip-success')).toContainText('10');
    await page.getByRole('button', { name: t('tip.register.offer') }).click();
    const register = page.getByRole('dialog', { name: t('tip.register.title') });
    await expect(register).toBeVisible();
    await fillRegistration(page, { email }, PASSWORD);
    await expectNoAxeViolations(page);
    await shot(page, 'tip-register');
    await register.getByRole('button', { name: t('auth.registration.submit') }).click();
    await expect(register.getByRole('heading', { name: t('auth.emailSent.title') })).toBeVisible();
    expect(queryDatabase<{ source: string }>('SELECT registration_source AS source FROM users WHERE email = ?', email)).toEqual([
      { source: 'from-tip' },
    ]);

    // The link in the e-mail signs the new client in and brings them back to the profile.
    const message = await lastMessage(request, email);
    expect(message.purpose).toBe('verifyEmail');
    await page.goto(message.path!);
    await expect(page).toHaveURL(profile);
    const me = await page.request.get('/api/v2/users/me');
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { results: { email: string; roles: { id: number }[] } }).results).toMatchObject({
      email,
      roles: [{ id: 1 }],
    });
    await page.goto('/users/account/');
    await expect(page.getByRole('button', { name: t('account.logout') })).toBeVisible();
  });

  test('confirmTipPurchase opens the tip dialog with its amount', async ({ page }) => {
    await logIn(page, demo('punter'));
    await page.goto(`/users/${idOf('escort')}/?confirmTipPurchase=25`);
    await expect(page.getByTestId('tip-dialog')).toBeVisible();
    await expect(page.getByTestId('tip-dialog').getByRole('button', { name: t('tip.confirm', { count: 25 }) })).toBeVisible();
  });
});

test.describe('reviews', () => {
  test('after a contact a punter writes a review that appears on the profile at once', async ({ page }) => {
    const punter = idOf('punter');
    // An escort this punter has not reviewed within 30 days, with a phone number to reveal.
    const [target] = queryDatabase<{ id: number }>(
      `SELECT p.user_id AS id FROM profiles p
       WHERE p.profile_type = 'escort' AND p.published = 1 AND p.region = 'de' AND p.phone IS NOT NULL AND p.phone_private = 0
         AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.profile_id = p.user_id AND r.author_id = ? AND r.created_at > datetime('now', '-31 days'))
       ORDER BY p.user_id DESC LIMIT 1`,
      punter,
    );
    const text = `Sehr freundlich, pünktlich und genau wie beschrieben. ${Date.now()}`;
    await logIn(page, demo('punter'));
    await page.goto(`/users/${target!.id}/`);
    await page.getByRole('button', { name: t('profile.contact.showPhone') }).click();
    await page.getByRole('button', { name: t('review.write') }).click();
    await page.getByRole('radio', { name: t('review.star', { count: 4 }) }).check({ force: true });
    await page.getByLabel(t('review.text')).fill(text);
    await expectNoAxeViolations(page);
    await shot(page, 'review-form');
    await page.getByRole('button', { name: t('review.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('review.created') })).toBeVisible();
    await expect(page.locator('#profile-reviews').locator('..').getByText(text)).toBeVisible();
    await page.reload();
    await expect(page.getByText(text)).toBeVisible();
    // A second review within 30 days is refused with the date of the next one.
    await page.getByRole('button', { name: t('review.write') }).click();
    const [before, after] = t('review.tooSoon', { date: '§' }).split('§') as [string, string];
    const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(page.getByRole('alert').filter({ hasText: new RegExp(`${escape(before)}.+${escape(after)}`) })).toBeVisible();
  });
});

test.describe('saved searches', () => {
  test('a punter saves a search and finds it on the account', async ({ page }) => {
    const name = `Köln blond ${Date.now()}`;
    await logIn(page, demo('punter'));
    await page.goto('/sex/koeln/?hair_color=blonde');
    await page.getByRole('button', { name: t('savedSearch.save') }).click();
    await page.getByLabel(t('savedSearch.name')).fill(name);
    await page.getByRole('button', { name: t('savedSearch.confirm') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('savedSearch.saved') })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'save-search');
    await page.getByRole('link', { name: t('savedSearch.mine') }).click();
    await expect(page).toHaveURL('/users/account/saved-searches/');
    const row = page.getByTestId('saved-search').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: t('savedSearch.open') })).toHaveAttribute('href', '/sex/koeln/?hair_color=blonde');
    await expectNoAxeViolations(page);
    await shot(page, 'saved-searches');
    await row.getByRole('button', { name: t('savedSearch.deleteLabel', { name }) }).click();
    await expect(row).toHaveCount(0);
  });

  test('a visitor is asked to log in as a client', async ({ page }) => {
    await page.goto('/sex/koeln/');
    await expect(page.getByRole('button', { name: t('savedSearch.loginHint') })).toBeVisible();
  });
});

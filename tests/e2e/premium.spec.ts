/**
 * Premium (VIP days paid with credits, /users/products/buy-premium/) in the browser: a new punter
 * without credits is told the balance is short, follows the link to the credit packages, pays the
 * smallest one on the demo provider's hosted card page, comes back to the premium page and buys 7
 * days of VIP. The page confirms the VIP end and the new balance; the wallet, the ledger and the
 * account's pages say the same. The bought state passes axe and is photographed at phone and
 * desktop widths. Dates are shown in German time, as the account page writes them.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatDate } from '../../src/lib/format.ts';
import { expectNoAxeViolations, fillRegistration, lastMessage, PASSWORD, queryDatabase, t, uniqueEmail } from './auth-helpers.ts';

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const DAY_MS = 86_400_000;

test.use({ timezoneId: 'Europe/Berlin' });

async function shot(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/screenshots/premium-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(SIZES.desktop);
}

/** A new punter registered by e-mail and confirmed by the outbox link; ends signed in. */
async function registerPunter(page: Page): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('premium');
  await page.goto('/users/registration/info/punter/');
  await fillRegistration(page, { email }, PASSWORD);
  await page.getByRole('button', { name: t('auth.registration.submit') }).click();
  await expect(page.getByRole('heading', { name: t('auth.emailSent.title') })).toBeVisible();
  await page.goto((await lastMessage(page.request, email)).path!);
  await expect(page).toHaveURL('/users/registration/confirmation/');
  const [user] = queryDatabase<{ id: number }>('SELECT id FROM users WHERE email = ?', email);
  return { id: user!.id, email };
}

const wallet = async (page: Page) =>
  ((await (await page.request.get('/api/v2/users/wallet')).json()) as { results: { credits: number; vipValidTill: string | null } })
    .results;

test('a new punter buys credits on the way, then 7 days of VIP with them', async ({ page }) => {
  test.slow();
  await page.setViewportSize(SIZES.desktop);
  const punter = await registerPunter(page);

  // No credits yet: both offers say the balance is short and lead to the packages.
  await page.goto('/users/products/buy-premium/');
  await expect(page.getByTestId('wallet-balance')).toHaveText(t('wallet.balance', { credits: '0' }));
  const week = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: t('upgrade.premium.days', { days: '7' }) }) });
  await expect(week).toContainText(t('upgrade.premium.short', { credits: '90', balance: '0' }));
  await expect(week.getByRole('button')).toHaveCount(0);
  await week.getByRole('link', { name: t('upgrade.premium.buyCredits') }).click();

  // The smallest package (100 credits), paid by card on the hosted page; "continue" comes back here.
  await expect(page).toHaveURL('/users/products/buy-credits/');
  await page.getByRole('link', { name: /^100 Credits / }).click();
  await expect(page).toHaveURL('/checkout/buy-credits/?package=credits-100');
  await page.getByRole('radio', { name: new RegExp(t('checkout.method.card')) }).check();
  await page.getByLabel(t('checkout.waiver.withdrawal')).check();
  await page.getByRole('button', { name: t('checkout.order.submit') }).click();
  await expect(page).toHaveURL(/\/demo-pay\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  const paid = page.getByTestId('payment-paid');
  await expect(paid.getByRole('heading', { name: t('checkout.result.paid') })).toBeVisible({ timeout: 20_000 });
  await expect(paid.getByTestId('wallet-balance')).toHaveText(t('checkout.result.balance', { credits: '100' }));
  await paid.getByRole('button', { name: t('checkout.result.continue') }).click();
  await expect(page).toHaveURL('/users/products/buy-premium/');

  // 7 days for 90 of the 100 credits.
  await expect(page.getByTestId('wallet-balance')).toHaveText(t('wallet.balance', { credits: '100' }));
  const before = Date.now();
  await week.getByRole('button', { name: t('upgrade.premium.buy', { credits: '90' }) }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText(t('wallet.balance', { credits: '10' }));
  const after = await wallet(page);
  expect(after.credits).toBe(10);
  const till = Date.parse(after.vipValidTill!);
  expect(till).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 5_000);
  expect(till).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
  const date = formatDate(after.vipValidTill!, 'de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' });
  await expect(page.getByRole('status').filter({ hasText: t('upgrade.premium.done', { date }) })).toHaveText(
    t('upgrade.premium.done', { date }),
  );
  // Now short again for either offer.
  await expect(week).toContainText(t('upgrade.premium.short', { credits: '90', balance: '10' }));
  await expectNoAxeViolations(page);
  await shot(page, 'bought');

  // The books: 100 credits in from the package, 90 out for premium-7.
  expect(
    queryDatabase(
      `SELECT j.kind, j.memo, e.amount FROM ledger_entries e JOIN ledger_journals j ON j.id = e.journal_id
        WHERE e.account = ? ORDER BY e.id`,
      `user:${punter.id}:credits`,
    ),
  ).toMatchObject([
    { kind: 'credit_purchase', amount: 100 },
    { kind: 'premium_purchase', memo: 'premium-7', amount: -90 },
  ]);

  // The account and its payments page show the VIP end.
  await page.goto('/users/account/');
  await expect(page.getByTestId('vip-status')).toHaveText(t('account.vip.active', { date }));
  await page.goto('/users/account/payments/');
  await expect(page.getByTestId('vip-state')).toHaveText(t('vip.state.active', { date }));
  await expect(page.getByTestId('wallet-balance')).toContainText('10');
});

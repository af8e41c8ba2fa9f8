/**
 * The demo payment provider's hosted pages: a signed-in punter orders credits through the API and
 * pays on the card page (the approving card books the credits, the declining card leaves the
 * balance unchanged), a bank transfer order is "received" on its simulation page. The hosted pages
 * pass axe and are kept as screenshots at phone and desktop widths.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { demo, expectNoAxeViolations, logIn, queryDatabase } from './auth-helpers.ts';

const SIZES = [
  ['phone', { width: 375, height: 812 }],
  ['desktop', { width: 1280, height: 900 }],
] as const;

/** Axe, then a screenshot at both widths. */
async function check(page: Page, name: string) {
  await expectNoAxeViolations(page);
  for (const [width, size] of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screenshots/demo-pay-${name}-${width}.png`, fullPage: true });
  }
}

/** Order a product and start paying it; the pending transaction. */
async function order(page: Page, productId: string, method: 'card' | 'bank-transfer') {
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(`/api/v2${path}`, { data, headers: { 'idempotency-key': randomUUID() } });
    expect(res.ok(), await res.text()).toBe(true);
    return (
      (await res.json()) as { results: { id: number; reference: string; paymentUrl: string | null; transferSimulationUrl?: string | null } }
    ).results;
  };
  const created = await post('/transactions/', { productId, waiveWithdrawal: true });
  return post(`/transactions/${method}/`, { transactionId: created.id });
}

const credits = async (page: Page) =>
  ((await (await page.request.get('/api/v2/users/wallet')).json()) as { results: { credits: number } }).results.credits;
const statusOf = (id: number) => queryDatabase<{ status: string }>('SELECT status FROM transactions WHERE id = ?', id)[0]?.status;

test('a punter pays credits on the hosted card page and returns to the shop', async ({ page }) => {
  await logIn(page, demo('punter'));
  const before = await credits(page);
  const txn = await order(page, 'credits-100', 'card');
  await page.goto(txn.paymentUrl!);
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  await expect(page.getByText(txn.reference)).toBeVisible();
  await check(page, 'card');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/buy-credits/\\?transaction=${txn.id}$`));
  expect(statusOf(txn.id)).toBe('paid');
  expect(await credits(page)).toBe(before + 100);
});

test('a declined card leaves the balance unchanged', async ({ page }) => {
  await logIn(page, demo('punter'));
  const before = await credits(page);
  const txn = await order(page, 'credits-100', 'card');
  await page.goto(txn.paymentUrl!);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/buy-credits\/\?transaction=/);
  expect(statusOf(txn.id)).toBe('failed');
  expect(await credits(page)).toBe(before);
});

test('a bank transfer is received on the simulation page', async ({ page }) => {
  await logIn(page, demo('punter'));
  const txn = await order(page, 'credits-250', 'bank-transfer');
  await page.goto(txn.transferSimulationUrl!);
  await expect(page.getByText(txn.reference).first()).toBeVisible();
  await check(page, 'transfer');
  await page.getByRole('button', { name: 'Simulate incoming transfer' }).click();
  await expect(page).toHaveURL(/\/checkout\/buy-credits\/\?transaction=/);
  expect(statusOf(txn.id)).toBe('paid');
});

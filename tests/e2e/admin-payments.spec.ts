/**
 * The admin payments page: the demo punter pays a credit package on the demo provider's card page;
 * an admin (password and authenticator code) finds the paid order at /admin/payments/ by status and
 * reference, the refund button asks in a modal dialog first (axe with the dialog open), and the
 * confirmed refund shows its outcome and the new status. Support sees the order without the button.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { demo, expectNoAxeViolations, forgetSession, logIn, queryDatabase, t } from './auth-helpers.ts';

/** The signed-in punter orders credits and pays them with the approving test card; the order. */
async function paidOrder(page: Page): Promise<{ id: number; reference: string }> {
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(`/api/v2${path}`, { data, headers: { 'idempotency-key': randomUUID() } });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { results: { id: number; reference: string; paymentUrl: string | null } }).results;
  };
  const created = await post('/transactions/', { productId: 'credits-100', waiveWithdrawal: true });
  const pending = await post('/transactions/card/', { transactionId: created.id });
  await page.goto(pending.paymentUrl!);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/buy-credits/\\?transaction=${created.id}$`));
  return { id: created.id, reference: created.reference };
}

const statusOf = (id: number) => queryDatabase<{ status: string }>('SELECT status FROM transactions WHERE id = ?', id)[0]?.status;

/** Open the payments page and narrow it to the paid order with this reference. */
async function findPaid(page: Page, reference: string) {
  await page.goto('/admin/payments/');
  await expect(page.getByRole('heading', { name: t('admin.payments.heading') })).toBeVisible();
  await page.getByLabel(t('admin.payments.filter.status'), { exact: true }).selectOption('paid');
  await page.getByLabel(t('admin.payments.filter.query'), { exact: true }).fill(reference);
  await page.getByRole('button', { name: t('admin.payments.filter.search'), exact: true }).click();
  const order = page.getByRole('article', { name: reference });
  await expect(order).toBeVisible();
  await expect(order).toContainText('punter');
  await expect(order).toContainText(t('admin.payments.status.paid'));
  return order;
}

test('an admin finds the punter’s paid order and refunds it after confirming', async ({ page }) => {
  test.slow();
  await logIn(page, demo('punter'));
  const txn = await paidOrder(page);
  expect(statusOf(txn.id)).toBe('paid');

  await forgetSession(page);
  await logIn(page, demo('admin'));
  const nav = page.getByRole('navigation', { name: t('admin.nav.label') });
  await page.goto('/admin/');
  await nav.getByRole('link', { name: t('admin.nav.payments') }).click();
  await expect(page).toHaveURL(/\/admin\/payments\/$/);
  await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', '/admin/payments/');

  const order = await findPaid(page, txn.reference);
  await expectNoAxeViolations(page);

  // The button asks first: cancelling leaves the order paid.
  const refund = order.getByRole('button', { name: t('admin.payments.refundLabel', { reference: txn.reference }) });
  await refund.click();
  const dialog = page.getByRole('dialog', { name: t('admin.payments.confirm.title', { reference: txn.reference }) });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: t('admin.payments.confirm.cancel') }).click();
  await expect(dialog).toHaveCount(0);
  expect(statusOf(txn.id)).toBe('paid');

  await refund.click();
  await dialog.getByRole('button', { name: t('admin.payments.confirm.submit') }).click();
  await expect(page.getByText(t('admin.payments.refunded', { reference: txn.reference }))).toBeVisible();
  expect(statusOf(txn.id)).toBe('refunded');

  // Refunded orders are under their own status, without the button.
  await page.getByLabel(t('admin.payments.filter.status'), { exact: true }).selectOption('refunded');
  const refunded = page.getByRole('article', { name: txn.reference });
  await expect(refunded).toContainText(t('admin.payments.status.refunded'));
  await expect(refunded.getByRole('button')).toHaveCount(0);
});

test('support sees a paid order without the refund button', async ({ page }) => {
  await logIn(page, demo('punter'));
  const txn = await paidOrder(page);

  await forgetSession(page);
  await logIn(page, demo('support'));
  const order = await findPaid(page, txn.reference);
  await expect(order.getByRole('button', { name: t('admin.payments.refundLabel', { reference: txn.reference }) })).toHaveCount(0);
  await expect(page.getByText(t('admin.readOnly'))).toBeVisible();
  await expectNoAxeViolations(page);
});

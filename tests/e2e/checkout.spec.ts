/**
 * Punters pay: the demo punter buys a credit package by card through the demo provider's hosted
 * page and sees the new balance; a declined card leaves the balance unchanged; a bank transfer
 * shows the reference and the GiroCode; VIP is subscribed by card and cancelled with the one
 * "Verträge hier kündigen" button. A UK account on the German edition sees its account's prices
 * (GBP, 20 % VAT) with the rule stated and comes back to the German edition after paying. Every
 * checkout page passes axe and is photographed at phone and desktop widths. The tests share the
 * demo punter's wallet, so they run one after another.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatRate } from '../../src/islands/checkout/money.ts';
import { demo, expectNoAxeViolations, logIn, t } from './auth-helpers.ts';

const SIZES = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;

async function shot(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/screenshots/checkout-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(SIZES.desktop);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A dictionary text with any value at its placeholders ("Neuer Kontostand: {credits} Credits" → /Neuer Kontostand: .+ Credits/). */
const textOf = (key: string) =>
  new RegExp(
    t(key)
      .split(/\{\w+\}/)
      .map(escape)
      .join('.+'),
  );

const APPROVED_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** The balance shown on the payments page, as a number. */
async function balance(page: Page): Promise<number> {
  await page.goto('/users/account/payments/');
  const text = (await page.getByTestId('wallet-balance').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** Order the popular credit package (or the first) from the packages page, paying by `method`. */
async function orderPackage(page: Page, method: 'card' | 'bank_transfer') {
  await page.goto('/users/products/buy-credits/');
  await page
    .getByRole('link', { name: textOf('checkout.package.chooseLabel') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout\/buy-credits\/\?package=/);
  await page.getByRole('radio', { name: new RegExp(t(`checkout.method.${method}`)) }).check();
  await page.getByLabel(t('checkout.waiver.withdrawal')).check();
  await page.getByRole('button', { name: t('checkout.order.submit') }).click();
}

/** On the demo provider's hosted page: pay with a card number. */
async function payOnHostedPage(page: Page, card: string) {
  await expect(page).toHaveURL(/\/demo-pay\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/buy-credits\/\?transaction=\d+/);
}

test.describe.configure({ mode: 'serial' });

test.describe('checkout', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, demo('punter'));
  });

  test('every punter payment page shows its real page, passes axe and is photographed', async ({ page }) => {
    test.slow();
    const pages: Array<[string, string, string]> = [
      ['/client/onboarding/', 'clientOnboarding.welcome.heading', 'onboarding'],
      ['/client/onboarding/credits/', 'clientOnboarding.credits.heading', 'onboarding-credits'],
      ['/users/products/buy-credits/', 'checkout.package.heading', 'buy-credits'],
      ['/upgrade/buy-credits_OLD/', 'checkout.package.heading', 'buy-credits-old'],
      ['/checkout/buy-credits/', 'checkout.package.heading', 'checkout-packages'],
      ['/users/products/punter-vip/', 'vip.heading', 'vip'],
      ['/users/products/buy-premium/', 'upgrade.premium.heading', 'premium'],
      ['/upgrade/', 'upgrade.compare.heading', 'upgrade'],
      ['/upgrade/package/', 'upgrade.package.monthly', 'upgrade-package'],
      ['/users/account/payments/', 'wallet.heading', 'payments'],
    ];
    for (const [path, heading, name] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: t(heading) })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: t('checkout.loading') })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shot(page, name);
    }
  });

  test('every price says the VAT it includes', async ({ page }) => {
    await page.goto('/users/products/buy-credits/');
    const first = page.locator('[data-testid^="package-"]').first();
    await expect(first).toContainText(/inkl\. 19\s%\sMwSt\./);
    await expect(first).toContainText(textOf('checkout.package.perCredit'));
  });

  test('the order needs the withdrawal waiver and reads "Zahlungspflichtig bestellen"', async ({ page }) => {
    await page.goto('/users/products/buy-credits/');
    await page
      .getByRole('link', { name: textOf('checkout.package.chooseLabel') })
      .first()
      .click();
    const button = page.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
    await expect(button).toBeVisible();
    await expect(page.getByText(t('checkout.summary.net'))).toBeVisible();
    await button.click();
    const waiver = page.getByLabel(t('checkout.waiver.withdrawal'));
    await expect(waiver).toHaveAttribute('aria-invalid', 'true');
    await expect(waiver).toHaveAccessibleDescription(t('checkout.waiver.required'));
    await expect(page).toHaveURL(/\?package=/);
    await expectNoAxeViolations(page);
    await shot(page, 'order');
  });

  test('a punter buys credits by card on the hosted page and sees the new balance', async ({ page }) => {
    const before = await balance(page);
    await orderPackage(page, 'card');
    await payOnHostedPage(page, APPROVED_CARD);
    const paid = page.getByTestId('payment-paid');
    await expect(paid.getByRole('heading', { name: t('checkout.result.paid') })).toBeVisible({ timeout: 20_000 });
    await expect(paid.getByTestId('wallet-balance')).toContainText(textOf('checkout.result.balance'));
    await expectNoAxeViolations(page);
    await shot(page, 'paid');
    await page.getByRole('button', { name: t('checkout.result.continue') }).click();
    await expect(page).not.toHaveURL(/checkout/);
    expect(await balance(page)).toBeGreaterThan(before);
    // The receipt: reference, gross, VAT and net.
    const receipt = page.locator('[id^="receipt-"]').first();
    await expect(receipt).toContainText(t('wallet.status.paid'));
    await expect(receipt).toContainText(t('wallet.receipt.net'));
    await expect(receipt).toContainText(/MwSt\. \(19\s%\)/);
  });

  test('a declined card leaves the balance unchanged', async ({ page }) => {
    const before = await balance(page);
    await orderPackage(page, 'card');
    await payOnHostedPage(page, DECLINED_CARD);
    const failed = page.getByTestId('payment-failed');
    await expect(failed.getByRole('heading', { name: t('checkout.result.failed') })).toBeVisible({ timeout: 20_000 });
    await expect(failed).toContainText(t('checkout.result.unchanged'));
    await expect(failed.getByRole('link', { name: t('checkout.result.tryAgain') })).toHaveAttribute('href', /\?package=/);
    await expectNoAxeViolations(page);
    await shot(page, 'declined');
    expect(await balance(page)).toBe(before);
  });

  test('a bank transfer shows the account, the unique reference and the GiroCode, and waits', async ({ page }) => {
    await orderPackage(page, 'bank_transfer');
    const transfer = page.getByTestId('bank-transfer');
    await expect(transfer.getByRole('heading', { name: t('checkout.bank.heading') })).toBeVisible();
    await expect(page).toHaveURL(/\?transaction=\d+/);
    for (const key of [
      'checkout.bank.beneficiary',
      'checkout.bank.iban',
      'checkout.bank.bic',
      'checkout.bank.amount',
      'checkout.bank.reference',
    ])
      await expect(transfer.getByRole('button', { name: t('checkout.bank.copyLabel', { what: t(key) }) })).toBeVisible();
    const qr = transfer.getByRole('img', { name: textOf('checkout.bank.qrLabel') });
    await expect(qr).toBeVisible();
    await expect(qr.locator('path')).toHaveAttribute('d', /^M\d+ \d+h\d+v1h-\d+z/);
    await expect(page.getByTestId('payment-waiting')).toContainText(t('checkout.result.updates'));
    await expectNoAxeViolations(page);
    await shot(page, 'bank-transfer');
    // The open order is on the payments page with its cancel button.
    await page.goto('/users/account/payments/');
    const open = page.getByRole('button', { name: textOf('wallet.receipt.cancelLabel') }).first();
    await open.click();
    await expect(page.getByText(t('wallet.status.failed')).first()).toBeVisible();
  });

  test('VIP is subscribed by card and cancelled with "Verträge hier kündigen"', async ({ page }) => {
    await page.goto('/users/products/punter-vip/');
    for (const perk of ['vip.perk.galleryDiscount', 'vip.perk.badge', 'vip.perk.savedSearches'])
      await expect(page.getByText(t(perk))).toBeVisible();
    await expect(page.getByText(t('vip.renews')).first()).toBeVisible();
    await page.getByRole('link', { name: t('vip.subscribe') }).click();
    await expect(page).toHaveURL(/\/checkout\/buy-credits\/\?product=/);
    await expect(page.getByTestId('order-product')).toHaveText(t('vip.product'));
    await page.getByLabel(t('checkout.waiver.withdrawal')).check();
    await page.getByRole('button', { name: t('checkout.order.submit') }).click();
    await payOnHostedPage(page, APPROVED_CARD);
    await expect(page.getByTestId('payment-paid')).toContainText(t('checkout.result.vipActive'), { timeout: 20_000 });

    await page.goto('/users/account/payments/');
    await expect(page.getByTestId('subscription')).toContainText(textOf('wallet.contract.renews'));
    await page.getByRole('button', { name: 'Verträge hier kündigen' }).click();
    const dialog = page.getByRole('dialog', { name: t('wallet.cancel.title') });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'cancel-dialog');
    await dialog.getByRole('button', { name: t('wallet.cancel.confirm') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t('wallet.cancel.done'))).toBeVisible();
    await expect(page.getByTestId('subscription')).toContainText(textOf('wallet.contract.cancelledUntil'));
    await expect(page.getByTestId('vip-state')).toContainText(textOf('vip.state.cancelled'));
    await shot(page, 'cancelled');
  });
});

test.describe('one rule for prices, VAT and the way back', () => {
  test("a UK account on the German edition sees its account's prices so stated and comes back to the German edition", async ({ page }) => {
    await logIn(page, demo('punter-basic'));
    const rate = formatRate(20, 'de-DE');
    const stated = t('checkout.pricing.account', {
      country: t('checkout.pricing.country.uk'),
      currency: 'GBP',
      vat: t('checkout.pricing.vat', { rate }),
    });
    await page.goto('/users/products/buy-credits/');
    await expect(page.getByTestId('pricing-rule')).toContainText(stated);
    await expect(page.getByTestId('pricing-rule')).toContainText(t('checkout.pricing.why'));
    await expect(page.locator('[data-testid^="package-"]').first()).toContainText('£');
    await page.setViewportSize(SIZES.phone);
    await page.screenshot({ path: 'test-results/screenshots/checkout-uk-account-de-edition-phone.png', fullPage: true });
    await page.setViewportSize(SIZES.desktop);
    await orderPackage(page, 'card');
    await payOnHostedPage(page, APPROVED_CARD);
    expect(new URL(page.url()).pathname).toBe('/checkout/buy-credits/');
    const paid = page.getByTestId('payment-paid');
    await expect(paid.getByRole('heading', { name: t('checkout.result.paid') })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
    await expect(paid.getByTestId('pricing-rule')).toContainText(
      t('checkout.pricing.receipt', {
        country: t('checkout.pricing.country.uk'),
        currency: 'GBP',
        vat: t('checkout.pricing.vat', { rate }),
      }),
    );
    await expect(paid.getByTestId('payment-amount')).toContainText('£');
    await expectNoAxeViolations(page);
    await shot(page, 'uk-account-paid');
  });
});

test.describe('who may open the punter pages', () => {
  test('a logged-out visitor goes to the login with the way back', async ({ page }) => {
    await page.goto('/users/products/punter-vip/');
    await expect(page).toHaveURL(/\/users\/login\/\?redirectUrl=%2Fusers%2Fproducts%2Fpunter-vip%2F/);
  });

  test('an escort is sent to the root', async ({ page }) => {
    await logIn(page, demo('escort'));
    await page.goto('/checkout/buy-credits/');
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
  });
});

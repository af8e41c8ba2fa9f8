/** The first-visit age gate (DESIGN §9): shown until the visitor confirms being 18+, then never again. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.use({ storageState: { cookies: [], origins: [] } });

test('a first visit shows the age gate; confirming stores consent and it stays closed', async ({ page, context }) => {
  await page.goto('/sex/');
  const gate = page.getByRole('dialog', { name: 'Nur für Erwachsene' });
  await expect(gate).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await gate.getByRole('button', { name: '18+ bestätigen, nur notwendige Cookies' }).click();
  await expect(gate).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === 'consent')?.value).toBe('necessary');
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('Escape does not dismiss the gate', async ({ page }) => {
  await page.goto('/uk/');
  const gate = page.getByRole('dialog', { name: 'Adults only' });
  await expect(gate).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();
});

test('a region that hides the cookie notice asks only for the age', async ({ page }) => {
  await page.goto('/au/');
  const gate = page.getByRole('dialog', { name: 'Adults only' });
  await expect(gate.getByRole('button', { name: 'I am 18 or older – enter' })).toBeVisible();
  await expect(gate.getByText('cookies')).toHaveCount(0);
  await gate.getByRole('button', { name: 'I am 18 or older – enter' }).click();
  await expect(gate).toBeHidden();
});

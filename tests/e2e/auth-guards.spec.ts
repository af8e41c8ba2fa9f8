/**
 * Route guards and login redirects: login-required pages send visitors to the login page with the
 * return path; role-only pages send other roles to the root; `redirectProfilePath` leads back to
 * a profile; hostile `redirectUrl` values land on the account page.
 */
import { expect, test } from '@playwright/test';
import { demo, expectNoAxeViolations, forgetSession, fillLogin, logIn, shot, t } from './auth-helpers.ts';

/** The sizes of the screenshots. */
const SCREENS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

test('a visitor is sent to the login page with the return path, and comes back after login', async ({ page }) => {
  await page.goto('/users/profile/password/');
  await expect(page).toHaveURL('/users/login/?redirectUrl=%2Fusers%2Fprofile%2Fpassword%2F');
  await fillLogin(page, demo('punter-basic'), 'lustmap-demo');
  await expect(page).toHaveURL('/users/profile/password/');
});

test('the guards keep the region prefix', async ({ page }) => {
  await page.goto('/uk/users/account/');
  await expect(page).toHaveURL('/uk/users/login/?redirectUrl=%2Fuk%2Fusers%2Faccount%2F');
  await page.goto('/at/manager/');
  await expect(page).toHaveURL('/at/users/login/?redirectUrl=%2Fat%2Fmanager%2F');
});

const ROLE_PAGES = [
  {
    account: 'punter',
    allowed: ['/users/products/punter-vip/', '/client/onboarding/'],
    refused: ['/onboarding/', '/users/account-venue/', '/manager/'],
  },
  { account: 'escort', allowed: ['/onboarding/', '/users/profile/alarme/'], refused: ['/users/account-venue/', '/manager/', '/upgrade/'] },
  { account: 'venue', allowed: ['/users/account-venue/'], refused: ['/onboarding/', '/manager/', '/checkout/buy-credits/'] },
  {
    account: 'manager',
    allowed: ['/manager/', '/manager/contact-details/'],
    refused: ['/onboarding/', '/users/account-venue/', '/users/products/punter-vip/'],
  },
  { account: 'admin', allowed: ['/users/account/'], refused: ['/manager/', '/onboarding/'] },
];

for (const { account, allowed, refused } of ROLE_PAGES) {
  test(`${account}: role-only pages of other roles send to the root`, async ({ page }) => {
    await logIn(page, demo(account));
    for (const path of allowed) {
      await page.goto(path);
      // Allowed pages render their island (no redirect happens).
      await page.waitForLoadState('networkidle');
      await expect(page, path).toHaveURL(path);
    }
    for (const path of refused) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/');
      // The root says why and offers the account page as the next step.
      const toast = page.locator('[data-toast="error"]');
      await expect(toast, path).toContainText(/Diese Seite ist für/);
      await expect(toast.getByRole('link', { name: t('toast.wrongRole.next') })).toHaveAttribute('href', '/users/account/');
      await toast.getByRole('button').click();
    }
  });
}

test("a punter opening the escorts' address page goes to the root like on every other role's page, without a stream of requests", async ({
  page,
}) => {
  await logIn(page, demo('punter'));
  const api: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) api.push(new URL(r.url()).pathname);
  });
  await page.goto('/users/account/address/');
  await expect(page).toHaveURL('/');
  const toast = page.locator('[data-toast="error"]');
  await expect(toast).toContainText(/Diese Seite ist für/);
  await expect(toast.getByRole('link', { name: t('toast.wrongRole.next') })).toHaveAttribute('href', '/users/account/');
  // A failed load is never asked again in a loop: over three seconds the pages send a handful of calls.
  await page.waitForTimeout(3_000);
  expect(api.length, api.join(' ')).toBeLessThanOrEqual(10);
  await expectNoAxeViolations(page);
  for (const [size, viewport] of Object.entries(SCREENS)) {
    await page.setViewportSize(viewport);
    await shot(page, `wrong-role-${size}`);
  }
});

test('a user with several roles passes the guards of each', async ({ page }) => {
  await logIn(page, demo('multi'), 'lustmap-demo', '/at');
  for (const path of ['/at/onboarding/', '/at/users/products/punter-vip/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(path);
  }
});

test('login leads back to the profile of redirectProfilePath', async ({ page }) => {
  await page.goto('/users/login/?redirectProfilePath=%2Fusers%2F12%2F');
  await fillLogin(page, demo('punter-basic'), 'lustmap-demo');
  await expect(page).toHaveURL('/users/12/');
});

const HOSTILE = [
  'https://evil.example/steal',
  '//evil.example/users/account/',
  '/\\evil.example',
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http:evil.example',
  ' //evil.example',
];

test('hostile redirect values land on the account page', async ({ page }) => {
  for (const [i, value] of HOSTILE.entries()) {
    await forgetSession(page);
    const key = i % 2 === 0 ? 'redirectUrl' : 'redirectProfilePath';
    await page.goto(`/users/login/?${key}=${encodeURIComponent(value)}`);
    await fillLogin(page, demo('punter-basic'), 'lustmap-demo');
    await expect(page, `${key}=${value}`).toHaveURL('/users/account/');
    await expect(page.getByRole('button', { name: t('account.logout') })).toBeVisible();
  }
});

test('a signed-in visitor opening the login page goes straight to the account page', async ({ page }) => {
  await logIn(page, demo('punter-basic'));
  await page.goto('/users/login/');
  await expect(page).toHaveURL('/users/account/');
  await expect(page.getByRole('banner').getByRole('link', { name: t('nav.account') })).toBeVisible();
});

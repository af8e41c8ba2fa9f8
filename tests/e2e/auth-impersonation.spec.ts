/**
 * Admin impersonation: an admin signs in (password and authenticator code, computed here from the
 * published demo secret by logIn) and then as a user through the single-use impersonation URL, the
 * banner shows on every page, stopping ends the session (the admin signs in again), and every start,
 * stop and write is audited. Support staff and non-admins cannot impersonate.
 */
import { expect, test } from '@playwright/test';
import { demo, forgetSession, expectNoAxeViolations, logIn, queryDatabase, shot, t } from './auth-helpers.ts';
import { AGE_GATE_PASSED } from './consent.ts';

interface AuditRow {
  action: string;
  admin: string;
  user: string;
  ip: string | null;
  user_agent: string | null;
}

const auditOf = (admin: string) =>
  queryDatabase<AuditRow>(
    `SELECT l.action, a.username AS admin, u.username AS user, l.ip, l.user_agent
       FROM impersonation_log l JOIN users a ON a.id = l.admin_id JOIN users u ON u.id = l.user_id
      WHERE a.username = ? ORDER BY l.id`,
    admin,
  );

test('an admin impersonates an escort, sees the banner everywhere, and signs in again after stopping', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const earlier = auditOf('superadmin').length;
  await logIn(page, demo('superadmin'));
  await page.getByLabel(t('account.impersonate.label')).fill(demo('escort'));
  await page.getByRole('button', { name: t('account.impersonate.submit') }).click();
  // The form opens the single-use URL, whose page checks the ticket, starts the session and goes on
  // to the escort's account (two requests after the page has loaded: slow on a busy machine).
  await page.waitForURL(/\/users\/impersonate\/[^/]+\/\d+\/$/);
  await expect(page).toHaveURL('/users/account/', { timeout: 15_000 });
  const banner = page.getByRole('region', { name: t('auth.banner.label') });
  await expect(banner).toContainText(t('auth.banner.text', { name: 'escort' }));
  await expect(page.getByRole('heading', { name: t('account.heading', { name: 'escort' }) })).toBeVisible();
  await expect(page.getByText(t('toast.impersonationStarted'))).toBeVisible();
  // The admin cannot impersonate from inside an impersonation.
  await expect(page.getByLabel(t('account.impersonate.label'))).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'impersonation-banner');

  // The banner is on the static pages too, and they hydrate without errors.
  await page.goto('/sex/');
  await expect(page.getByRole('region', { name: t('auth.banner.label') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(pageErrors).toEqual([]);

  // The impersonated session cannot change the user's password.
  const res = await page.request.put('/api/v2/users/password/', {
    data: { currentPassword: 'lustmap-demo', password: 'something long enough', passwordConfirmation: 'something long enough' },
  });
  expect(res.status()).toBe(403);
  // The attempt is audited with the admin's id.
  const writes = queryDatabase<{ details: string }>(
    `SELECT e.details FROM security_events e JOIN users a ON a.id = e.actor_id
      WHERE e.type = 'impersonation.write' AND a.username = 'superadmin'`,
  );
  expect(writes.map((w) => JSON.parse(w.details) as unknown)).toContainEqual({
    method: 'PUT',
    path: '/api/v2/users/password/',
    status: 403,
  });

  // Stopping ends the session; the admin signs in again, with the second factor.
  await page
    .getByRole('region', { name: t('auth.banner.label') })
    .getByRole('link', { name: t('auth.banner.stop') })
    .click();
  await expect(page).toHaveURL('/users/login/');
  await expect(page.getByText(t('toast.impersonationStopped'))).toBeVisible();
  await expect(page.getByRole('region', { name: t('auth.banner.label') })).toHaveCount(0);
  await logIn(page, demo('superadmin'));
  await expect(page.getByRole('heading', { name: t('account.heading', { name: 'superadmin' }) })).toBeVisible();

  const rows = auditOf('superadmin').slice(earlier);
  expect(rows.map((r) => [r.action, r.user])).toEqual([
    ['start', 'escort'],
    ['stop', 'escort'],
  ]);
  for (const row of rows) {
    expect(row.ip).toBeTruthy();
    expect(row.user_agent).toBeTruthy();
  }
});

test('the impersonation URL works once and only for the admin it was issued to', async ({ page, browser }) => {
  const earlier = auditOf('godadmin').length;
  await logIn(page, demo('godadmin'));
  const ticket = await page.request.post('/api/v2/users/impersonation-tickets', { data: { email: demo('venue') } });
  expect(ticket.status()).toBe(201);
  const { secret, userId } = ((await ticket.json()) as { results: { secret: string; userId: number } }).results;

  // Another admin cannot use it.
  const other = await browser.newContext({
    storageState: AGE_GATE_PASSED,
  });
  const otherPage = await other.newPage();
  await logIn(otherPage, demo('supergodadmin'));
  await otherPage.goto(`/users/impersonate/${secret}/${userId}/`);
  await expect(otherPage.getByRole('link', { name: t('auth.impersonate.home') })).toBeVisible();
  await expect(otherPage.getByRole('region', { name: t('auth.banner.label') })).toHaveCount(0);
  await other.close();

  await page.goto(`/users/impersonate/${secret}/${userId}/`);
  await expect(page).toHaveURL('/users/account/', { timeout: 15_000 });
  await expect(page.getByRole('region', { name: t('auth.banner.label') })).toContainText('venue');
  await page.goto('/users/login/stop-impersonate/');
  await expect(page).toHaveURL('/users/login/');
  await logIn(page, demo('godadmin'));
  // Used once: the same URL no longer works.
  await page.goto(`/users/impersonate/${secret}/${userId}/`);
  await expect(page.getByRole('link', { name: t('auth.impersonate.home') })).toBeVisible();
  expect(
    auditOf('godadmin')
      .slice(earlier)
      .map((r) => r.action),
  ).toEqual(['start', 'stop']);
});

test('support staff and other roles cannot impersonate, and nobody can impersonate an admin', async ({ page }) => {
  await logIn(page, demo('support'));
  await expect(page.getByLabel(t('account.impersonate.label'))).toHaveCount(0);
  const refused = await page.request.post('/api/v2/users/impersonation-tickets', { data: { email: demo('punter') } });
  expect(refused.status()).toBe(403);

  await forgetSession(page);
  await logIn(page, demo('admin'));
  await page.getByLabel(t('account.impersonate.label')).fill(demo('godadmin'));
  await page.getByRole('button', { name: t('account.impersonate.submit') }).click();
  await expect(page.getByLabel(t('account.impersonate.label'))).toHaveAccessibleDescription(
    new RegExp(t('validation.impersonationRefused')),
  );
});

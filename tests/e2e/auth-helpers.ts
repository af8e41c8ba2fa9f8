/**
 * Shared steps of the account browser tests: the German texts, unique contacts, the demo outbox,
 * logging in through the form, and reading the server's database (audit log).
 */
import { DatabaseSync } from 'node:sqlite';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { translator } from '../../i18n/index.ts';
import { TOTP_STEP_SECONDS, totpCode } from '../../src/server/auth/totp.ts';
import { DEMO_ACCOUNTS, DEMO_TOTP_SECRET, usesDemoTotp } from '../../src/server/seed/accounts.ts';

/** The Germany edition speaks German; every text is read from the dictionary. */
export const t = translator('de');

/** Every demo account's password. */
export const DEMO_PASSWORD = 'lustmap-demo';
export const demo = (name: string) => `${name}@demo.lustmap.test`;

let counter = 0;
const stamp = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** An address nobody has registered. */
export const uniqueEmail = (what: string) => `e2e-${what}-${stamp()}@example.test`;

/** A German mobile number nobody has registered. */
export const uniquePhone = () => `+4915${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A password that passes the rule. */
export const PASSWORD = 'correct horse battery staple';

export interface OutboxMessage {
  to: string;
  text: string;
  code: string | null;
  path: string | null;
  purpose: string;
}

/** The newest message to `to` in the demo outbox. */
export async function lastMessage(request: APIRequestContext, to: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v2/demo/outbox?to=${encodeURIComponent(to)}`);
      found = ((await res.json()) as { results: OutboxMessage[] }).results[0];
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Drop the session cookies (the age-gate consent stays), as a new visitor of the same browser. */
export async function forgetSession(page: Page) {
  // A page still checking its session would redirect in the middle of the caller's next navigation.
  await page.waitForLoadState('networkidle');
  for (const name of ['jwt', 'logged_in', 'isAdminImpersonating']) await page.context().clearCookies({ name });
}

/** Fill and send the login form of the current page. */
export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel(t('auth.field.email')).fill(email);
  await page.getByLabel(t('auth.field.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
}

/** Whether a demo account signs in with the demo authenticator (admin and support accounts). */
export const hasSecondFactor = (email: string) => DEMO_ACCOUNTS.some((a) => a.email === email && usesDemoTotp(a));

/**
 * The second step of a demo admin's login: the authenticator code, computed from the published demo
 * secret. Each code is accepted once per account, and other tests may sign in as the same admin
 * meanwhile: a refused code is followed by the next step's code, then by the codes of a new step.
 */
export async function enterSecondFactor(page: Page) {
  const field = page.getByRole('textbox', { name: t('auth.mfa.code'), exact: true });
  await expect(field).toBeVisible();
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt === 2) {
      // Both codes of the window were used (by an earlier test, or by this one's first run): wait
      // for the next step, and give the test that much more time.
      const wait = TOTP_STEP_SECONDS * 1000 - (Date.now() % (TOTP_STEP_SECONDS * 1000)) + 200;
      test.info().setTimeout(test.info().timeout + wait + 10_000);
      await page.waitForTimeout(wait);
    }
    await field.fill(totpCode(DEMO_TOTP_SECRET, new Date(Date.now() + (attempt % 2) * TOTP_STEP_SECONDS * 1000)));
    await page.getByRole('button', { name: t('auth.mfa.verify') }).click();
    const accepted = await page
      .waitForURL((url) => !url.pathname.endsWith('/users/login/'), { timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (accepted) return;
  }
  throw new Error('no authenticator code was accepted');
}

/** Log in through the login page (with the second step for admins) and wait for the account page. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD, prefix = '') {
  await page.goto(`${prefix}/users/login/`);
  await fillLogin(page, email, password);
  if (hasSecondFactor(email)) await enterSecondFactor(page);
  await expect(page).toHaveURL(`${prefix}/users/account/`);
  await expect(page.getByRole('button', { name: t('account.logout') })).toBeVisible();
}

/** Wait until the captcha of the form is solved. */
export async function captchaSolved(page: Page) {
  await expect(page.getByText(t('auth.captcha.done'))).toBeVisible({ timeout: 20_000 });
}

/**
 * Fill the open registration form: the contact (e-mail, or phone with SMS or WhatsApp), the password,
 * both confirmations; then wait for the captcha. The caller submits.
 */
export async function fillRegistration(page: Page, contact: { email: string } | { phone: string; whatsapp?: boolean }, password: string) {
  if ('email' in contact) {
    await page.getByLabel(t('auth.field.email')).fill(contact.email);
  } else {
    await page.getByRole('radio', { name: t('auth.contact.phone') }).check();
    await page.getByLabel(t('auth.field.phone')).fill(contact.phone);
    if (contact.whatsapp) await page.getByRole('radio', { name: t('auth.registration.channel.whatsapp') }).check();
  }
  await page.getByLabel(t('auth.field.newPassword'), { exact: true }).fill(password);
  await page.getByLabel(t('auth.registration.terms')).check();
  await page.getByLabel(t('auth.registration.adult')).check();
  await captchaSolved(page);
}

/** axe finds nothing on the page. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A screenshot kept under test-results/screenshots/. */
export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/auth-${name}.png`, fullPage: true });
}

/** Rows of the server's database (read-only), e.g. the impersonation audit log. */
export function queryDatabase<T>(sql: string, ...params: (string | number)[]): T[] {
  const db = new DatabaseSync(process.env.E2E_DB_PATH ?? 'test-results/e2e.db', { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control labelled `label` is marked invalid and described by `text` (its error). */
export async function expectFieldError(page: Page, label: string, text: string) {
  const control = page.getByLabel(label, { exact: true });
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(new RegExp(escape(text)));
}

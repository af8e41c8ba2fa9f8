/**
 * Accounts in the browser: registration as punter (e-mail) and escort (SMS code), verification by
 * the outbox, staying signed in across reloads, logout, wrong password, SPEC §5 messages at their
 * fields, password reset by e-mail and by SMS, the WhatsApp verification, and the logout failure.
 */
import { expect, test } from '@playwright/test';
import {
  captchaSolved,
  DEMO_PASSWORD,
  demo,
  expectFieldError,
  expectNoAxeViolations,
  forgetSession,
  fillLogin,
  fillRegistration,
  lastMessage,
  logIn,
  PASSWORD,
  shot,
  t,
  uniqueEmail,
  uniquePhone,
} from './auth-helpers.ts';

test('a punter registers by e-mail, verifies by the outbox link, stays signed in, logs out and in again', async ({ page, request }) => {
  test.slow();
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const email = uniqueEmail('punter');
  await page.goto('/users/registration/');
  await page.getByRole('link', { name: new RegExp(t('auth.role.punter.title')) }).click();
  await expect(page).toHaveURL('/users/registration/info/punter/');
  await fillRegistration(page, { email }, PASSWORD);
  // The terms checkbox links the edition's terms and privacy policy (new tab, so the form keeps its input).
  await expect(page.getByRole('link', { name: new RegExp(t('auth.registration.termsLink')) })).toHaveAttribute('href', '/agb/');
  await expect(page.getByRole('link', { name: new RegExp(t('auth.registration.privacyLink')) })).toHaveAttribute('href', '/datenschutz/');
  await expectNoAxeViolations(page);
  await shot(page, 'registration');
  await page.getByRole('button', { name: t('auth.registration.submit') }).click();
  await expect(page.getByRole('heading', { name: t('auth.emailSent.title') })).toBeVisible();
  await expect(page.getByText(t('auth.emailSent.text', { email }))).toBeVisible();

  const message = await lastMessage(request, email);
  expect(message.purpose).toBe('verifyEmail');
  await page.goto(message.path!);
  await expect(page).toHaveURL('/users/registration/confirmation/');
  await expect(page.getByText(t('toast.emailVerified'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('auth.confirmation.punter') })).toBeVisible();

  // The link works once.
  await page.goto(message.path!);
  await expect(page.getByRole('alert').filter({ hasText: t('validation.linkInvalid') })).toBeVisible();

  await page.goto('/users/account/');
  await page.reload();
  await expect(page.getByRole('heading', { name: /./, level: 2 }).first()).toContainText(t('account.heading', { name: '' }).trim());
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: t('nav.account') })).toHaveAttribute('href', '/users/account/');

  await page.getByRole('button', { name: t('account.logout') }).click();
  await expect(page).toHaveURL('/users/login/');
  await expect(page.getByText(t('toast.loggedOut'))).toBeVisible();
  await page.goto('/users/account/');
  await expect(page).toHaveURL(/\/users\/login\/\?redirectUrl=/);

  await fillLogin(page, email, PASSWORD);
  await expect(page).toHaveURL('/users/account/');
  await page.goto('/sex/');
  await page.waitForLoadState('networkidle');
  expect(pageErrors).toEqual([]);
});

test('an escort registers by phone and verifies with the SMS code from the outbox', async ({ page, request }) => {
  test.slow();
  const phone = uniquePhone();
  await page.goto('/users/registration/info/escort/');
  await fillRegistration(page, { phone }, PASSWORD);
  await page.getByRole('button', { name: t('auth.registration.submit') }).click();
  await expect(page).toHaveURL(/\/users\/registration\/verify-phone\/[A-Za-z0-9_-]+\/$/);
  await expect(page.getByText(t('auth.verifyPhone.text', { phone: `${phone.slice(0, 3)} ••• ••• ${phone.slice(-3)}` }))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(t('auth.field.code')).fill('000000');
  await page.getByRole('button', { name: t('auth.verifyPhone.submit') }).click();
  const code = (await lastMessage(request, phone)).code!;
  if (code !== '000000') await expectFieldError(page, t('auth.field.code'), t('validation.codeInvalid'));

  await page.getByLabel(t('auth.field.code')).fill(code);
  await page.getByRole('button', { name: t('auth.verifyPhone.submit') }).click();
  await expect(page).toHaveURL('/users/registration/confirmation/');
  await expect(page.getByRole('link', { name: t('auth.confirmation.escort') })).toHaveAttribute('href', '/onboarding/');
  await page.reload();
  await expect(page.getByRole('link', { name: t('auth.confirmation.escort') })).toBeVisible();

  // An escort may open the escort-only onboarding.
  await page.goto('/onboarding/');
  await expect(page).toHaveURL('/onboarding/');
});

test('a phone can be verified over WhatsApp, or switch to an SMS code', async ({ page, request }) => {
  test.slow();
  const phone = uniquePhone();
  await page.goto('/users/registration/info/punter/');
  await fillRegistration(page, { phone, whatsapp: true }, PASSWORD);
  await page.getByRole('button', { name: t('auth.registration.submit') }).click();
  await expect(page).toHaveURL(/\/users\/registration\/verify-phone\/whatsapp\/\?hash=/);
  const code = (await page.getByTestId('whatsapp-code').textContent())!.trim();
  expect(code).toMatch(/^LM-[A-Z2-9]{6}$/);
  await expectNoAxeViolations(page);
  await shot(page, 'whatsapp');

  // Someone else's number sending the code verifies nothing.
  const wrong = await request.post('/api/v2/demo/outbox/whatsapp-reply', { data: { from: uniquePhone(), text: code } });
  expect(((await wrong.json()) as { results: { matched: boolean } }).results.matched).toBe(false);
  const right = await request.post('/api/v2/demo/outbox/whatsapp-reply', { data: { from: phone, text: `Hi! ${code}` } });
  expect(((await right.json()) as { results: { matched: boolean } }).results.matched).toBe(true);

  await page.getByRole('button', { name: t('auth.whatsapp.check') }).click();
  await expect(page).toHaveURL('/users/registration/confirmation/');
  // Let the confirmation page finish its session check before the cookies go, or its guard would
  // send the page to the login form in the middle of the next navigation.
  await expect(page.getByText(t('auth.confirmation.text'))).toBeVisible();

  // A second registration switches to an SMS code instead.
  await forgetSession(page);
  const other = uniquePhone();
  await page.goto('/users/registration/info/punter/');
  await fillRegistration(page, { phone: other, whatsapp: true }, PASSWORD);
  await page.getByRole('button', { name: t('auth.registration.submit') }).click();
  await page.getByRole('button', { name: t('auth.whatsapp.smsInstead') }).click();
  await expect(page).toHaveURL(/\/users\/registration\/verify-phone\/[A-Za-z0-9_-]+\/$/);
  const sms = await lastMessage(request, other);
  await page.getByLabel(t('auth.field.code')).fill(sms.code!);
  await page.getByRole('button', { name: t('auth.verifyPhone.submit') }).click();
  await expect(page).toHaveURL('/users/registration/confirmation/');
});

test('a wrong password is refused at the password field', async ({ page }) => {
  await page.goto('/users/login/');
  await expectNoAxeViolations(page);
  await shot(page, 'login');
  await fillLogin(page, demo('punter-basic'), 'not the password');
  await expectFieldError(page, t('auth.field.password'), t('validation.credentials'));
  await expect(page).toHaveURL('/users/login/');
  await shot(page, 'login-error');
});

test('the SPEC §5 messages show at their fields', async ({ page }) => {
  test.slow();
  // isEmailTaken: the server refuses a registered address.
  await page.goto('/users/registration/info/punter/');
  await fillRegistration(page, { email: demo('punter') }, PASSWORD);
  await page.getByRole('button', { name: t('auth.registration.submit') }).click();
  await expectFieldError(page, t('auth.field.email'), t('validation.isEmailTaken'));

  // isEmailInvalid and isPhoneInvalid.
  await page.getByLabel(t('auth.field.email')).fill('not-an-address');
  await page.getByRole('button', { name: t('auth.registration.submit') }).click();
  await expectFieldError(page, t('auth.field.email'), t('validation.isEmailInvalid'));
  await page.getByRole('radio', { name: t('auth.contact.phone') }).check();
  await page.getByLabel(t('auth.field.phone')).fill('0151 2345');
  await page.getByRole('button', { name: t('auth.registration.submit') }).click();
  await expectFieldError(page, t('auth.field.phone'), t('validation.isPhoneInvalid'));

  // A common password and missing confirmations.
  await page.goto('/users/registration/info/punter/');
  await page.getByLabel(t('auth.field.email')).fill(uniqueEmail('common'));
  await page.getByLabel(t('auth.field.newPassword'), { exact: true }).fill('password123');
  await page.getByRole('button', { name: t('auth.registration.submit') }).click();
  await expectFieldError(page, t('auth.registration.terms'), t('validation.termsRequired'));
  await expectFieldError(page, t('auth.registration.adult'), t('validation.adultRequired'));
  await page.getByLabel(t('auth.registration.terms')).check();
  await page.getByLabel(t('auth.registration.adult')).check();
  await captchaSolved(page);
  await page.getByRole('button', { name: t('auth.registration.submit') }).click();
  await expectFieldError(page, t('auth.field.newPassword'), t('validation.passwordCommon'));

  // isUsernameTaken: the account page's public name.
  await logIn(page, demo('punter-basic'));
  await page.getByLabel(t('account.username.label')).fill('admin');
  await page.getByRole('button', { name: t('account.username.save') }).click();
  await expectFieldError(page, t('account.username.label'), t('validation.isUsernameTaken'));
});

test('a password is reset by e-mail link and by SMS code', async ({ page, request }) => {
  test.slow();
  // By e-mail: the demo escort without a finished profile.
  await page.goto('/users/forgot-password/');
  await page.getByLabel(t('auth.field.email')).fill(demo('escort-new'));
  await captchaSolved(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t('auth.forgot.submit') }).click();
  await expect(page.getByText(t('auth.forgot.sentTitle'))).toBeVisible();
  const mail = await lastMessage(request, demo('escort-new'));
  expect(mail.purpose).toBe('resetEmail');
  await page.goto(mail.path!);
  await page.getByLabel(t('auth.field.newPassword'), { exact: true }).fill('a new escort passphrase');
  await page.getByLabel(t('auth.field.passwordConfirmation'), { exact: true }).fill('a new escort passphrase');
  await page.getByRole('button', { name: t('auth.forgot.resetSubmit') }).click();
  await expect(page).toHaveURL('/users/account/');
  await expect(page.getByText(t('toast.passwordReset'))).toBeVisible();
  await forgetSession(page);
  await logIn(page, demo('escort-new'), 'a new escort passphrase');

  // By SMS: a new phone account.
  await forgetSession(page);
  const phone = uniquePhone();
  await page.goto('/users/registration/info/punter/');
  await fillRegistration(page, { phone }, PASSWORD);
  await page.getByRole('button', { name: t('auth.registration.submit') }).click();
  await expect(page).toHaveURL(/verify-phone/);

  await page.goto('/users/forgot-password/');
  await page.getByRole('radio', { name: t('auth.contact.phone') }).check();
  await page.getByLabel(t('auth.field.phone')).fill(phone);
  await captchaSolved(page);
  await page.getByRole('button', { name: t('auth.forgot.submit') }).click();
  await expect(page).toHaveURL(/\/users\/forgot-password\/verify\/\?hash=/);
  const sms = await lastMessage(request, phone);
  expect(sms.purpose).toBe('resetSms');
  await page.getByLabel(t('auth.field.code')).fill(sms.code!);
  await page.getByLabel(t('auth.field.newPassword'), { exact: true }).fill('another long passphrase');
  await page.getByLabel(t('auth.field.passwordConfirmation'), { exact: true }).fill('another long passphrase');
  await page.getByRole('button', { name: t('auth.forgot.resetSubmit') }).click();
  // The SMS proved the number: the account is verified and signed in.
  await expect(page).toHaveURL('/users/account/');
  await expect(page.getByText(`${phone} (${t('account.verified')})`)).toBeVisible();
});

test('the password is changed on the profile password page', async ({ page }) => {
  await logIn(page, demo('coreadmin'));
  await page.goto('/users/profile/password/');
  await page.getByLabel(t('auth.field.currentPassword'), { exact: true }).fill('wrong password');
  await page.getByLabel(t('auth.field.newPassword'), { exact: true }).fill('core admin passphrase');
  await page.getByLabel(t('auth.field.passwordConfirmation'), { exact: true }).fill('core admin passphrase');
  await page.getByRole('button', { name: t('account.password.submit') }).click();
  await expectFieldError(page, t('auth.field.currentPassword'), t('validation.currentPassword'));
  await page.getByLabel(t('auth.field.currentPassword'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('account.password.submit') }).click();
  await expect(page.getByText(t('toast.passwordChanged'))).toBeVisible();
  // This browser stays signed in.
  await page.reload();
  await expect(page).toHaveURL('/users/profile/password/');
  await forgetSession(page);
  await logIn(page, demo('coreadmin'), 'core admin passphrase');
});

test('a failed logout shows the error toast and keeps the user signed in', async ({ page }) => {
  await logIn(page, demo('support'));
  await page.route('**/api/v2/users/logout', (route) => route.abort('failed'));
  await page.getByRole('button', { name: t('account.logout') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('common.error') })).toBeVisible();
  await expect(page).toHaveURL('/users/account/');
  await page.unroute('**/api/v2/users/logout');
  await page.reload();
  await expect(page).toHaveURL('/users/account/');
  await expect(page.getByText(demo('support'))).toBeVisible();
});

test('the account page shows roles, VIP status and the links of the role', async ({ page }) => {
  await logIn(page, demo('punter'));
  await expect(page.getByRole('list', { name: t('account.roles') }).getByText(t('account.role.punter'))).toBeVisible();
  await expect(page.getByTestId('vip-status')).toContainText(t('account.vip.active', { date: '' }).trim());
  await expect(page.getByRole('link', { name: t('account.link.vip') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('account.link.onboarding') })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'account-punter');

  await forgetSession(page);
  await logIn(page, demo('punter-basic'), DEMO_PASSWORD);
  await expect(page.getByTestId('vip-status')).toHaveText(t('account.vip.none'));

  await forgetSession(page);
  await logIn(page, demo('venue'));
  await page.getByRole('link', { name: t('account.link.venue') }).click();
  await expect(page).toHaveURL('/users/account-venue/');
  await expect(page.getByRole('heading', { name: t('account.venue.heading', { name: 'venue' }) })).toBeVisible();
});

test('the demo outbox lists the messages with their links and codes', async ({ page }) => {
  const email = uniqueEmail('outbox');
  await page.goto('/users/forgot-password/');
  await page.getByLabel(t('auth.field.email')).fill(demo('godadmin'));
  await captchaSolved(page);
  await page.getByRole('button', { name: t('auth.forgot.submit') }).click();
  await expect(page.getByText(t('auth.forgot.sentTitle'))).toBeVisible();
  // Nothing is sent to an address nobody registered, and the page said the same.
  await page.goto('/users/forgot-password/');
  await page.getByLabel(t('auth.field.email')).fill(email);
  await captchaSolved(page);
  await page.getByRole('button', { name: t('auth.forgot.submit') }).click();
  await expect(page.getByText(t('auth.forgot.sentText', { email }))).toBeVisible();

  await page.goto('/demo/outbox/');
  await page.getByLabel(t('auth.outbox.filter')).fill(demo('godadmin'));
  await page.getByRole('button', { name: t('auth.outbox.refresh') }).click();
  const item = page
    .getByRole('list', { name: t('auth.outbox.list') })
    .getByRole('listitem')
    .first();
  await expect(item).toContainText(demo('godadmin'));
  await expect(item.getByRole('link', { name: t('auth.outbox.open') })).toHaveAttribute(
    'href',
    /^\/users\/forgot-password\/[A-Za-z0-9_-]+\/$/,
  );
  await expectNoAxeViolations(page);
  await shot(page, 'outbox');
  await page.getByLabel(t('auth.outbox.filter')).fill(email);
  await page.getByRole('button', { name: t('auth.outbox.refresh') }).click();
  await expect(page.getByText(t('auth.outbox.empty'))).toBeVisible();
});

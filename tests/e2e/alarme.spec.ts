/**
 * Escort safety (alarme), as the demo escort. The demo seed gives the escort the PINs 2468 (safe)
 * and 1357 (duress), a confirmed contact "Mia (Schwester)" and a pending one; the e2e server runs with a
 * short grace period (ALARME_GRACE_MINUTES) so a missed check-in alerts within a few minutes.
 * An escort adds a contact who confirms from the demo outbox; a meeting whose check-in passes
 * turns overdue, then alerted, and the alert reaches the contact exactly once; the contact opens
 * the alert, says "I'm on it", and sees the escort's safe check-in; the duress PIN looks safe to
 * the escort and alerts the contacts; a safe tap made offline is sent once the connection is back.
 * Every page passes axe and is photographed at phone and desktop sizes.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demo, expectFieldError, expectNoAxeViolations, logIn, t, uniqueEmail } from './auth-helpers.ts';
import type { OutboxMessage } from '../../src/lib/api/client/outbox.ts';

// One escort's meetings and contacts (limits: 3 open meetings, 5 contacts): one test at a time.
test.describe.configure({ mode: 'serial' });

const PINS = { safe: '2468', duress: '1357' } as const;
const PAGE = '/users/profile/alarme/';
const SIZES = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text of the dictionary with any value for its placeholders, as a pattern. */
const anyValues = (key: Parameters<typeof t>[0], ...names: string[]) =>
  new RegExp(
    t(key, Object.fromEntries(names.map((n) => [n, '§'])))
      .split('§')
      .map(escape)
      .join('.+'),
  );
const withAnyName = (key: Parameters<typeof t>[0]) => anyValues(key, 'name');
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function shot(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/screenshots/alarme-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(SIZES.desktop);
}

/** The demo outbox's messages to `to` whose link opens `path` (newest first). */
async function messagesTo(request: APIRequestContext, to: string, path: string): Promise<OutboxMessage[]> {
  const res = await request.get(`/api/v2/demo/outbox?to=${encodeURIComponent(to)}&limit=50`);
  return ((await res.json()) as { results: OutboxMessage[] }).results.filter((m) => m.path?.startsWith(path));
}

/** Open the newest outbox message to `to` with a link to `path`, through the outbox page, as the contact would. */
async function openFromOutbox(page: Page, to: string, path: string) {
  await page.goto('/demo/outbox/');
  await page.getByLabel(t('auth.outbox.filter')).fill(to);
  await page.getByRole('button', { name: t('auth.outbox.refresh') }).click();
  const list = page.getByRole('list', { name: t('auth.outbox.list') });
  await list.locator(`a[href^="${path}"]`).first().click();
}

const contactRow = (page: Page, name: string) => page.getByTestId('alarme-contact').filter({ hasText: name });
const meetingCard = (page: Page, place: string) => page.getByTestId('meeting-card').filter({ hasText: place });
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Add a contact by e-mail on the alarme page; it waits for confirmation. */
async function addContact(page: Page, name: string, email: string) {
  await page.getByRole('button', { name: t('alarme.contacts.add') }).click();
  const form = page.getByRole('form', { name: t('alarme.contacts.addHeading') });
  await form.getByLabel(t('alarme.contacts.name'), { exact: true }).fill(name);
  await form.getByLabel(t('alarme.contacts.email'), { exact: true }).fill(email);
  await form.getByRole('button', { name: t('alarme.contacts.save') }).click();
  await expect(notice(page, t('alarme.contacts.added', { name }))).toBeVisible();
  await expect(contactRow(page, name)).toContainText(t('alarme.contacts.status.pending'));
}

/** Add a contact and confirm it from the outbox in a second tab (the contact has no account). */
async function addConfirmedContact(page: Page, name: string, email: string) {
  await addContact(page, name, email);
  const contact = await page.context().newPage();
  await openFromOutbox(contact, email, '/emergency/confirm/');
  await expect(contact.getByText(withAnyName('alarme.confirm.done'))).toBeVisible();
  await contact.close();
  await page.reload();
  await expect(contactRow(page, name)).toContainText(t('alarme.contacts.status.confirmed'));
}

/** Remove a contact after the confirmation dialog. */
async function removeContact(page: Page, name: string) {
  await page.goto(PAGE);
  await contactRow(page, name)
    .getByRole('button', { name: t('alarme.contacts.forName', { action: t('alarme.contacts.remove'), name }) })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('alarme.contacts.remove') })
    .click();
  await expect(contactRow(page, name)).toHaveCount(0);
}

/** A `datetime-local` value `minutes` from now in the browser's time zone. */
async function localInput(page: Page, minutes: number): Promise<string> {
  return page.evaluate((m) => {
    const d = new Date(Date.now() + m * 60_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  }, minutes);
}

/** Record a meeting starting now (the form's default) with the end and check-in `minutes` ahead. */
async function createMeeting(page: Page, place: string, minutes: number, client?: string): Promise<Locator> {
  await page.getByRole('button', { name: t('alarme.meetings.new') }).click();
  const form = page.getByRole('form', { name: t('alarme.meetings.newHeading') });
  await form.getByLabel(t('alarme.meetings.place'), { exact: true }).fill(place);
  const at = await localInput(page, minutes);
  // The check-in follows the end until it is set by hand.
  await form.getByLabel(t('alarme.meetings.endsAt'), { exact: true }).fill(at);
  await expect(form.getByLabel(t('alarme.meetings.checkInAt'), { exact: true })).toHaveValue(at);
  if (client) await form.getByLabel(t('alarme.meetings.clientDescription'), { exact: true }).fill(client);
  await form.getByRole('button', { name: t('alarme.meetings.create') }).click();
  await expect(notice(page, t('alarme.meetings.created'))).toBeVisible();
  const card = meetingCard(page, place);
  await expect(card).toBeVisible();
  return card;
}

/** Tap "I'm safe" on a card and enter a PIN. */
async function checkInSafe(page: Page, card: Locator, pin: string) {
  await card.getByRole('button', { name: t('alarme.card.safe') }).click();
  const dialog = page.getByRole('dialog', { name: t('alarme.safe.title') });
  await dialog.getByLabel(t('alarme.safe.pin'), { exact: true }).fill(pin);
  await dialog.getByRole('button', { name: t('alarme.card.safe') }).click();
}

test('the alarme page shows the emergency number, the seeded contacts and the PINs, as a tab of the editor', async ({ page }) => {
  await logIn(page, demo('escort'));
  await page.goto(PAGE);
  await expect(page.getByTestId('emergency-number')).toHaveAttribute('href', /^tel:\+?\d+$/);
  const tabs = page.getByRole('navigation', { name: t('profileForm.tabs') });
  await expect(tabs.getByRole('link', { name: t('app.profileAlarme.title') })).toHaveAttribute('aria-current', 'page');
  await expect(contactRow(page, 'Mia (Schwester)')).toContainText(t('alarme.contacts.status.confirmed'));
  await expect(
    page
      .getByTestId('alarme-contact')
      .filter({ hasText: t('alarme.contacts.status.pending') })
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('pins-set')).toHaveText(t('alarme.pin.set'));
  // The PIN fields are numeric secrets, and a wrong format is caught before sending.
  await page.getByRole('button', { name: t('alarme.pin.change') }).click();
  const safePin = page.getByLabel(t('alarme.pin.safe'), { exact: true });
  await expect(safePin).toHaveAttribute('inputmode', 'numeric');
  await expect(safePin).toHaveAttribute('type', 'password');
  await expect(safePin).toHaveAttribute('autocomplete', 'off');
  await safePin.fill('12');
  await page.getByRole('button', { name: t('alarme.pin.save') }).click();
  await expectFieldError(page, t('alarme.pin.safe'), t('alarme.error.pinFormat', { min: 4, max: 8 }));
  await page.getByRole('button', { name: t('alarme.cancel') }).click();
  // A new meeting's defaults: start now, end an hour later, the check-in at the end.
  await page.getByRole('button', { name: t('alarme.meetings.new') }).click();
  const form = page.getByRole('form', { name: t('alarme.meetings.newHeading') });
  const end = await form.getByLabel(t('alarme.meetings.endsAt'), { exact: true }).inputValue();
  await expect(form.getByLabel(t('alarme.meetings.checkInAt'), { exact: true })).toHaveValue(end);
  await form.getByRole('button', { name: t('alarme.meetings.create') }).click();
  await expectFieldError(page, t('alarme.meetings.place'), t('alarme.error.place'));
  await expectNoAxeViolations(page);
  await shot(page, 'page');
});

test('an escort adds a contact who confirms by the link in the outbox; the code form is there without a link', async ({ page }) => {
  const name = `Kim ${stamp()}`;
  const email = uniqueEmail('alarme-contact');
  await logIn(page, demo('escort'));
  await page.goto(PAGE);
  await addContact(page, name, email);

  const contact = await page.context().newPage();
  await openFromOutbox(contact, email, '/emergency/confirm/');
  await expect(contact.getByRole('status').filter({ hasText: withAnyName('alarme.confirm.done') })).toBeVisible();
  // The secret is off the address bar once read.
  await expect(contact).toHaveURL('/emergency/confirm/');
  await expectNoAxeViolations(contact);
  await shot(contact, 'confirmed');
  // Without a link: the contact number and the code of the SMS.
  await contact.goto('/emergency/confirm/');
  await contact.getByRole('button', { name: t('alarme.confirm.submit') }).click();
  await expectFieldError(contact, t('alarme.confirm.code'), t('alarme.error.code'));
  await expectNoAxeViolations(contact);
  await shot(contact, 'confirm-code');
  await contact.close();

  await page.reload();
  await expect(contactRow(page, name)).toContainText(t('alarme.contacts.status.confirmed'));
  await contactRow(page, name)
    .getByRole('button', { name: t('alarme.contacts.forName', { action: t('alarme.contacts.pause'), name }) })
    .click();
  await expect(contactRow(page, name)).toContainText(t('alarme.contacts.status.paused'));
  await removeContact(page, name);
});

test('a missed check-in alerts the contact exactly once; the contact says "I\'m on it" and sees the safe check-in', async ({
  page,
  request,
}) => {
  test.setTimeout(8 * 60_000);
  const name = `Jo ${stamp()}`;
  const email = uniqueEmail('alarme-alert');
  const place = `Hotel Adler, Zimmer ${stamp()}`;
  await logIn(page, demo('escort'));
  await page.goto(PAGE);
  await addConfirmedContact(page, name, email);

  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 52.52, longitude: 13.405, accuracy: 20 });
  // The check-in two minutes ahead (inputs take whole minutes, so it is 1–2 minutes away).
  const card = await createMeeting(page, place, 2, 'Thomas, grauer Mantel');
  await card.getByRole('button', { name: t('alarme.card.location') }).click();
  await expect(card).toContainText(anyValues('alarme.card.locationShared', 'time'));
  // The check-in is close: the reminder banner is up.
  await expect(page.getByTestId('alarme-reminder').filter({ hasText: place })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'meeting');

  // The page asks again every 30 s: the card turns overdue, then alerted.
  await expect(card).toHaveAttribute('data-status', 'alerted', { timeout: 6 * 60_000 });
  await expect(card.getByTestId('meeting-status')).toHaveText(t('alarme.status.alerted'));
  await expect.poll(async () => (await messagesTo(request, email, '/emergency/alert/')).length, { timeout: 30_000 }).toBe(1);
  await shot(page, 'alerted');

  const contact = await page.context().newPage();
  await openFromOutbox(contact, email, '/emergency/alert/');
  await expect(contact.getByRole('alert').filter({ hasText: withAnyName('alarme.alert.heading') })).toBeVisible();
  await expect(contact.getByText(place)).toBeVisible();
  await expect(contact.getByText('Thomas, grauer Mantel')).toBeVisible();
  await expect(contact.getByTestId('alert-location')).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=52\.52000&mlon=13\.40500/);
  await expect(contact.getByTestId('emergency-number')).toHaveAttribute('href', /^tel:/);
  await contact.getByRole('button', { name: t('alarme.alert.ack') }).click();
  await expect(contact.getByRole('status').filter({ hasText: t('alarme.alert.acked') })).toBeVisible();
  await expect(contact.getByTestId('alert-acks')).toContainText(name);
  await expectNoAxeViolations(contact);
  await shot(contact, 'alert');

  // The escort sees who is on it, then checks in safe with the PIN; the meeting closes.
  await page.reload();
  await expect(meetingCard(page, place)).toContainText(name);
  await checkInSafe(page, meetingCard(page, place), PINS.safe);
  await expect(notice(page, t('alarme.safe.done'))).toBeVisible();
  await expect(meetingCard(page, place)).toHaveCount(0);
  await page.getByText(t('alarme.previous.heading')).click();
  await expect(page.getByTestId('previous-meetings').getByRole('listitem').filter({ hasText: place })).toContainText(
    t('alarme.status.safe'),
  );

  await contact.reload();
  await expect(contact.getByTestId('alert-resolved')).toBeVisible();
  await shot(contact, 'alert-resolved');
  await contact.close();
  // Still exactly one alert to this contact.
  expect(await messagesTo(request, email, '/emergency/alert/')).toHaveLength(1);
  await removeContact(page, name);
});

test('the duress PIN looks like a safe check-in to the escort and alerts the contacts at once', async ({ page, request }) => {
  const name = `Sam ${stamp()}`;
  const email = uniqueEmail('alarme-duress');
  const place = `Parkhotel ${stamp()}`;
  await logIn(page, demo('escort'));
  await page.goto(PAGE);
  await addConfirmedContact(page, name, email);
  const card = await createMeeting(page, place, 60);
  // A wrong PIN is refused in the dialog.
  await checkInSafe(page, card, '0000');
  const dialog = page.getByRole('dialog', { name: t('alarme.safe.title') });
  await expect(dialog.getByLabel(t('alarme.safe.pin'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await shot(page, 'safe-dialog');
  await dialog.getByLabel(t('alarme.safe.pin'), { exact: true }).fill(PINS.duress);
  await dialog.getByRole('button', { name: t('alarme.card.safe') }).click();
  await expect(notice(page, t('alarme.safe.done'))).toBeVisible();
  await expect(meetingCard(page, place)).toHaveCount(0);
  await expect.poll(async () => (await messagesTo(request, email, '/emergency/alert/')).length).toBe(1);
  await removeContact(page, name);
});

test('a safe tap made offline waits on the card and is sent once the connection is back', async ({ page }) => {
  const place = `Apartment ${stamp()}`;
  await logIn(page, demo('escort'));
  await page.goto(PAGE);
  const card = await createMeeting(page, place, 45);
  await page.context().setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: t('alarme.offline') })).toBeVisible();
  await checkInSafe(page, card, PINS.safe);
  await expect(card.getByRole('status')).toHaveText(t('alarme.safe.queued'));
  await shot(page, 'offline');
  await page.context().setOffline(false);
  await expect(notice(page, t('alarme.safe.done'))).toBeVisible({ timeout: 20_000 });
  await expect(meetingCard(page, place)).toHaveCount(0);
  // Nothing is left waiting: a reload shows no card and no queued tap.
  await page.reload();
  await expect(page.getByRole('heading', { name: t('alarme.meetings.heading') })).toBeVisible();
  await expect(meetingCard(page, place)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('lustmap.alarme.safe'))).toBeNull();
});

/**
 * The AI girlfriend, as the demo punter: create one through every step of a model (the choices
 * survive a reload mid-way, an age under 18 is refused at the field, a real person's name is
 * refused by the server at the name), watch it render on the results page (the local provider is
 * fast), rename it, publish it and find it on its public profile, chat with it (the AI disclosure
 * is shown and a reply arrives) and delete it. A visitor's choices wait for the login modal and
 * are created right after. Another member opens a companion published in the German edition (it
 * is in the German AI companion search, which exists), taps "Send a message" as a visitor, logs
 * in on the way and chats with it. A crafted call with an age under 18 gets 422; a user without
 * creations sees the way to create one. Every step passes axe and is photographed at phone and
 * desktop sizes.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AiAttribute, AiChoices, AiRenderingModel, AiStep } from '../../src/lib/api/ai.ts';
import { DEMO_PASSWORD, demo, expectFieldError, expectNoAxeViolations, fillLogin, forgetSession, logIn, t } from './auth-helpers.ts';
import { AGE_GATE_PASSED } from './consent.ts';

// The tests share the demo punter's creations and daily quota: one after the other.
test.describe.configure({ mode: 'serial' });

const CREATE = '/ai-girlfriend/create/';
const RESULTS = '/ai-girlfriend/results/';
const STORAGE_KEY = 'createAiGirlfriendData';
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const stamp = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 1e3).toString(36)}`;

async function shot(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/screenshots/ai-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(SIZES.desktop);
}

/** The API's models and the attributes of every step of the first, in German. */
async function catalog(request: APIRequestContext): Promise<{ model: AiRenderingModel; steps: AiStep[] }> {
  const headers = { 'x-locale': 'de' };
  const models = ((await (await request.get('/api/v2/ai/rendering-models', { headers })).json()) as { results: AiRenderingModel[] })
    .results;
  const model = models[0]!;
  const steps: AiStep[] = [];
  for (const s of model.steps) {
    const res = await request.get(`/api/v2/ai/rendering-models/${model.id}/steps/${s.id}`, { headers });
    steps.push(((await res.json()) as { results: AiStep }).results);
  }
  return { model, steps };
}

/** Choices the server accepts: the first option of each choice, the default of each number. */
function validChoices(steps: readonly AiStep[]): AiChoices {
  const choices: AiChoices = {};
  for (const a of steps.flatMap((s) => s.attributes))
    choices[a.id] = a.kind === 'number' ? Math.max(a.default, 18) : a.kind === 'multi' ? [a.options[0]!.value] : a.options[0]!.value;
  return choices;
}

/** The fieldset of a choice attribute (its legend says "(optional)" after the label of an optional one). */
const group = (page: Page, a: AiAttribute) =>
  page.getByRole('group', { name: a.required ? a.label : `${a.label} ${t('ai.attr.optional')}`, exact: true });

/** Choose the first option of every choice attribute of a step (numbers keep their default). */
async function chooseFirst(page: Page, step: AiStep) {
  for (const a of step.attributes) {
    if (a.kind === 'single') await group(page, a).getByRole('radio', { name: a.options[0]!.label, exact: true }).check();
    if (a.kind === 'multi') await group(page, a).getByRole('checkbox', { name: a.options[0]!.label, exact: true }).check();
  }
}

const stepHeading = (page: Page, current: number, total: number, title: string) =>
  page.getByRole('heading', { level: 2, name: `${t('ai.step.indicator', { current, total })} ${title}` });
const next = (page: Page) => page.getByRole('button', { name: t('ai.step.next'), exact: true }).click();
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);

/** Delete the signed-in user's creations of these names (their chats go with them); the demo's own stay. */
async function deleteNamed(request: APIRequestContext, ...names: string[]) {
  const res = await request.get('/api/v2/ai/my-creations');
  if (!res.ok()) return;
  for (const c of ((await res.json()) as { results: { id: number; name: string }[] }).results)
    if (names.includes(c.name)) await request.delete(`/api/v2/ai/my-creations/${c.id}`, { data: {} });
}

test('a punter creates an AI girlfriend step by step, renames, publishes, chats with and deletes it', async ({ page }) => {
  test.slow();
  await logIn(page, demo('punter'));
  const { model, steps } = await catalog(page.request);
  const total = model.steps.length + 2;
  const name = `Mia ${stamp()}`;
  const renamed = `Lea ${stamp()}`;
  try {
    await page.goto(CREATE);
    await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEY);
    await page.reload();

    // Step 1: the model. Next without one says what is missing.
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(escape(t('ai.model.heading'))) })).toBeVisible();
    await expect(page.getByRole('link', { name: t('ai.create.myCreations') })).toHaveAttribute('href', RESULTS);
    await next(page);
    await expect(page.getByText(t('ai.error.model'))).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'step-model');
    await page.getByRole('radio', { name: new RegExp(`^${escape(model.name)}`) }).check();
    await next(page);

    // Every step of the model: the heading takes focus, the choices are made.
    for (const [i, step] of steps.entries()) {
      const heading = stepHeading(page, i + 2, total, step.step.title);
      await expect(heading).toBeFocused();
      await chooseFirst(page, step);
      const age = step.attributes.find((a) => a.id === 'age');
      if (age?.kind === 'number') {
        // Adults only: the control starts at 18 (or the model's higher minimum) and 17 does not pass.
        const min = Math.max(age.min, 18);
        const field = page.getByLabel(age.label, { exact: true });
        await expect(field).toHaveAttribute('min', String(min));
        await field.fill('17');
        await next(page);
        await expect(heading).toBeVisible();
        await expectFieldError(page, age.label, t('ai.error.range', { min, max: age.max }));
        await expect(field).toBeFocused();
        await field.fill(String(Math.max(age.default, min)));
      }
      if (i === 0) {
        // The choices survive a reload mid-way.
        await page.reload();
        await expect(heading).toBeVisible();
        const first = step.attributes.find((a) => a.kind === 'single');
        if (first?.kind === 'single')
          await expect(group(page, first).getByRole('radio', { name: first.options[0]!.label, exact: true })).toBeChecked();
        expect(JSON.parse((await stored(page))!)).toMatchObject({ model: model.id, step: 1 });
      }
      await expectNoAxeViolations(page);
      await shot(page, `step-${i + 2}`);
      await next(page);
    }

    // The final step: a real person's name is refused by the server at the name field.
    await expect(stepHeading(page, total, total, t('ai.final.heading'))).toBeFocused();
    const summary = page.getByTestId('ai-summary');
    await expect(summary).toContainText(model.name);
    for (const step of steps) await expect(summary.getByRole('heading', { name: step.step.title })).toBeVisible();
    const nameField = page.getByLabel(t('ai.final.name'), { exact: true });
    await nameField.fill('Taylor Swift');
    await page.getByLabel(t('ai.final.wish'), { exact: true }).fill('mag Jazz und lange Spaziergänge');
    await expectNoAxeViolations(page);
    await shot(page, 'step-final');
    await page.getByRole('button', { name: t('ai.create.submit'), exact: true }).click();
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField).toHaveAccessibleDescription(/Taylor Swift/);
    await expect(nameField).toBeFocused();
    await nameField.fill(name);
    await page.getByRole('button', { name: t('ai.create.submit'), exact: true }).click();

    // The results page: the creation renders, its images are marked AI.
    await expect(page).toHaveURL(/\/ai-girlfriend\/results\/\?creation=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('creation'));
    const view = page.getByTestId('ai-creation-view');
    await expect(view.getByRole('heading', { name })).toBeVisible();
    await expect(view).toHaveAttribute('data-status', 'succeeded', { timeout: 60_000 });
    const images = view.getByRole('list', { name: t('ai.results.images', { name }) }).getByRole('img');
    await expect(images.first()).toBeVisible();
    const count = await images.count();
    await expect(view.getByTestId('ai-badge')).toHaveCount(count);
    for (const img of await images.all()) expect(await img.getAttribute('alt')).toBeTruthy();
    expect(await stored(page)).toBeNull();
    await expectNoAxeViolations(page);
    await shot(page, 'results');

    // My creations: rename it (a one-letter name is refused first).
    const card = page.getByTestId('ai-creation').and(page.locator(`[data-id="${id}"]`));
    await expect(card.getByRole('heading', { name })).toBeVisible();
    await card.getByRole('button', { name: t('ai.mine.rename') }).click();
    const rename = card.getByLabel(t('ai.mine.renameLabel'), { exact: true });
    await rename.fill('L');
    await card.getByRole('button', { name: t('ai.mine.save') }).click();
    await expectFieldError(page, t('ai.mine.renameLabel'), t('ai.error.tooShort', { min: 2 }));
    await expectNoAxeViolations(page);
    await rename.fill(renamed);
    await card.getByRole('button', { name: t('ai.mine.save') }).click();
    await expect(card.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(page.getByText(t('ai.mine.renamed', { name: renamed }))).toBeVisible();
    await expect(view.getByRole('heading', { name: renamed })).toBeVisible();

    // Publish it in the page's edition and find it on its public profile.
    await expect(card.getByLabel(t('ai.mine.region'), { exact: true })).toHaveValue('de');
    await card.getByRole('button', { name: t('ai.mine.publish') }).click();
    const profileLink = card.getByRole('link', { name: t('ai.mine.profile') });
    await expect(profileLink).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'published');
    await profileLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(renamed);
    await expect(page.locator('[data-ai-notice]')).toBeVisible();

    // Chat with it: the thread says it is an AI, and a reply arrives.
    await page.goto(`${RESULTS}?creation=${id}`);
    await card.getByRole('button', { name: t('ai.mine.chat') }).click();
    await expect(page).toHaveURL(/\/users\/account\/messages\/ai\/\?c=\d+$/);
    const thread = page.getByTestId('thread');
    await expect(thread.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(thread.getByTestId('ai-disclosure')).toContainText(t('messages.ai.disclosureTitle'));
    const composer = page.getByLabel(t('messages.composer.label', { name: renamed }));
    await composer.fill('Hallo, wie war dein Tag?');
    await composer.press('Enter');
    await expect(
      thread
        .getByTestId('message')
        .filter({ hasText: `${renamed}:` })
        .first(),
    ).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);
    await shot(page, 'chat');

    // Delete it after the confirmation: the list is empty again.
    await page.goto(`${RESULTS}?creation=${id}`);
    await card.getByRole('button', { name: t('ai.mine.delete') }).click();
    const dialog = page.getByRole('dialog', { name: t('ai.mine.deleteTitle', { name: renamed }) });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: t('ai.mine.deleteConfirm') }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText(t('ai.mine.deleted', { name: renamed }))).toBeVisible();
  } finally {
    await deleteNamed(page.request, name, renamed);
  }
});

test('a visitor’s choices wait for the login modal and are created right after', async ({ page }) => {
  test.slow();
  const { model, steps } = await catalog(page.request);
  const name = `Nora ${stamp()}`;
  const data = { model: model.id, step: 999, name, wish: '', attributes: validChoices(steps) };
  await page.goto(CREATE);
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEY, JSON.stringify(data)]);
  await page.reload();

  // The stored choices open the final step with their summary.
  const total = model.steps.length + 2;
  await expect(stepHeading(page, total, total, t('ai.final.heading'))).toBeVisible();
  await expect(page.getByLabel(t('ai.final.name'), { exact: true })).toHaveValue(name);
  await expect(page.getByTestId('ai-summary')).toContainText(model.name);
  await page.getByRole('button', { name: t('ai.create.submit'), exact: true }).click();

  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();
  await expect(page.getByText(t('ai.create.loginNeeded'))).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'login');
  try {
    await modal.getByLabel(t('auth.field.email')).fill(demo('punter'));
    await modal.getByLabel(t('auth.field.password'), { exact: true }).fill(DEMO_PASSWORD);
    await modal.getByRole('button', { name: t('auth.login.submit') }).click();
    await expect(page).toHaveURL(/\/ai-girlfriend\/results\/\?creation=\d+$/);
    await expect(page.getByTestId('ai-creation-view').getByRole('heading', { name })).toBeVisible();
  } finally {
    await deleteNamed(page.request, name);
  }
});

test('another member chats with a companion published in Germany: "Send a message" on its profile, the login on the way', async ({
  page,
  browser,
}) => {
  test.slow();
  // The German edition's AI companion search is a page (it was a 404).
  const search = await page.goto('/escort/ai/');
  expect(search?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'search-de');

  // The demo punter publishes a new creation in the German edition (through the API).
  const ownerContext = await browser.newContext({ storageState: AGE_GATE_PASSED });
  const owner = await ownerContext.newPage();
  const name = `Ivy ${stamp()}`;
  let id: number | undefined;
  try {
    await logIn(owner, demo('punter'));
    const { model, steps } = await catalog(owner.request);
    const made = await owner.request.post('/api/v2/ai/create-girlfriend', {
      data: { model: model.id, name, wish: '', attributes: validChoices(steps) },
    });
    expect(made.status()).toBe(201);
    id = ((await made.json()) as { results: { id: number } }).results.id;
    const creation = `/api/v2/ai/my-creations/${id}`;
    await expect
      .poll(async () => ((await (await owner.request.get(creation)).json()) as { results: { status: string } }).results.status, {
        timeout: 60_000,
      })
      .toBe('succeeded');
    const published = await owner.request.post(`${creation}/publish`, { data: { region: 'de' } });
    expect(published.status()).toBe(200);
    const { profileId, path } = ((await published.json()) as { results: { published: { profileId: number; path: string } } }).results
      .published;

    // A visitor on the companion's profile: "Send a message" leads to the login and back to the AI chat.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    const message = page.getByRole('link', { name: t('profile.contact.message'), exact: true });
    const target = `/users/account/messages/ai/?profile=${profileId}`;
    await expect(message).toHaveAttribute('href', target);
    await expectNoAxeViolations(page);
    await shot(page, 'profile-message');
    await message.click();
    await expect(page).toHaveURL(`/users/login/?redirectUrl=${encodeURIComponent(target)}`);
    await fillLogin(page, demo('punter-basic'), DEMO_PASSWORD);

    // The AI chat with the companion opens; a message gets the companion's reply.
    await expect(page).toHaveURL(/\/users\/account\/messages\/ai\/\?c=\d+$/);
    const thread = page.getByTestId('thread');
    await expect(thread.getByRole('heading', { name })).toBeVisible();
    await expect(thread.getByTestId('ai-disclosure')).toContainText(t('messages.ai.disclosureTitle'));
    const composer = page.getByLabel(t('messages.composer.label', { name }));
    await composer.fill('Hallo, erzählst du mir von dir?');
    await composer.press('Enter');
    await expect(
      thread
        .getByTestId('message')
        .filter({ hasText: `${name}:` })
        .first(),
    ).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);
    await shot(page, 'chat-other-member');
  } finally {
    // Deleting the creation removes the companion with its chats (punter-basic has no AI chat again).
    if (id !== undefined) {
      const deleted = await owner.request.delete(`/api/v2/ai/my-creations/${id}`, { data: {} });
      expect.soft(deleted.status(), await deleted.text()).toBe(204);
    }
    await ownerContext.close();
  }
});

test('an age under 18 is refused by the API; without creations the results page leads to the create page', async ({ page }) => {
  await logIn(page, demo('punter'));
  const { model, steps } = await catalog(page.request);
  const refused = await page.request.post('/api/v2/ai/create-girlfriend', {
    data: { model: model.id, name: 'Jung', wish: '', attributes: { ...validChoices(steps), age: 17 } },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { errors: Record<string, string[]> }).errors['attributes.age']).toBeTruthy();

  // A user without creations: the page says so and links the create page.
  await forgetSession(page);
  await logIn(page, demo('punter-basic'));
  await page.goto(RESULTS);
  const mine = page.getByTestId('ai-my-creations');
  await expect(mine.getByText(t('ai.mine.empty'))).toBeVisible();
  await expect(mine.getByRole('link', { name: t('ai.mine.create') })).toHaveAttribute('href', CREATE);
  await expectNoAxeViolations(page);
  await shot(page, 'empty');

  // The account page links the AI creations.
  await page.goto('/users/account/');
  await expect(page.getByRole('link', { name: t('account.link.aiCreations') })).toHaveAttribute('href', RESULTS);
});

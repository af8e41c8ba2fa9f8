/**
 * Messaging live on one machine: the demo punter and the demo escort (who already share a
 * conversation) in two browsers. The punter writes and the escort's list shows it without a
 * reload (it travels encrypted: no frame the page receives shows the text); the escort opens the
 * thread and the punter sees "Gelesen"; the escort types and the punter sees the typing line; the
 * escort's answer arrives live. Then the escort blocks the
 * punter: the punter's composer is gone and a send through the API is refused (the block is lifted
 * at the end, so the test can run again). A profile link (`?profile=`) opens its conversation, and
 * the AI chats page explains where AI chats start. Every page passes axe and is photographed at
 * phone and desktop sizes.
 */
import { expect, test, type Page } from '@playwright/test';
import { demo, expectNoAxeViolations, forgetSession, logIn, queryDatabase, t } from './auth-helpers.ts';
import { AGE_GATE_PASSED } from './consent.ts';

const SIZES = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;

async function shot(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/screenshots/messages-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(SIZES.desktop);
}

const idOf = (username: string) => queryDatabase<{ id: number }>('SELECT id FROM users WHERE username = ?', username)[0]!.id;

/** The name a conversation shows for a user (the profile's display name, else the username). */
const nameOf = (username: string) =>
  queryDatabase<{ name: string }>(
    'SELECT coalesce(p.display_name, u.username) AS name FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.username = ?',
    username,
  )[0]!.name;

/** The demo conversation of the demo punter and the demo escort. */
const demoConversation = () =>
  queryDatabase<{ id: number }>('SELECT id FROM conversations WHERE punter_id = ? AND partner_id = ?', idOf('punter'), idOf('escort'))[0]!
    .id;

const MESSAGES = '/users/account/messages/';

// Both tests change the same conversation (a block stands for a moment): one after the other.
test.describe.configure({ mode: 'serial' });

test('a punter and an escort chat live: delivery, read receipt, typing, and a block', async ({ page, browser }) => {
  test.slow();
  const id = demoConversation();
  const punterName = nameOf('punter');
  const escortName = nameOf('escort');
  const text = `Hallo Lena, passt Samstag um 21 Uhr? ${Date.now()}`;
  const answer = `Samstag passt, bis dann! ${Date.now()}`;

  const escortContext = await browser.newContext({ storageState: AGE_GATE_PASSED });
  const escort = await escortContext.newPage();
  try {
    await logIn(page, demo('punter'));
    await logIn(escort, demo('escort'));

    // What the escort's page receives over the realtime connection, as sent.
    const frames: string[] = [];
    escort.on('websocket', (ws) => ws.on('framereceived', (frame) => frames.push(String(frame.payload))));

    // The punter has the thread open; the escort only the list.
    await page.goto(`${MESSAGES}?c=${id}`);
    await escort.goto(MESSAGES);
    const punterThread = page.getByTestId('thread');
    await expect(punterThread.getByRole('heading', { name: escortName })).toBeVisible();
    await expect(escort.getByTestId('conversation-list')).toBeVisible();

    // Enter sends; the message shows at once and is confirmed when stored.
    const composer = page.getByLabel(t('messages.composer.label', { name: escortName }));
    await composer.fill(text);
    await composer.press('Enter');
    await expect(composer).toHaveValue('');
    const sent = punterThread.getByTestId('message').filter({ hasText: text });
    await expect(sent).toHaveAttribute('data-state', 'sent');

    // The escort's list shows it without a reload, unread.
    const entry = escort.getByTestId('conversation').filter({ hasText: text });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(t('messages.list.unreadShort'));
    // It came encrypted on the escort's own channel: the page opened what no frame shows.
    const created = frames
      .map((f) => JSON.parse(f) as { event: string; channel?: string; data?: string })
      .filter((f) => f.event === 'message.created');
    expect(created.map((f) => f.channel)).toContain(`private-encrypted-user.${idOf('escort')}`);
    for (const f of created) expect(JSON.parse(f.data!)).toEqual({ nonce: expect.any(String), ciphertext: expect.any(String) });
    expect(frames.join('\n')).not.toContain(text);
    await expectNoAxeViolations(escort);
    await shot(escort, 'list');

    // The escort opens the thread: it is read, and the punter sees the receipt under the message.
    await entry.click();
    await expect(escort).toHaveURL(`${MESSAGES}?c=${id}`);
    const escortThread = escort.getByTestId('thread');
    await expect(escortThread.getByTestId('message').filter({ hasText: text })).toBeVisible();
    await expect(sent.getByTestId('read-receipt')).toHaveText(t('messages.message.read'));

    // The escort types: the punter sees it (announcements go out every few seconds, so keep typing).
    const escortComposer = escort.getByLabel(t('messages.composer.label', { name: punterName }));
    const typing = page.getByTestId('typing');
    await expect(async () => {
      await escortComposer.pressSequentially('Sa');
      await expect(typing).toHaveText(t('messages.typing', { name: escortName }), { timeout: 1_500 });
    }).toPass({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await shot(page, 'thread-typing');

    // The escort's answer arrives live and ends the typing line.
    await escortComposer.fill(answer);
    await escort.getByRole('button', { name: t('messages.composer.send'), exact: true }).click();
    await expect(punterThread.getByTestId('message').filter({ hasText: answer })).toBeVisible();
    await expect(typing).toHaveText('');
    await expectNoAxeViolations(escort);
    await shot(escort, 'thread');

    // The escort blocks the punter: no composer on either side, and the API refuses a send.
    await escortThread.getByRole('button', { name: t('messages.block.button') }).click();
    await escort
      .getByRole('dialog')
      .getByRole('button', { name: t('messages.block.confirm') })
      .click();
    await expect(escort.getByTestId('blocked-notice')).toHaveText(t('messages.blocked.byMe', { name: punterName }));
    await expect(escort.getByTestId('composer')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('blocked-notice')).toHaveText(t('messages.blocked.other'));
    await expect(page.getByTestId('composer')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'blocked');
    const refused = await page.request.post(`/api/v2/users/conversations/${id}/messages`, {
      data: { body: 'Trotzdem?', clientId: `e2e-${Date.now()}` },
    });
    expect(refused.status()).toBe(403);

    // The escort lifts the block: both can write again.
    await escortThread.getByRole('button', { name: t('messages.unblock.button') }).click();
    await escort
      .getByRole('dialog')
      .getByRole('button', { name: t('messages.unblock.confirm') })
      .click();
    await expect(escort.getByTestId('composer')).toBeVisible();
  } finally {
    // Whatever failed above, the next run starts without the block.
    await escort.request.delete(`/api/v2/users/blocks/${idOf('punter')}`, { data: {} });
    await escortContext.close();
  }
});

test('a profile link opens its conversation; the AI chats page says where AI chats start', async ({ page }) => {
  const escortName = nameOf('escort');
  await logIn(page, demo('punter'));
  await page.goto(`${MESSAGES}?profile=${idOf('escort')}`);
  await expect(page).toHaveURL(`${MESSAGES}?c=${demoConversation()}`);
  await expect(page.getByTestId('thread').getByRole('heading', { name: escortName })).toBeVisible();

  // On a phone the list and the thread are two views.
  await page.setViewportSize(SIZES.phone);
  await expect(page.getByTestId('conversation-list')).toBeHidden();
  await page.getByRole('button', { name: t('messages.thread.back') }).click();
  await expect(page).toHaveURL(MESSAGES);
  await expect(page.getByTestId('conversation-list')).toBeVisible();
  await page.setViewportSize(SIZES.desktop);

  await page.getByRole('link', { name: t('messages.tabs.ai') }).click();
  await expect(page).toHaveURL(`${MESSAGES}ai/`);

  // The AI chats page of a user without AI chats (the demo punter chats with AI creations in ai.spec.ts).
  await forgetSession(page);
  await logIn(page, demo('punter-basic'));
  await page.goto(`${MESSAGES}ai/`);
  const empty = page.getByTestId('messages-empty');
  await expect(empty.getByRole('heading', { name: t('messages.emptyAi.title') })).toBeVisible();
  await expect(empty.getByRole('link', { name: t('messages.emptyAi.create') })).toHaveAttribute('href', '/ai-girlfriend/create/');
  await expect(empty.getByRole('link', { name: t('messages.ai.mine') })).toHaveAttribute('href', '/ai-girlfriend/results/');
  await expectNoAxeViolations(page);
  await shot(page, 'ai-empty');
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { t as translate } from '../../../i18n/index.ts';
import { mailFailuresResponseSchema } from '../../lib/api/admin.ts';
import { accountsOf } from '../auth/accounts.ts';
import { syncSearchRows } from '../db/search-index.ts';
import { sendSavedSearchAlerts } from '../jobs/saved-search-alerts.ts';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-app.ts';
import { API, newPunter, rows, signIn } from '../testing/punter.ts';
import type { SmtpProvider } from './smtp.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp.harness.ts';
import { smtpSettingsFromEnv } from './smtp-settings.ts';

let smtp: TestSmtpServer;
let t: AuthTestApp;
beforeAll(async () => {
  smtp = await startSmtpServer({ rcpt: (address) => (address.startsWith('bounce-') ? [550, '5.1.1 Unknown recipient'] : undefined) });
  const settings = smtpSettingsFromEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Lustmap <noreply@lustmap.test>' })!;
  t = await createAuthTestApp({ settings: { messages: { kind: 'outbox', smtp: settings } } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The app's message provider: e-mails over SMTP. */
const mailer = () => accountsOf(t.app).notifier.provider as SmtpProvider;

/** A fresh punter speaking `locale`, with an address of its own (`bounce-…` is refused by the server). */
function punter(locale: string, prefix = '') {
  const p = newPunter(t);
  const email = `${prefix}${p.username}@example.test`;
  rows(t, 'UPDATE users SET locale = ?, email = ? WHERE id = ?', locale, email, p.id);
  return { ...p, email };
}

/** Ask for a reset link by e-mail, as the page does, and wait for the e-mail to be handed over. */
async function requestReset(email: string) {
  const res = await t.client().call('POST', `${API}/users/forgot-password`, { email, captcha: await t.captcha() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await mailer().idle();
}

describe('the app with SMTP_URL', () => {
  test('a reset link goes out as a German e-mail over SMTP, not to the outbox', async () => {
    const p = punter('de');
    await requestReset(p.email);
    const [mail] = smtp.to(p.email);
    expect(mail).toBeDefined();
    expect(mail!.headers.from).toBe('Lustmap <noreply@lustmap.test>');
    expect(mail!.headers.to).toBe(p.email);
    expect(mail!.headers.subject).toBe(translate('de', 'auth.message.resetEmail.subject', { site: 'Lustmap', link: '', code: '' }));
    const text = mail!.part('text/plain')!;
    const link = /https?:\/\/\S+\/users\/forgot-password\/[A-Za-z0-9_-]+\//.exec(text)?.[0];
    expect(link).toBeDefined();
    expect(mail!.part('text/html')).toContain(`<a href="${link}">${link}</a>`);
    expect(t.outbox(p.email)).toEqual([]);
    expect(rows(t, 'SELECT purpose, status FROM mail_deliveries WHERE recipient = ?', p.email)).toEqual([
      { purpose: 'resetEmail', status: 'sent' },
    ]);
  });

  test('the saved-search alert arrives in Italian with List-Unsubscribe to the page that turns it off', async () => {
    const p = punter('it');
    const c = await signIn(t, p.username);
    const category = t.deps.regions.de.categories.find((x) => x.default)!;
    const saved = await c.call('POST', `${API}/users/saved-searches`, {
      name: 'Tutta la Germania',
      region: 'de',
      categoryId: category.id,
      path: category.url,
      query: '',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    t.clock.advance(60);
    const listing = (
      rows(
        t,
        `SELECT p.user_id AS id FROM profiles p JOIN profile_search s ON s.profile_id = p.user_id
          WHERE p.region = 'de' AND p.profile_type = 'escort' AND p.published = 1 ORDER BY p.user_id LIMIT 1`,
      )[0] as { id: number }
    ).id;
    rows(t, 'UPDATE profiles SET published_at = ? WHERE user_id = ?', t.clock.now().toISOString(), listing);
    await syncSearchRows(t.deps.db, [listing], t.clock.now());
    t.clock.advance(60);

    await sendSavedSearchAlerts({ ...t.deps, clock: t.clock, log: t.log, messages: mailer(), siteUrl: 'https://lustmap.test' });
    await mailer().idle();

    const [mail] = smtp.to(p.email);
    expect(mail).toBeDefined();
    // The page of the punter's own edition.
    const { region } = rows(t, 'SELECT region FROM users WHERE id = ?', p.id)[0] as { region: keyof typeof t.deps.regions };
    const prefix = t.deps.regions[region].prefix;
    expect(mail!.headers['list-unsubscribe']).toBe(`<https://lustmap.test${prefix}/users/account/saved-searches/>`);
    expect(mail!.headers['list-unsubscribe-post']).toBeUndefined();
    expect(mail!.headers.subject).toBe(translate('it', 'savedSearch.mail.subject', { count: 1 }));
    expect(mail!.part('text/plain')).toContain(translate('it', 'savedSearch.mail.intro'));
    expect(mail!.part('text/plain')).toContain(`/users/${listing}/`);
    expect(mail!.part('text/html')).toContain(`<a href="https://lustmap.test${prefix}/users/account/saved-searches/">`);
  });

  test('an address the server refuses is listed for admins, with the reply; others may not read the list', async () => {
    const p = punter('en', 'bounce-');
    await requestReset(p.email);
    expect(smtp.to(p.email)).toEqual([]);

    expect((await t.client().call('GET', `${API}/admin/mail-failures`)).status).toBe(401);
    const member = await signIn(t, punter('en').username);
    expect((await member.call('GET', `${API}/admin/mail-failures`)).status).toBe(403);

    const support = await signIn(t, 'support');
    const res = await support.call('GET', `${API}/admin/mail-failures?limit=5`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { results } = mailFailuresResponseSchema.parse(res.body);
    expect(results[0]).toMatchObject({ recipient: p.email, purpose: 'resetEmail', userId: p.id, status: 'refused', attempts: 1 });
    expect(results[0]!.reply).toMatch(/^550 5\.1\.1 Unknown recipient/);
    const older = mailFailuresResponseSchema.parse((await support.call('GET', `${API}/admin/mail-failures?before=${results[0]!.id}`)).body);
    expect(older.results.every((r) => r.id < results[0]!.id)).toBe(true);
    expect((await support.call('GET', `${API}/admin/mail-failures?limit=0`)).status).toBe(422);
  });
});

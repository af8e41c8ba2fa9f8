// @vitest-environment happy-dom
/**
 * The tip's registration dialog as a visitor uses it: it names the tip, registers through
 * `POST /api/v2/users/registration/from-tip` with the form's contact and password and the tipped
 * profile as the way back, shows the server's field errors at their fields, and follows the
 * server's answer (the e-mail verification step here, the phone verification page for a number).
 */
import { createElement as h, Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { translator } from '../../../i18n/index.ts';
import { configureApi } from '../../lib/api/http.ts';
import { loadNamespaces } from '../../stores/dictionary.ts';
import { appContextValue, AppContext } from '../app/context.ts';

// The proof-of-work captcha is solved at once; navigation is recorded instead of followed.
vi.mock('../auth/captcha.ts', () => ({
  useCaptcha: () => ({ status: 'done', take: () => Promise.resolve({ solved: true }), retry: () => {} }),
}));
const visited: string[] = [];
vi.mock('../auth/navigation.ts', async (original) => ({
  ...(await original<typeof import('../auth/navigation.ts')>()),
  go: (url: string) => void visited.push(url),
}));

const { createRoot } = await import('react-dom/client');
const { default: TipRegisterDialog } = await import('./TipRegisterDialog.tsx');

const t = translator('de');
const PROFILE = '/users/42/';

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let calls: Call[] = [];
let answers: { status: number; body: unknown }[] = [];
const roots: { unmount: () => void }[] = [];

// The texts are in before the first render (as on a page whose other islands loaded them).
beforeAll(() => loadNamespaces(['common', 'galleries', 'auth']));

beforeEach(() => {
  calls = [];
  answers = [];
  visited.length = 0;
  configureApi({
    origin: 'http://site.test',
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input);
      calls.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const next = answers.shift() ?? { status: 500, body: { message: 'unexpected call' } };
      return Promise.resolve(
        new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } }),
      );
    },
  });
});
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.replaceChildren();
  configureApi({ origin: '', fetch: (...args) => globalThis.fetch(...args) });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (check()) return;
    await sleep(10);
  }
  throw new Error(`timed out waiting for ${what}: ${document.body.textContent}`);
}

/** The dialog on a German profile page; resolves once the form is shown. */
async function open(onClose = () => {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const context = appContextValue(
    {
      routeId: 'publicProfile',
      pattern: '/users/:userId/',
      access: 'public',
      region: {
        code: 'de',
        prefix: '',
        defaultLocale: 'de',
        locales: ['de', 'en'],
        currency: 'EUR',
        legal: { imprint: '/impressum/', terms: '/agb/', privacy: '/datenschutz/' },
      } as never,
    },
    'de',
  );
  const root = createRoot(host);
  roots.push(root);
  root.render(
    h(
      AppContext.Provider,
      { value: context },
      h(Suspense, { fallback: null }, h(TipRegisterDialog, { name: 'Lena', amount: 25, profilePath: PROFILE, onClose })),
    ),
  );
  await until(() => !!field(t('auth.field.email')) && !!document.querySelector('dialog')?.open, 'the open form');
}

/** The control labelled `label` (by its <label for>). */
function field(label: string): HTMLInputElement | undefined {
  const el = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  const id = el?.getAttribute('for');
  return (id ? document.getElementById(id) : el?.querySelector('input')) as HTMLInputElement | undefined;
}

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function button(text: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

/** Fill in an e-mail registration and send it. */
async function submitWith(email: string) {
  type(field(t('auth.field.email'))!, email);
  type(field(t('auth.field.newPassword'))!, 'correct horse battery staple');
  for (const label of [t('auth.registration.terms'), t('auth.registration.adult')]) {
    const box = field(label)!;
    if (!box.checked) box.click();
  }
  await until(() => field(t('auth.registration.adult'))!.checked, 'the checkboxes');
  button(t('auth.registration.submit')).click();
}

const errorOf = (input: HTMLInputElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the tip registration dialog', () => {
  test('names the tip and the escort, and is a labelled modal dialog', async () => {
    await open();
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe(t('tip.register.title'));
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      t('tip.register.intro', { count: 25, name: 'Lena' }),
    );
  });

  test('registers through from-tip with the profile as the way back; a taken address shows at the e-mail field', async () => {
    await open();
    answers.push({
      status: 422,
      body: { message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } },
    });
    await submitWith('lena.fan@example.test');
    await until(() => calls.length === 1, 'the call');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v2/users/registration/from-tip',
      body: {
        email: 'lena.fan@example.test',
        password: 'correct horse battery staple',
        role: 'punter',
        terms: true,
        adult: true,
        captcha: { solved: true },
        region: 'de',
        redirectProfilePath: PROFILE,
      },
    });
    const email = field(t('auth.field.email'))!;
    await until(() => email.getAttribute('aria-invalid') === 'true', 'the field error');
    expect(errorOf(email)).toContain(t('validation.isEmailTaken'));

    // Editing the address clears its error; the next answer asks for the e-mail verification.
    type(email, 'lena.fan2@example.test');
    await until(() => email.getAttribute('aria-invalid') !== 'true', 'the error to clear');
    answers.push({ status: 201, body: { results: { userEmail: 'lena.fan2@example.test', userHash: 'h'.repeat(32) } } });
    button(t('auth.registration.submit')).click();
    await until(() => document.body.textContent.includes(t('auth.emailSent.title')), 'the e-mail step');
    expect(document.body.textContent).toContain(t('auth.emailSent.text', { email: 'lena.fan2@example.test' }));
    expect(calls.map((c) => c.path)).toEqual(['/api/v2/users/registration/from-tip', '/api/v2/users/registration/from-tip']);
    expect(visited).toEqual([]);
  });

  test('a registration by phone goes on to the verification page the server names', async () => {
    await open();
    const phoneChoice = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (r) => r.closest('label')?.textContent?.trim() === t('auth.contact.phone'),
    )!;
    phoneChoice.click();
    await until(() => !!field(t('auth.field.phone')), 'the phone field');
    type(field(t('auth.field.phone'))!, '+491701234567');
    type(field(t('auth.field.newPassword'))!, 'correct horse battery staple');
    field(t('auth.registration.terms'))!.click();
    field(t('auth.registration.adult'))!.click();
    answers.push({
      status: 201,
      body: { results: { verifyNumber: 'v'.repeat(32), userPhoneNumber: '+491701234567', channel: 'sms' } },
    });
    await until(() => field(t('auth.registration.adult'))!.checked, 'the checkboxes');
    button(t('auth.registration.submit')).click();
    await until(() => visited.length === 1, 'the navigation');
    expect(calls[0]?.body).toMatchObject({ phone: '+491701234567', phoneChannel: 'sms', redirectProfilePath: PROFILE });
    expect(visited).toEqual([`/users/registration/verify-phone/${'v'.repeat(32)}/`]);
  });

  test('nothing is sent while the form is incomplete; the close button closes the dialog', async () => {
    const closed = vi.fn();
    await open(closed);
    button(t('auth.registration.submit')).click();
    const email = field(t('auth.field.email'))!;
    await until(() => email.getAttribute('aria-invalid') === 'true', 'the local check');
    expect(errorOf(email)).toContain(t('validation.isEmailInvalid'));
    expect(calls).toEqual([]);
    const close = document.querySelector<HTMLButtonElement>(`button[aria-label="${t('tip.register.close')}"]`)!;
    close.click();
    await until(() => closed.mock.calls.length === 1, 'the close');
  });
});

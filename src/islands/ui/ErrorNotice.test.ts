import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import { ENGLISH, ErrorNotice } from './ErrorNotice.tsx';

const render = (error: unknown, texts?: typeof ENGLISH) => renderToStaticMarkup(createElement(ErrorNotice, { error, texts }));

test('the notice shows the status, the message and a reload button', () => {
  const html = render(Object.assign(new Error('The search is unavailable.'), { status: 503 }));
  expect(html).toContain('role="alert"');
  expect(html).toContain('Something went wrong');
  expect(html).toContain('Error 503');
  expect(html).toContain('The search is unavailable.');
  expect(html).toMatch(/<button type="button"[^>]*>Reload the page<\/button>/);
});

test('the stack shows in development only', () => {
  const error = new Error('boom');
  expect(import.meta.env.DEV).toBe(true);
  expect(render(error)).toContain('<pre');
  vi.stubEnv('DEV', false);
  try {
    expect(render(error)).not.toContain('<pre');
    expect(render(error)).not.toContain('ErrorNotice.test');
  } finally {
    vi.unstubAllEnvs();
  }
});

test('it shows the texts it is given', () => {
  const html = render(
    { status: 404, message: 'x' },
    { title: 'Etwas ist schiefgelaufen', text: 't', reload: 'Seite neu laden', status: 'Fehler {status}' },
  );
  expect(html).toContain('Etwas ist schiefgelaufen');
  expect(html).toContain('Fehler 404');
  expect(html).toContain('Seite neu laden');
});

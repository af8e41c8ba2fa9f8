import { expect, test } from 'vitest';
import { APP_ROUTES } from '../../../lib/routing/app-routes.ts';
import { PENDING_ROUTES, ROUTE_PAGES } from './pages.ts';

const pending = new Set<string>(PENDING_ROUTES);

test('every app route has a page or is listed as pending', () => {
  const missing = APP_ROUTES.filter((r) => !ROUTE_PAGES[r.id] && !pending.has(r.id)).map((r) => r.id);
  expect(missing, 'routes without a page: register one in pages.ts or list them in PENDING_ROUTES').toEqual([]);
});

test('no route is both pending and served', () => {
  expect(PENDING_ROUTES.filter((id) => ROUTE_PAGES[id])).toEqual([]);
});

test('the pending list names routes that exist, once each', () => {
  const ids = new Set<string>(APP_ROUTES.map((r) => r.id));
  expect(PENDING_ROUTES.filter((id) => !ids.has(id))).toEqual([]);
  expect(new Set(PENDING_ROUTES).size).toBe(PENDING_ROUTES.length);
});

test('every pending route has a translated title for its coming-soon page', async () => {
  for (const locale of ['de', 'en', 'it', 'ro']) {
    const dict = (await import(`../../../../i18n/${locale}/app.json`, { with: { type: 'json' } })) as { default: Record<string, string> };
    const missing = PENDING_ROUTES.filter((id) => !dict.default[`app.${id}.title`]);
    expect(missing, locale).toEqual([]);
    expect(dict.default['app.pending.text'], locale).toBeTruthy();
  }
});

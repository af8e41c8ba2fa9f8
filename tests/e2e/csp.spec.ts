/**
 * The built site runs under its Content-Security-Policy: the home, a place page, a profile and the
 * login page load, hydrate their islands and report no `securitypolicyviolation` and no CSP console
 * error.
 */
import { expect, test, type Page } from '@playwright/test';
import { places, regions } from '../../regions/index.ts';

/** Violations seen by the page and CSP errors printed to its console. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (/content security policy|refused to (execute|load|apply|connect|frame)/i.test(msg.text())) consoleErrors.push(msg.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} (${e.sample})`);
    });
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ...consoleErrors,
  ];
}

async function visit(page: Page, path: string) {
  const violations = await watchViolations(page);
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  const policy = res?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toContain("script-src 'self' 'sha256-");
  expect(policy, path).not.toContain('unsafe-inline');
  await page.waitForLoadState('networkidle');
  expect(await violations(), path).toEqual([]);
  // An island hydrated: the inline island runtime ran and removed its ssr marker.
  await expect(page.locator('astro-island:not([ssr])').first()).toBeAttached();
}

function placePath(): string {
  const region = regions.de;
  const category = region.categories.find((c) => c.default)!;
  const town = places.de.find((p) => p.kind === 'place')!;
  return `${region.prefix}${category.url}${town.slug}/`;
}

test('the home page runs without CSP violations', async ({ page }) => {
  await visit(page, '/');
});

test('a place page runs without CSP violations', async ({ page }) => {
  await visit(page, placePath());
});

test('a profile page runs without CSP violations', async ({ page, request }) => {
  const res = await request.get('/api/v2/search/escorts?region=de&place=koeln&per_page=1');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { results: { path: string }[] };
  expect(body.results.length).toBeGreaterThan(0);
  await visit(page, body.results[0]!.path);
  await expect(page.locator('h1')).not.toHaveCount(0);
});

test('the login page runs without CSP violations', async ({ page }) => {
  await visit(page, '/users/login/');
});

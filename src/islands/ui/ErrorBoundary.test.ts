import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { ErrorBoundary, withErrorBoundary } from './ErrorBoundary.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A window with a memory sessionStorage and a recorded reload. */
function stubWindow(pathname: string) {
  const items = new Map<string, string>();
  const reload = vi.fn();
  const sessionStorage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
  vi.stubGlobal('window', { location: { pathname, reload }, sessionStorage });
  return reload;
}

test('a caught error switches the boundary to its notice', () => {
  const error = new Error('boom');
  expect(ErrorBoundary.getDerivedStateFromError(error)).toEqual({ error, failed: true });
});

test('the notice falls back to the built-in English one while, or if, the localized texts cannot load', () => {
  const error = new Error('boom');
  const inner = new ErrorBoundary({ children: 'island', fallback: 'english' });
  expect(inner.render()).toBe('island');
  inner.state = { error, failed: true };
  expect(inner.render()).toBe('english');
  const outer = new ErrorBoundary({ children: 'island' });
  outer.state = { error, failed: true };
  const notice = outer.render() as ReactElement<{ fallback: ReactElement<{ fallback: ReactElement }> }>;
  expect(notice.type).toBe(ErrorBoundary);
  // The localized notice falls back to the English one, which falls back to a bare reload button.
  const english = notice.props.fallback;
  expect(english.type).toBe(ErrorBoundary);
  expect(renderToStaticMarkup(english.props.fallback)).toContain('Something went wrong');
  expect(renderToStaticMarkup(english.props.fallback)).toContain('<button');
  // Rendered on the server (no lazy chunk there) the Suspense fallbacks show: the bare notice.
  expect(renderToStaticMarkup(notice)).toContain('Something went wrong. Reload the page.');
});

test('after a chunk-load error it reloads the route once, then shows the notice', () => {
  const reload = stubWindow('/users/7/');
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const boundary = new ErrorBoundary({ children: null });
  const chunk = new TypeError('Failed to fetch dynamically imported module: https://x.test/_astro/ProfilePage.js');
  boundary.componentDidCatch(chunk, { componentStack: '' });
  expect(reload).toHaveBeenCalledTimes(1);
  // The reloaded page fails the same way: no second reload (no loop), the error is logged and shown.
  boundary.componentDidCatch(chunk, { componentStack: '' });
  expect(reload).toHaveBeenCalledTimes(1);
  expect(logged).toHaveBeenCalledTimes(1);
});

test('other errors never reload', () => {
  const reload = stubWindow('/');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  new ErrorBoundary({ children: null }).componentDidCatch(new Error('Cannot read properties of undefined'), { componentStack: '' });
  expect(reload).not.toHaveBeenCalled();
});

test('a wrapped island renders as before', () => {
  const Island = ({ name }: { name: string }) => createElement('p', null, `hello ${name}`);
  expect(renderToStaticMarkup(createElement(withErrorBoundary(Island), { name: 'x' }))).toBe('<p>hello x</p>');
});

test('every island a page hydrates, the app island included, sits in the boundary', () => {
  const src = resolve(import.meta.dirname, '../..');
  const astroFiles = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.astro'));
  const roots = new Set<string>();
  for (const file of astroFiles) {
    const text = readFileSync(join(src, file), 'utf8');
    for (const [, name, path] of text.matchAll(/^import (\w+) from '([^']*\/islands\/[^']+\.tsx)';$/gm)) {
      if (new RegExp(`<${name}\\b[^>]*\\bclient:`).test(text)) roots.add(relative(src, resolve(join(src, file, '..'), path!)));
    }
  }
  const checked = [...roots].sort();
  expect(checked).toEqual(
    expect.arrayContaining([
      'islands/app/router/AppIsland.tsx',
      'islands/catchall/CatchAll.tsx',
      'islands/featured/FeaturedIsland.tsx',
      'islands/locale/LanguageSelect.tsx',
      'islands/search/SearchIsland.tsx',
      'islands/shell/ShellIsland.tsx',
    ]),
  );
  for (const root of checked) expect(readFileSync(join(src, root), 'utf8'), root).toMatch(/^export default withErrorBoundary\(\w+\);$/m);
});

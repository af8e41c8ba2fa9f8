import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { lockScroll, showModalLocked } from './scroll-lock.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('the body does not scroll while any lock is held, and gets its own value back after the last', () => {
  const body = { style: { overflow: 'auto' } } as HTMLElement;
  const first = lockScroll(body);
  expect(body.style.overflow).toBe('hidden');
  const second = lockScroll(body);
  first();
  first();
  expect(body.style.overflow).toBe('hidden');
  second();
  expect(body.style.overflow).toBe('auto');
});

test('a dialog shown with the lock releases it when it closes', () => {
  const body = { style: { overflow: '' } };
  vi.stubGlobal('document', { body });
  const listeners: (() => void)[] = [];
  const dialog = {
    open: false,
    showModal: vi.fn(() => void (dialog.open = true)),
    addEventListener: (_: string, l: () => void) => listeners.push(l),
  };
  showModalLocked(dialog as unknown as HTMLDialogElement);
  expect(dialog.showModal).toHaveBeenCalledOnce();
  expect(body.style.overflow).toBe('hidden');
  for (const l of listeners) l();
  expect(body.style.overflow).toBe('');
  expect(() => showModalLocked(null)()).not.toThrow();
});

test('every modal dialog in the islands locks the page scroll', () => {
  const islands = resolve(import.meta.dirname, '..');
  const files = readdirSync(islands, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx') && !f.includes('.test.'));
  const dialogs = files.filter((f) => /<dialog\b/.test(readFileSync(join(islands, f), 'utf8')));
  expect(dialogs.length).toBeGreaterThanOrEqual(10);
  for (const file of dialogs) {
    const text = readFileSync(join(islands, file), 'utf8');
    expect(text, file).toMatch(/\b(useModalDialog|showModalLocked|lockScroll)\(/);
    // No dialog opens modally without the lock.
    expect(text.replace(/\bshowModalLocked\(/g, ''), file).not.toMatch(/\.showModal\(/);
  }
});

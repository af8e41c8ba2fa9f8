/**
 * The bottom-left toasts (SPEC §8): error and success messages, and the message kept in a cookie
 * across a navigation (SPEC §2 app shell: shown after the next page load, then cleared).
 * A toast carries either a text or an i18n key (translated when shown, in the active locale).
 */
import Cookies from 'js-cookie';
import { atom } from 'nanostores';
import type { NamespaceKey } from '../../i18n/index.ts';
import type { Vars } from '../../i18n/template.ts';

/** Toasts speak with the `common` namespace, the one every island has loaded. */
export type ToastKey = NamespaceKey<'common'>;

export type ToastKind = 'error' | 'success';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** i18n key (e.g. "common.error"), translated when shown. */
  key?: ToastKey;
  vars?: Vars;
  /** A text already in the user's language. */
  text?: string;
  /** The next step the toast offers: a link with its label (shown only when the link is same-site). */
  action?: ToastAction;
}

/** A link a toast offers (e.g. "Go to my account"). */
export interface ToastAction {
  key: ToastKey;
  href: string;
}

/** Visible toasts, oldest first. */
export const $toasts = atom<Toast[]>([]);

/** Name of the cookie holding the toast for the next page. */
export const TOAST_COOKIE = 'toast';

/** At most this many toasts stay on screen. */
const MAX_TOASTS = 4;

let nextId = 1;

/** Show a toast now; returns its id. */
export function showToast(
  kind: ToastKind,
  content: ({ key: ToastKey; vars?: Vars } | { text: string }) & { action?: ToastAction },
): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, kind, ...content }].slice(-MAX_TOASTS));
  return id;
}

/** The SPEC §8 generic error toast. */
export function showError(key: ToastKey = 'common.error'): number {
  return showToast('error', { key });
}

/** The SPEC §8 generic success toast. */
export function showSuccess(key: ToastKey = 'common.success'): number {
  return showToast('success', { key });
}

/** Remove a toast. */
export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/** Only these keys may come from the cookie (it is readable and writable by anyone on the machine). */
const COOKIE_KEY = /^(?:toast|common)\.[A-Za-z0-9.]+$/;

/**
 * Keep a toast for the page the browser goes to next (`at`: only for that path, so the page that
 * is leaving cannot show it first).
 */
export function flashToast(kind: ToastKind, key: ToastKey, action?: ToastAction, at?: string): void {
  Cookies.set(TOAST_COOKIE, JSON.stringify({ kind, key, ...(action ? { action } : {}), ...(at ? { at } : {}) }), {
    path: '/',
    sameSite: 'lax',
    secure: location.protocol === 'https:',
  });
}

/**
 * The action of a cookie toast, if its label key is allowed. Its link is checked as same-site where
 * it is rendered (toast-link.ts), so the redirect check loads with the toasts, not with every page.
 */
function cookieAction(value: unknown): ToastAction | undefined {
  const a = value as { key?: unknown; href?: unknown } | undefined;
  if (typeof a?.key !== 'string' || !COOKIE_KEY.test(a.key) || typeof a.href !== 'string') return undefined;
  return { key: a.key as ToastKey, href: a.href };
}

/** Show and clear the toast kept for this page, if any. */
export function takeFlashToast(): Toast | undefined {
  const raw = Cookies.get(TOAST_COOKIE);
  if (raw === undefined) return undefined;
  try {
    const v = JSON.parse(raw) as { kind?: unknown; key?: unknown; action?: unknown; at?: unknown };
    // A toast meant for another page waits for it (the page that set it may still be on screen).
    if (typeof v.at === 'string' && typeof location !== 'undefined' && v.at !== location.pathname) return undefined;
    Cookies.remove(TOAST_COOKIE, { path: '/' });
    if ((v.kind === 'error' || v.kind === 'success') && typeof v.key === 'string' && COOKIE_KEY.test(v.key)) {
      // A key the dictionary lacks shows as itself, like any missing key; a foreign link is dropped.
      const action = cookieAction(v.action);
      const id = showToast(v.kind, { key: v.key as ToastKey, ...(action ? { action } : {}) });
      return $toasts.get().find((t) => t.id === id);
    }
  } catch {
    // A malformed cookie is dropped.
    Cookies.remove(TOAST_COOKIE, { path: '/' });
  }
  return undefined;
}

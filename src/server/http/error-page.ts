/**
 * The generic error answer of the server's own failures (5xx, anything unexpected): JSON for the
 * API and for anything but a browser's page request, a small self-contained HTML page for site
 * paths (status, message and the request id to quote; never a stack or the error's own text).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';

/** Does this request ask for a page (a browser's GET of a site path) rather than data? */
export function wantsPage(method: string, path: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path === '/api' || path.startsWith('/api/')) return false;
  return accept?.includes('text/html') ?? false;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The HTML of the generic error page (no scripts or styles, so any Content-Security-Policy allows it). */
export function errorPageHtml(status: number, message: string, requestId?: string): string {
  const id = requestId ? `<p>Request id: <code>${escape(requestId)}</code></p>` : '';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${status} ${escape(message)} · Lustmap</title></head>` +
    `<body><main><h1>${status} ${escape(message)}</h1><p>Something went wrong on our side. Please try again in a moment.</p>${id}` +
    `<p><a href="">Reload the page</a> · <a href="/">Home</a></p></main></body></html>`
  );
}

/** Answer a server-side failure: the HTML page for a page request, else `{ message, requestId }` JSON. */
export function serverError(c: Context<AppEnv>, status: 500 | 502 | 503 | 504 = 500, message = 'Server Error'): Response {
  const requestId = c.get('requestId');
  if (wantsPage(c.req.method, c.req.path, c.req.header('accept'))) return c.html(errorPageHtml(status, message, requestId), status);
  return c.json({ message, requestId }, status);
}

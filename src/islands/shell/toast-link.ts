/** The link a toast may show: only a same-site path (a kept toast's cookie is writable by anyone on the machine). */
import { sameSitePath } from '../../lib/redirect.ts';
import type { ToastAction } from '../../stores/toasts.ts';

/** The checked href of a toast's action, or undefined when there is none or it leaves the site. */
export function toastLinkHref(action: ToastAction | undefined): string | undefined {
  return action ? sameSitePath(action.href) : undefined;
}

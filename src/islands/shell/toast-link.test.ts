import { expect, test } from 'vitest';
import { toastLinkHref } from './toast-link.ts';

test('it shows a toast link only for a same-site path', () => {
  expect(toastLinkHref({ key: 'toast.wrongRole.next', href: '/users/account/' })).toBe('/users/account/');
  for (const href of ['//evil.example/', 'https://evil.example/', '/.//evil.example', 'javascript:alert(1)']) {
    expect(toastLinkHref({ key: 'toast.wrongRole.next', href }), href).toBeUndefined();
  }
  expect(toastLinkHref(undefined)).toBeUndefined();
});

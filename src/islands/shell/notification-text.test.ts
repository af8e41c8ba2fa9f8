import { expect, test } from 'vitest';
import { translator } from '../../../i18n/index.ts';
import type { Notification } from '../../lib/api/notifications.ts';
import { appHref } from '../../lib/routing/app-routes.ts';
import { describeNotification } from './notification-text.ts';

const t = translator('de');
const n = (kind: Notification['kind'], payload: Record<string, unknown>): Notification => ({
  id: 1,
  kind,
  payload,
  createdAt: '2025-05-01T10:00:00.000Z',
  readAt: null,
});

test('each kind says what happened and links where it can be seen, in the region', () => {
  const uk = appHref('/uk');
  expect(describeNotification(n('message', { conversationId: 12, senderName: 'Lena', preview: 'Hallo!' }), t, uk)).toEqual({
    text: 'Neue Nachricht von Lena',
    detail: 'Hallo!',
    href: '/uk/users/account/messages/?c=12',
  });
  expect(describeNotification(n('review', { reviewId: 3, profileId: 5, rating: 4, authorName: 'Tom' }), t, uk)).toEqual({
    text: 'Neue Bewertung von Tom: 4 von 5 Sternen',
    href: '/uk/users/profile/reviews/',
  });
  expect(describeNotification(n('purchase', { product: 'tip', credits: 9, tipId: 2 }), t, uk)).toEqual({
    text: 'Du hast ein Trinkgeld bekommen: 9 Credits',
    href: '/uk/users/account/earnings/',
  });
  expect(describeNotification(n('purchase', { product: 'gallery', galleryId: 2, credits: 30 }), t, uk).text).toBe(
    'Deine Galerie wurde gekauft: 30 Credits für dich',
  );
  expect(describeNotification(n('publish_approved', { profileId: 5 }), t, appHref(''))).toEqual({
    text: 'Dein Profil ist freigegeben und jetzt online.',
    href: '/users/5/',
  });
});

test('a message without a sender name or text still reads well', () => {
  const d = describeNotification(n('message', { conversationId: 3, image: true }), t, appHref(''));
  expect(d).toEqual({ text: 'Neue Nachricht', detail: 'Ein Bild', href: '/users/account/messages/?c=3' });
  expect(describeNotification(n('message', { conversationId: 3, preview: '' }), t, appHref('')).detail).toBeUndefined();
});

/**
 * What a notification says and where it leads, per kind (the toast and the account page's list):
 * a new message opens its conversation, a new review the escort's reviews, a purchase the
 * earnings, an approved publication the public profile.
 */
import type { Notification } from '../../lib/api/notifications.ts';
import type { AppHref } from '../../lib/routing/app-routes.ts';
import type { KeysOf, Translate } from '../ui/useT.ts';

/** A notification's text, an optional second line (the message's preview) and its link. */
export interface NotificationText {
  text: string;
  detail?: string;
  href: string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Describe a notification in the active locale with the region's links. */
export function describeNotification(n: Notification, t: Translate<KeysOf<'notifications'>>, href: AppHref): NotificationText {
  const p = n.payload;
  switch (n.kind) {
    case 'message': {
      const name = str(p.senderName);
      return {
        text: name ? t('notifications.message', { name }) : t('notifications.message.someone'),
        detail: str(p.preview) || (p.image === true ? t('notifications.message.image') : undefined),
        href: `${href('messages')}?c=${num(p.conversationId)}`,
      };
    }
    case 'review':
      return {
        text: t('notifications.review', { name: str(p.authorName), rating: num(p.rating) }),
        href: href('profileReviews'),
      };
    case 'purchase':
      return {
        text: t(p.product === 'tip' ? 'notifications.purchase.tip' : 'notifications.purchase.gallery', { credits: num(p.credits) }),
        href: href('earnings'),
      };
    case 'publish_approved':
      return { text: t('notifications.publishApproved'), href: href('userProfile', { userId: num(p.profileId) }) };
  }
}

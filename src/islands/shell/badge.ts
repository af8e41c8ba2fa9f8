/** The header badge's texts: the visible count (capped) and the words a screen reader hears. */
import { formatCount } from '../../lib/format.ts';
import type { KeysOf, Translate } from '../ui/useT.ts';

/** Counts above this show as "99+" (the badge stays one small circle). */
export const BADGE_MAX = 99;

/** The visible badge: nothing at 0, the count, or "99+". */
export function badgeLabel(unread: number): string {
  if (unread <= 0) return '';
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}

/** "3 ungelesene Benachrichtigungen" in the locale's plural form. */
export function badgeWords(unread: number, tag: string, t: Translate<KeysOf<'notifications'>>): string {
  return formatCount(unread, tag, {
    one: t('notifications.badge.one'),
    few: t('notifications.badge.few'),
    other: t('notifications.badge.other'),
  });
}

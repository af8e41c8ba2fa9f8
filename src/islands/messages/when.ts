/** When a message was sent, as short as it can be read: the time today, the date before. */
import { formatDate } from '../../lib/format.ts';

/** "14:05" for today (in the browser's day), "12.06.25" before. */
export function shortWhen(iso: string, tag: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const today = at.toDateString() === now.toDateString();
  return formatDate(at, tag, today ? { timeStyle: 'short' } : { dateStyle: 'short' });
}

/** Dates of the admin lists in the active locale and region. */
import { formatDate, localeTag } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';

/** A formatter of ISO instants: short date and time. */
export function useWhen(): (iso: string) => string {
  const { locale, region } = useApp();
  const tag = localeTag(locale, region.code);
  return (iso) => formatDate(iso, tag, { dateStyle: 'short', timeStyle: 'short' });
}

/** The BCP 47 tag the page formats money, numbers and dates with (the locale in the edition's country). */
import { localeTag } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';

/** The page's formatting tag ("de-AT", "en-GB"). */
export function useTag(): string {
  const { locale, region } = useApp();
  return localeTag(locale, region.code);
}

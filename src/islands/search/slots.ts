/** Where partner adverts go between the cards of a result page. */
import type { PartnerAdvert } from '../../lib/api/search.ts';

/** Card positions an advert follows (after the 8th and the 16th card). */
export const ADVERT_SLOTS = [7, 15] as const;

/**
 * Which advert goes after which card on a page: none on the first page where the region hides
 * first-page adverts; otherwise the slots that have a card before them, rotating through the adverts
 * from page to page.
 */
export function placeAdverts(
  adverts: readonly PartnerAdvert[],
  cardCount: number,
  page: number,
  hideOnFirstPage: boolean,
): Map<number, PartnerAdvert> {
  const placed = new Map<number, PartnerAdvert>();
  if (adverts.length === 0 || (hideOnFirstPage && page === 1)) return placed;
  ADVERT_SLOTS.forEach((slot, k) => {
    if (slot < cardCount) placed.set(slot, adverts[((page - 1) * ADVERT_SLOTS.length + k) % adverts.length]!);
  });
  return placed;
}

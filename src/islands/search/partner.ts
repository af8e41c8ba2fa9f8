/**
 * Partner adverts as the search island shows them (SPEC §1 "Partner adverts appear in search
 * results", §7 partner calls): every advert is checked before it is shown (an https link out, an
 * image of this site or https, texts as text), and the live-cam strip of `susi-live` below the
 * results loads on its own, so its failure only means no strip.
 */
import type { RegionCode } from '../../../regions/constants.ts';
import { getPartnerAdverts } from '../../lib/api/client/search.ts';
import type { Partner, PartnerAdvert } from '../../lib/api/search.ts';

/** The partners of the contract (a list here: the contract's module brings the schema library along). */
const PARTNERS: readonly Partner[] = ['solad', 'strip-chat', 'susi-live'];

/** The partner of the live-cam strip below the results. */
export const STRIP_PARTNER: Partner = 'susi-live';
/** Adverts the strip shows at most. */
export const STRIP_LIMIT = 4;

/** An absolute https URL, or null. */
function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/** An image address the page may load: a path of this site or an https URL. */
function imageUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return value;
  return httpsUrl(value);
}

const isSize = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 4000;

/** One advert as the API sent it, or null when any part of it is not what an advert may be. */
export function checkedAdvert(value: unknown): PartnerAdvert | null {
  if (typeof value !== 'object' || value === null) return null;
  const a = value as Record<string, unknown>;
  const image = (typeof a.image === 'object' && a.image !== null ? a.image : {}) as Record<string, unknown>;
  const url = httpsUrl(a.url);
  const src = imageUrl(image.url);
  if (
    !Number.isInteger(a.id) ||
    !(PARTNERS as readonly unknown[]).includes(a.partner) ||
    typeof a.title !== 'string' ||
    !a.title.trim() ||
    (a.subtitle !== null && typeof a.subtitle !== 'string') ||
    typeof a.isLive !== 'boolean' ||
    !url ||
    !src ||
    !isSize(image.width) ||
    !isSize(image.height)
  )
    return null;
  return {
    id: a.id as number,
    partner: a.partner as PartnerAdvert['partner'],
    title: a.title,
    subtitle: a.subtitle,
    image: { url: src, width: image.width, height: image.height },
    url,
    isLive: a.isLive,
  };
}

/** The adverts that pass the check, in their order. */
export function checkedAdverts(values: unknown): PartnerAdvert[] {
  if (!Array.isArray(values)) return [];
  return values.map(checkedAdvert).filter((a): a is PartnerAdvert => a !== null);
}

/** The strip's adverts for a page (those of the place first); empty when the call fails in any way. */
export async function loadStripAdverts(region: RegionCode, place: string | undefined, signal?: AbortSignal): Promise<PartnerAdvert[]> {
  try {
    const res = await getPartnerAdverts(STRIP_PARTNER, region, { place, limit: STRIP_LIMIT }, { signal });
    return res.data ? checkedAdverts((res.data as { results?: unknown }).results).slice(0, STRIP_LIMIT) : [];
  } catch {
    return [];
  }
}

/**
 * URLs of generated and uploaded media. Relative to the API origin by default; set
 * `PUBLIC_API_ORIGIN` when the site is served from another origin than the API.
 */
const origin = (process.env.PUBLIC_API_ORIGIN ?? '').replace(/\/+$/, '');

/** The WebP widths stored for a photo (`widths` column); none for a generated placeholder. */
export function storedWidths(widths: string | null | undefined): number[] {
  return (widths ?? '')
    .split(',')
    .map(Number)
    .filter((w) => Number.isInteger(w) && w > 0);
}

/** Storage key of one WebP rendition of an uploaded photo. */
export const renditionKey = (storageKey: string, width: number) => `${storageKey}-${width}.webp`;

/** URL of one WebP rendition of an uploaded photo. */
export function photoRenditionUrl(photoId: number, width: number): string {
  return `${origin}/api/v2/media/photos/${photoId}-${width}.webp`;
}

/**
 * URL of a profile photo: the widest stored rendition up to `want` pixels of an uploaded photo
 * (pass its `widths`), else the generated SVG placeholder.
 */
export function photoUrl(photoId: number, widths?: string | null, want = 640): string {
  const stored = storedWidths(widths);
  if (stored.length === 0) return `${origin}/api/v2/media/photos/${photoId}.svg`;
  const fits = stored.filter((w) => w <= want);
  return photoRenditionUrl(photoId, fits.length ? Math.max(...fits) : Math.min(...stored));
}

/** Every rendition of a photo, smallest first (one SVG source at its own width for a placeholder). */
export function photoSources(photo: { id: number; width: number; widths: string | null }): { url: string; width: number }[] {
  const stored = storedWidths(photo.widths).sort((a, b) => a - b);
  if (stored.length === 0) return [{ url: photoUrl(photo.id), width: photo.width }];
  return stored.map((w) => ({ url: photoRenditionUrl(photo.id, w), width: w }));
}

/** URL of a partner advert image. */
export function advertImageUrl(advertId: number): string {
  return `${origin}/api/v2/media/adverts/${advertId}.svg`;
}

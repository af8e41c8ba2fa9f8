/**
 * URLs of generated media. Relative to the API origin by default; set `PUBLIC_API_ORIGIN` when
 * the site is served from another origin than the API.
 */
const origin = (process.env.PUBLIC_API_ORIGIN ?? '').replace(/\/+$/, '');

/** URL of a profile photo. */
export function photoUrl(photoId: number): string {
  return `${origin}/api/v2/media/photos/${photoId}.svg`;
}

/** URL of a partner advert image. */
export function advertImageUrl(advertId: number): string {
  return `${origin}/api/v2/media/adverts/${advertId}.svg`;
}

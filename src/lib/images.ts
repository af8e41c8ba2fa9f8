/** Image URLs under the configurable image CDN base (PUBLIC_IMAGE_CDN, default the site's /img). */

/** Featured images are generated at this size (3:2). */
export const FEATURED_IMAGE = { width: 480, height: 320 } as const;

/** The image CDN base without trailing slash. */
export function imageBase(env: string | undefined = import.meta.env?.PUBLIC_IMAGE_CDN): string {
  return (env && env.length > 0 ? env : '/img').replace(/\/+$/, '');
}

/** jpg and webp URLs of a featured image ("places/koeln"). */
export function featuredImage(name: string, base = imageBase()): { jpg: string; webp: string } {
  return { jpg: `${base}/${name}.jpg`, webp: `${base}/${name}.webp` };
}

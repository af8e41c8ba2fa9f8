/**
 * The answer for a private stored file (gallery media, explicit photos, message images, unpublished
 * AI images), once its route has checked that the viewer may see it. A store that signs URLs (S3)
 * gets a 302 to a signed URL of a few minutes, so the bytes go from the store to the browser and
 * not through this server; the local folder answers with the bytes, as it always did. The URL is
 * made from the server's own storage key and must point to the store's configured origin: nothing
 * of the request decides where a browser is sent.
 *
 * Public profile photos are not redirected (routes/media.ts streams them): their URLs are
 * immutable and cached for a year by browsers and CDNs, which a signed URL that changes on every
 * request would defeat, and the public needs no per-viewer check to be handed off.
 */
import type { MediaStorage } from '../media/storage.ts';

/** Headers of the redirect: nobody caches it, and the store does not learn the page it came from. */
const REDIRECT_HEADERS = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' } as const;

/** The answer for `key`: a redirect to a signed URL, or `respond(bytes)`; undefined when the local file is missing. */
export async function privateMedia(
  media: MediaStorage,
  key: string,
  o: { contentType: string; respond(body: Uint8Array): Response },
): Promise<Response | undefined> {
  if (media.signedUrl) {
    const url = await media.signedUrl(key, { contentType: o.contentType });
    if (!media.signedUrlOrigin || new URL(url).origin !== media.signedUrlOrigin)
      throw new Error(`signed media URL outside the storage origin ${media.signedUrlOrigin ?? '(none)'}`);
    return new Response(null, { status: 302, headers: { location: url, ...REDIRECT_HEADERS } });
  }
  const body = await media.get(key);
  return body && o.respond(body);
}

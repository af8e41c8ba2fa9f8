/** The ThumbHash placeholder of a photo as a data URL, painted before its WebP arrives. */
import { thumbHashToDataURL } from 'thumbhash';

/** Decode a base64 ThumbHash; undefined when there is none or it cannot be read. */
export function placeholderUrl(hash: string | null): string | undefined {
  if (!hash) return undefined;
  try {
    const bytes = Uint8Array.from(atob(hash), (c) => c.charCodeAt(0));
    return thumbHashToDataURL(bytes);
  } catch {
    // A damaged hash only costs the placeholder; the photo itself still loads.
    return undefined;
  }
}

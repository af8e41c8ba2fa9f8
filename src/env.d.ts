/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Base URL of the image CDN (featured images); defaults to the site's /img. */
  readonly PUBLIC_IMAGE_CDN?: string;
  /** Browser tracking on or off (SPEC §5 flag: true, "true", 1, "1"); on when unset. */
  readonly PUBLIC_TRACKING_ENABLED?: string;
}

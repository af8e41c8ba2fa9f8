/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Base URL of the image CDN (featured images); defaults to the site's /img. */
  readonly PUBLIC_IMAGE_CDN?: string;
}

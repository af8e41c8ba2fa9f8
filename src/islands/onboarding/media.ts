/** The photos a profile needs before it can be published (SPEC §5). */
export const MIN_PUBLISH_PHOTOS = 2;

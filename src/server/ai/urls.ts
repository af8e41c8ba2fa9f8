/** URLs of AI images and previews (relative to the API origin unless PUBLIC_API_ORIGIN is set). */
const origin = (process.env.PUBLIC_API_ORIGIN ?? '').replace(/\/+$/, '');

/** A creation's image (WebP, marked as AI-generated). */
export const aiImageUrl = (id: number) => `${origin}/api/v2/ai/images/${id}`;
/** A model's preview picture. */
export const modelPreviewUrl = (model: string) => `${origin}/api/v2/ai/rendering-models/${model}/preview.webp`;
/** The preview of one option of an attribute. */
export const optionPreviewUrl = (model: string, attribute: string, value: string) =>
  `${origin}/api/v2/ai/rendering-models/${model}/previews/${attribute}/${value}.webp`;

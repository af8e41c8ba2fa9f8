/**
 * What the AI girlfriend's attributes may be: the attribute ids the renderers and the persona
 * understand, and the values each may offer. A rendering model (./models/*.json) offers a subset of
 * these; a value outside them is a typo the loader refuses, naming the file and the field.
 */

/** Attribute id → the values a model may offer (empty for the number attribute `age`). */
export const AI_VALUES = {
  style: ['natural', 'glamour', 'noir', 'anime', 'cel', 'neon', 'watercolour', 'oil', 'nouveau'],
  ethnicity: ['caucasian', 'latin', 'asian', 'african', 'arab', 'mixed'],
  age: [],
  hair_color: ['blonde', 'brown', 'dark_brown', 'black', 'red', 'silver', 'pink', 'blue'],
  hair_style: ['long', 'wavy', 'curly', 'ponytail', 'bun', 'bob', 'short'],
  eye_color: ['brown', 'blue', 'green', 'grey', 'hazel', 'violet'],
  body: ['slim', 'athletic', 'average', 'curvy', 'very_curvy'],
  breasts: ['small', 'medium', 'big', 'very_big'],
  personality: ['sweet', 'playful', 'confident', 'shy', 'adventurous', 'intellectual', 'caring', 'mysterious'],
  relationship: ['girlfriend', 'partner', 'lover', 'friend', 'confidante'],
  hobbies: ['travel', 'music', 'fitness', 'cooking', 'reading', 'gaming', 'art', 'dancing', 'yoga', 'movies', 'fashion', 'nature'],
  voice: ['soft', 'warm', 'husky', 'bright', 'calm'],
} as const satisfies Record<string, readonly string[]>;

/** An attribute id. */
export type AiAttributeId = keyof typeof AI_VALUES;
/** Every attribute id. */
export const AI_ATTRIBUTE_IDS = Object.keys(AI_VALUES) as [AiAttributeId, ...AiAttributeId[]];
/** The attributes every model must ask for (the artwork and the profile are built from them). */
export const AI_REQUIRED_ATTRIBUTES: readonly AiAttributeId[] = ['style', 'age', 'hair_color', 'eye_color', 'personality'];

/** The art families a model draws in (the local renderer's look). */
export const AI_ART = ['realistic', 'anime', 'painted'] as const;
export type AiArt = (typeof AI_ART)[number];

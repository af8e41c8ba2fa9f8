/**
 * The AI girlfriend (SPEC §1 "AI features", §2 "/ai-girlfriend/create", "/ai-girlfriend/results",
 * "/users/account/messages/ai/", §3 `createAiGirlfriendData`, §7 "AI"): rendering models, the
 * attributes of each model per step, creating a girlfriend (an image-generation job with explicit
 * states), the user's creations (rename, delete, publish as an `escort_ai` profile) and chatting
 * with a creation through the messaging of the site. Adults only: the age attribute starts at
 * {@link AI_MIN_AGE} and names and wishes are checked against terms that suggest minors or real
 * people. Every image is marked as AI-generated, visibly and in its metadata.
 */
import { z } from 'zod';
import { idSchema, regionCodeSchema } from './common.ts';

/** The youngest age a creation may have (the server refuses less). */
export const AI_MIN_AGE = 18;
/** The oldest age the age attribute offers. */
export const AI_MAX_AGE = 70;
/** Longest name of a creation. */
export const AI_NAME_MAX = 40;
/** Longest free-text wish added to the choices. */
export const AI_WISH_MAX = 300;

/** A rendering model's id (the files under src/domain/ai/models/). */
export const aiModelIdSchema = z.string().regex(/^[a-z][a-z0-9-]{1,31}$/, 'a rendering model id');

/** `…/rendering-models/{model}` and `…/steps/{step}` path parameters. */
export const aiModelParamSchema = z.object({ model: aiModelIdSchema });
export const aiStepParamSchema = z.object({ model: aiModelIdSchema, step: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'a step id') });
/** `…/my-creations/{id}` path parameter. */
export const aiCreationParamSchema = z.object({ id: idSchema });

/** One choice of an attribute: its value, its label in the request's locale and a preview image. */
export const aiOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  /** A small preview of the choice (an image URL under the API). */
  previewUrl: z.string().nullable(),
});
export type AiOption = z.infer<typeof aiOptionSchema>;

/** One attribute a step asks for: one choice, several choices, or a whole number in a range. */
export const aiAttributeSchema = z.discriminatedUnion('kind', [
  z.object({ id: z.string(), label: z.string(), kind: z.literal('single'), required: z.boolean(), options: z.array(aiOptionSchema) }),
  z.object({
    id: z.string(),
    label: z.string(),
    kind: z.literal('multi'),
    required: z.boolean(),
    /** At most this many choices. */
    max: z.number().int().positive(),
    options: z.array(aiOptionSchema),
  }),
  z.object({
    id: z.string(),
    label: z.string(),
    kind: z.literal('number'),
    required: z.boolean(),
    min: z.number().int(),
    max: z.number().int(),
    default: z.number().int(),
  }),
]);
export type AiAttribute = z.infer<typeof aiAttributeSchema>;

/** One step of the creation flow. */
export const aiStepSummarySchema = z.object({ id: z.string(), title: z.string() });
/** A rendering model: what it draws and the steps it asks through. */
export const aiRenderingModelSchema = z.object({
  id: aiModelIdSchema,
  name: z.string(),
  description: z.string(),
  previewUrl: z.string().nullable(),
  steps: z.array(aiStepSummarySchema).min(1),
});
export type AiRenderingModel = z.infer<typeof aiRenderingModelSchema>;
/** `GET /ai/rendering-models`. */
export const aiRenderingModelsResponseSchema = z.object({ results: z.array(aiRenderingModelSchema) });

/** `GET /ai/rendering-models/{model}/steps/{step}`: the attributes the step asks for. */
export const aiStepSchema = z.object({ model: aiModelIdSchema, step: aiStepSummarySchema, attributes: z.array(aiAttributeSchema) });
export type AiStep = z.infer<typeof aiStepSchema>;
export const aiStepResponseSchema = z.object({ results: aiStepSchema });

/** The chosen values by attribute id: a choice, several choices, or a number. */
export const aiChoicesSchema = z.record(z.string(), z.union([z.string(), z.array(z.string()), z.number().int()]));
export type AiChoices = z.infer<typeof aiChoicesSchema>;

/**
 * `POST /ai/create-girlfriend`: the model, a name, the choices of every step and an optional wish.
 * 422 names the attribute (`attributes.age`), the name or the wish; 429 when the daily quota is used.
 */
export const aiCreateBodySchema = z
  .object({
    model: aiModelIdSchema,
    name: z.string().trim().min(2, 'at least 2 characters').max(AI_NAME_MAX, `at most ${AI_NAME_MAX} characters`),
    attributes: aiChoicesSchema,
    wish: z.string().trim().max(AI_WISH_MAX, `at most ${AI_WISH_MAX} characters`).default(''),
  })
  .strict();
export type AiCreateBody = z.input<typeof aiCreateBodySchema>;

/** The states of a generation job. */
export const AI_JOB_STATES = ['queued', 'processing', 'succeeded', 'failed', 'canceled'] as const;
export type AiJobState = (typeof AI_JOB_STATES)[number];

/** A rendered image of a creation (WebP, marked as AI-generated in its metadata). */
export const aiImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type AiImage = z.infer<typeof aiImageSchema>;

/** A creation as its owner sees it. */
export const aiCreationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  model: aiModelIdSchema,
  attributes: aiChoicesSchema,
  wish: z.string(),
  status: z.enum(AI_JOB_STATES),
  /** 0-100 while queued or processing; 100 once succeeded. */
  progress: z.number().int().min(0).max(100),
  /** Why the generation failed, in the request's locale (null unless failed). */
  error: z.string().nullable(),
  images: z.array(aiImageSchema),
  /** The `escort_ai` profile when published (listed by the AI escort search). */
  published: z.object({ profileId: z.number().int(), path: z.string(), region: regionCodeSchema }).nullable(),
  /** The owner's chat with the creation, once started. */
  conversationId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AiCreation = z.infer<typeof aiCreationSchema>;
export const aiCreationResponseSchema = z.object({ results: aiCreationSchema });
/** `GET /ai/my-creations`: the user's creations, newest first. */
export const aiCreationsResponseSchema = z.object({ results: z.array(aiCreationSchema) });

/** `PATCH /ai/my-creations/{id}`: rename. */
export const aiRenameBodySchema = z.object({ name: aiCreateBodySchema.shape.name }).strict();
/** `POST /ai/my-creations/{id}/publish`: list it as an AI escort in a region (a succeeded creation only). */
export const aiPublishBodySchema = z.object({ region: regionCodeSchema }).strict();
/** `POST /ai/my-creations/{id}/chat`: the owner's conversation with the creation (started when missing). */
export const aiChatResponseSchema = z.object({ results: z.object({ conversationId: z.number().int() }) });

/** The local key the create page keeps the choices under while the visitor steps through (SPEC §3). */
export const CREATE_AI_GIRLFRIEND_DATA = 'createAiGirlfriendData';
/** What the create page stores under {@link CREATE_AI_GIRLFRIEND_DATA}. */
export const createAiGirlfriendDataSchema = z.object({
  model: aiModelIdSchema.nullable(),
  step: z.number().int().min(0),
  name: z.string().max(AI_NAME_MAX),
  wish: z.string().max(AI_WISH_MAX),
  attributes: aiChoicesSchema,
});
export type CreateAiGirlfriendData = z.infer<typeof createAiGirlfriendDataSchema>;

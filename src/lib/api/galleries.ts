/**
 * Private galleries (SPEC §7 "Galleries", §6 canPurchaseGallery, "Users: age verification, unlock
 * explicit user photos"): an escort's or venue's galleries of photos and videos sold for credits.
 * Buyers are punters (credits; VIPs pay 20 % less) or guests (money through the guest checkout,
 * access by a check code). Locked items show at most a ThumbHash placeholder; explicit items show
 * nothing until the viewer passed age verification and switched explicit content on.
 */
import { z } from 'zod';
import { PAYMENT_METHODS } from './billing-codes.ts';
import { idSchema, sitePathSchema } from './common.ts';
import { GALLERY_PRICE_MAX, GALLERY_PRICE_MIN, GALLERY_TITLE_MAX, GALLERY_VIDEO_TYPES, normaliseCheckCode } from './galleries-codes.ts';
export * from './galleries-codes.ts';

const count = z.number().int().nonnegative();
const source = z.object({ url: z.string(), width: z.number().int().positive() });

/** A gallery as a profile's visitor sees it (`GET /galleries/users/{profileId}`). */
export const gallerySummarySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  /** The list price in credits. */
  priceCredits: z.number().int().positive(),
  /** What the caller pays (the VIP price for a VIP). */
  yourPriceCredits: z.number().int().positive(),
  /** What a VIP pays. */
  vipPriceCredits: z.number().int().positive(),
  photos: count,
  videos: count,
  /** Of those, items marked explicit. */
  explicit: count,
  /** The caller may open it: bought (account or check code), owns it, or moderates. */
  unlocked: z.boolean(),
  /** ThumbHash placeholders of up to four non-explicit items (the only trace of a locked gallery). */
  placeholders: z.array(z.string()),
});
export type GallerySummary = z.infer<typeof gallerySummarySchema>;

/** `GET /galleries/users/{profileId}` answer. */
export const profileGalleriesResponseSchema = z.object({
  results: z.array(gallerySummarySchema),
  /** What buying every gallery the caller has not unlocked costs them (credits). */
  allPriceCredits: count,
  /** The caller is a VIP (pays the VIP price). */
  vip: z.boolean(),
});
export type ProfileGalleriesResponse = z.infer<typeof profileGalleriesResponseSchema>;

/** One photo or video of a gallery as a viewer gets it. */
export const galleryMediaSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['photo', 'video']),
  explicit: z.boolean(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** Base64 ThumbHash (non-explicit photos only), painted before the image loads or while locked. */
  placeholder: z.string().nullable(),
  /** Photo renditions, smallest first; empty while locked. */
  sources: z.array(source),
  /** The video's URL; null while locked and for photos. */
  url: z.string().nullable(),
  mime: z.enum(GALLERY_VIDEO_TYPES).nullable(),
});
export type GalleryMedia = z.infer<typeof galleryMediaSchema>;

/** `GET /galleries/photos/{id}` and `GET /galleries/videos/{id}` answer. */
export const galleryMediaResponseSchema = z.object({
  results: z.array(galleryMediaSchema),
  unlocked: z.boolean(),
  /** Explicit items left out because the viewer has not passed age verification and unlocked them. */
  hiddenExplicit: count,
});
export type GalleryMediaResponse = z.infer<typeof galleryMediaResponseSchema>;

/** Answer of a purchase with credits (one gallery or all of a profile's). */
export const galleryPurchaseResponseSchema = z.object({
  results: z.object({
    /** Every gallery the purchase unlocked (already owned ones are not charged again). */
    galleryIds: z.array(z.number().int().positive()),
    /** Credits taken by this call (0 when everything was owned already). */
    charged: count,
    /** The buyer's credits afterwards. */
    balance: count,
  }),
});
export type GalleryPurchaseResponse = z.infer<typeof galleryPurchaseResponseSchema>;

/** 402 answer when the buyer's credits are short. */
export const insufficientCreditsBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  balance: count,
  priceCredits: count,
});
export type InsufficientCreditsBody = z.infer<typeof insufficientCreditsBodySchema>;

/** A gallery in the punter's purchases (`GET /users/galleries/purchased`). */
export const purchasedGallerySchema = z.object({
  galleryId: z.number().int().positive(),
  title: z.string(),
  profileId: z.number().int().positive(),
  profileName: z.string(),
  /** The public profile's path, where the gallery opens. */
  profilePath: z.string(),
  photos: count,
  videos: count,
  credits: count,
  purchasedAt: z.string(),
});
export type PurchasedGallery = z.infer<typeof purchasedGallerySchema>;
export const purchasedGalleriesResponseSchema = z.object({ results: z.array(purchasedGallerySchema) });
export type PurchasedGalleriesResponse = z.infer<typeof purchasedGalleriesResponseSchema>;

// The escort's own galleries.

/** One item of the escort's own gallery. */
export const ownGalleryItemSchema = galleryMediaSchema.extend({
  position: count,
  bytes: count.nullable(),
});
export type OwnGalleryItem = z.infer<typeof ownGalleryItemSchema>;

/** One of the escort's galleries with its items and sales. */
export const ownGallerySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  priceCredits: z.number().int().positive(),
  /** Purchases so far (accounts and guests). */
  sales: count,
  items: z.array(ownGalleryItemSchema),
  createdAt: z.string(),
});
export type OwnGallery = z.infer<typeof ownGallerySchema>;
export const ownGalleriesResponseSchema = z.object({
  results: z.array(ownGallerySchema),
  /** Percent of each sale the escort earns (`GET /users/galleries` only). */
  escortSharePercent: z.number().int().min(0).max(100).optional(),
});
export type OwnGalleriesResponse = z.infer<typeof ownGalleriesResponseSchema>;

const title = z
  .string({ error: 'give the gallery a title' })
  .trim()
  .min(1, 'give the gallery a title')
  .max(GALLERY_TITLE_MAX, `at most ${GALLERY_TITLE_MAX} characters`);
const price = z
  .number({ error: `a price from ${GALLERY_PRICE_MIN} to ${GALLERY_PRICE_MAX} credits` })
  .int(`a whole number of credits`)
  .min(GALLERY_PRICE_MIN, `at least ${GALLERY_PRICE_MIN} credit`)
  .max(GALLERY_PRICE_MAX, `at most ${GALLERY_PRICE_MAX} credits`);

/** `POST /users/galleries`. */
export const createGalleryBodySchema = z.object({ title, priceCredits: price }).strict();
export type CreateGalleryBody = z.input<typeof createGalleryBodySchema>;

/** `PATCH /users/galleries/{id}`: rename and/or reprice. */
export const updateGalleryBodySchema = z
  .object({ title: title.optional(), priceCredits: price.optional() })
  .strict()
  .refine((b) => b.title !== undefined || b.priceCredits !== undefined, 'change the title or the price');
export type UpdateGalleryBody = z.input<typeof updateGalleryBodySchema>;

/** `PATCH /users/galleries/{id}/items/{itemId}`: mark an item explicit or not. */
export const updateGalleryItemBodySchema = z.object({ explicit: z.boolean() }).strict();
export type UpdateGalleryItemBody = z.input<typeof updateGalleryItemBodySchema>;

/** `PUT /users/galleries/{id}/items/order`: every item id of the gallery in the new order. */
export const galleryItemOrderBodySchema = z.object({ itemIds: z.array(z.number().int().positive()).min(1).max(1000) }).strict();
export type GalleryItemOrderBody = z.input<typeof galleryItemOrderBodySchema>;

/** Path parameters. */
export const galleryParamSchema = z.object({ id: idSchema });
export const galleryItemParamSchema = z.object({ id: idSchema, itemId: idSchema });
export const profileParamSchema = z.object({ profileId: idSchema });

// Guests (v1).

/** A check code as typed (normalised to "ABCD-EFGH-JKLM"). */
export const checkCodeSchema = z
  .string()
  .max(40)
  .transform((s, ctx) => {
    const code = normaliseCheckCode(s);
    if (!code) {
      ctx.addIssue({ code: 'custom', message: 'enter the 12-character check code, e.g. 7KQ4-PX2M-RT9A' });
      return z.NEVER;
    }
    return code;
  });

/** `POST /api/v1/guests/galleries/{id}/checkout` and `/guests/galleries/users/{profileId}/checkout`. */
export const guestGalleryCheckoutBodySchema = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    /** Same-site path the payment returns to (the profile). */
    returnPath: sitePathSchema,
  })
  .strict();
export type GuestGalleryCheckoutBody = z.input<typeof guestGalleryCheckoutBodySchema>;

/** `GET /api/v1/guests/galleries/checkout/{transactionId}`: the check code once paid (shown once). */
export const guestCheckoutStatusSchema = z.object({
  results: z.object({
    status: z.enum(['paid', 'waiting']),
    /** The check code, in the first answer after the payment only; null otherwise. */
    checkCode: z.string().nullable(),
    galleryIds: z.array(z.number().int().positive()),
    profileId: z.number().int().positive(),
  }),
});
export type GuestCheckoutStatus = z.infer<typeof guestCheckoutStatusSchema>;

/** `POST /api/v1/guests/galleries/check-code`. */
export const checkCodeBodySchema = z.object({ code: checkCodeSchema }).strict();
export type CheckCodeBody = z.input<typeof checkCodeBodySchema>;
/** Its answer: the galleries the code opens (the cookie now carries it too). */
export const checkCodeResponseSchema = z.object({
  results: z.object({ galleryIds: z.array(z.number().int().positive()), profileIds: z.array(z.number().int().positive()) }),
});
export type CheckCodeResponse = z.infer<typeof checkCodeResponseSchema>;

// Age verification and explicit content.

/** `GET /users/age-verification`. */
export const ageVerificationSchema = z.object({
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  /** The verified adult switched explicit content on. */
  explicitUnlocked: z.boolean(),
});
export type AgeVerification = z.infer<typeof ageVerificationSchema>;
export const ageVerificationResponseSchema = z.object({ results: ageVerificationSchema });

/** `POST /users/age-verification/link`. */
export const ageVerificationLinkBodySchema = z.object({ returnPath: sitePathSchema.optional() }).strict();
export type AgeVerificationLinkBody = z.input<typeof ageVerificationLinkBodySchema>;
export const ageVerificationLinkResponseSchema = z.object({ results: z.object({ url: z.string() }) });
export type AgeVerificationLinkResponse = z.infer<typeof ageVerificationLinkResponseSchema>;

/** `POST /users/unlock-explicit-photos`: switch explicit content on or off (verified adults only). */
export const unlockExplicitBodySchema = z.object({ unlocked: z.boolean() }).strict();
export type UnlockExplicitBody = z.input<typeof unlockExplicitBodySchema>;

/**
 * The manager area (SPEC §7 "Manager"): the managed escorts (GET/POST /manager/users/), their venue
 * (POST /manager/escorts/venue/), publishing (PUT /manager/publish/{id}/), the published venues an
 * escort can be assigned to (GET /manager/venues/) and the manager's own contact details
 * (GET/PUT /manager/contact-details/). A quarantined manager reads but cannot publish or create:
 * 403 `{ message, code: "quarantined" }`.
 */
import { z } from 'zod';
import { emailSchema, phoneSchema } from './auth.ts';
import { idSchema, numeric, regionCodeSchema } from './common.ts';
import { MAX_PAGE } from './paging.ts';
import { usernameSchema } from './users.ts';
export { ACT_FOR_HEADER } from './act-for.ts';

/** The code of the 403 a quarantined manager gets for publishing and creating. */
export const QUARANTINED = 'quarantined';

/** Managed escorts per page. */
export const MANAGER_PER_PAGE = 20;

/** GET /manager/users/: a search over username and display name, and the page. */
export const managerUsersQuerySchema = z.object({
  q: z.string().trim().max(80).optional(),
  page: numeric().int().min(1).max(MAX_PAGE).default(1),
});
export type ManagerUsersQuery = z.input<typeof managerUsersQuerySchema>;

/** A venue as an escort's workplace. */
export const venueRefSchema = z.object({ id: z.number().int(), name: z.string(), city: z.string().nullable() });
export type VenueRef = z.infer<typeof venueRefSchema>;

/** One managed escort: the table row, and what the island checks before publishing (SPEC §3 "Profile (publish)"). */
export const managedEscortSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  region: regionCodeSchema,
  venue: venueRefSchema.nullable(),
  profilePublished: z.boolean(),
  /** Published but held for review. */
  quarantined: z.boolean(),
  photosCount: z.number().int(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** Last change of the profile (ISO instant). */
  updatedAt: z.string(),
  /**
   * The e-mail address the manager gave, while it waits for its owner to open the confirmation
   * link sent there (it is bound to the account only then); null once bound, without one, or when
   * the link expired.
   */
  emailPending: z.string().nullable(),
});
export type ManagedEscort = z.infer<typeof managedEscortSchema>;

/** The manager's own standing: the quarantine flag and the statement of reasons, if one was given. */
export const managerStandingSchema = z.object({ quarantined: z.boolean(), statement: z.string().nullable() });
export type ManagerStanding = z.infer<typeof managerStandingSchema>;

/** GET /manager/users/. */
export const managerUsersResponseSchema = z.object({
  results: z.array(managedEscortSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  manager: managerStandingSchema,
});
export type ManagerUsersResponse = z.infer<typeof managerUsersResponseSchema>;

/** POST /manager/users/: a new escort account this manager manages (no password: see docs/decisions.md). */
export const createEscortBodySchema = z
  .object({
    username: usernameSchema,
    display_name: z.string().trim().min(2, 'at least 2 characters').max(40),
    region: regionCodeSchema,
    email: emailSchema.nullish(),
    phone: phoneSchema.nullish(),
  })
  .strict();
export type CreateEscortBody = z.input<typeof createEscortBodySchema>;

/** POST /manager/users/ answer (201) and POST /manager/escorts/venue/ answer. */
export const managedEscortResponseSchema = z.object({ results: managedEscortSchema });

/** POST /manager/escorts/venue/ (SPEC §3 "Manager venue update"): `venueId` null removes the venue. */
export const escortVenueBodySchema = z.object({ escortId: idSchema, venueId: idSchema.nullable() }).strict();
export type EscortVenueBody = z.input<typeof escortVenueBodySchema>;

/** GET /manager/venues/: published venues of a region. */
export const managerVenuesQuerySchema = z.object({ region: regionCodeSchema });
export const managerVenuesResponseSchema = z.object({ results: z.array(venueRefSchema) });

/** GET and PUT /manager/contact-details/: the manager's own business contact. */
export const contactDetailsSchema = z.object({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  companyName: z.string().nullable(),
  street: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;
export const contactDetailsResponseSchema = z.object({ results: contactDetailsSchema });

/** An optional text field: blank means none. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** PUT /manager/contact-details/. */
export const contactDetailsBodySchema = z
  .object({
    phone: z.preprocess((v) => (v === '' ? null : v), phoneSchema.nullish()).transform((v) => v ?? null),
    email: z.preprocess((v) => (v === '' ? null : v), emailSchema.nullish()).transform((v) => v ?? null),
    companyName: text(120),
    street: text(120),
    postcode: text(20),
    city: text(80),
    country: text(80),
  })
  .strict();
export type ContactDetailsBody = z.input<typeof contactDetailsBodySchema>;

/**
 * Features and services (SPEC §7 "Features and services"): the answers carrying the option lists
 * of profile features (their values and codes: src/domain/features.ts), the service catalogue and
 * the phone country codes.
 */
import { z } from 'zod';
import { FEATURE_NAMES, type FeatureName } from '../../domain/profile-features.ts';
import { regionCodeSchema } from './common.ts';

/** One option of a feature: the value to send and its label in the request locale. */
export const optionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof optionSchema>;

/** GET /features/options/ and GET /api/v1/features take an optional region (labels follow `x-locale`). */
export const featureOptionsQuerySchema = z.object({ region: regionCodeSchema.optional() });

/** GET /features/options/: option lists keyed by feature name. */
export const featureOptionsResponseSchema = z.object({
  results: z.record(z.enum(FEATURE_NAMES as [FeatureName, ...FeatureName[]]), z.array(optionSchema)),
});
export type FeatureOptionsResponse = z.infer<typeof featureOptionsResponseSchema>;

/** GET /api/v1/features: the same lists as an array (the v1 shape older clients read). */
export const featuresV1ResponseSchema = z.object({
  results: z.array(z.object({ key: z.string(), options: z.array(optionSchema) })),
});
export type FeaturesV1Response = z.infer<typeof featuresV1ResponseSchema>;

/** A service of the catalogue. */
export const serviceSchema = z.object({
  id: z.number().int().positive(),
  /** Stable name, SPEC §3 style ("EROTIC_MASSAGE"). */
  key: z.string(),
  label: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

/** GET /services. */
export const servicesResponseSchema = z.object({ results: z.array(serviceSchema) });
export type ServicesResponse = z.infer<typeof servicesResponseSchema>;

/** GET /country-codes/: phone dial codes for the phone fields. */
export const countryCodeSchema = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string().regex(/^[A-Z]{2}$/),
  name: z.string(),
  /** "+49". */
  dialCode: z.string().regex(/^\+\d{1,4}$/),
  /** Emoji flag. */
  flag: z.string(),
});
export const countryCodesResponseSchema = z.object({ results: z.array(countryCodeSchema) });
export type CountryCodesResponse = z.infer<typeof countryCodesResponseSchema>;

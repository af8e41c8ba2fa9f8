/**
 * The profile form values (what the inputs hold: strings and flags) and the SPEC §3 snake_case
 * bodies they are saved as. Onboarding reads them from GET /onboarding/, the editor from GET
 * /users/profile (its camelCase names, SPEC §3 "In the profile form"), so both go through here.
 */
import type { RegionCode } from '../../../regions/constants.ts';
import type { UserFeatures, UserFeaturesBody, UserInformation, UserInformationBody } from '../../lib/api/onboarding.ts';
import type { OwnProfile } from '../../lib/api/own-profile.ts';
import { joinPhone, splitPhone, type DialCountry } from './phone.ts';

/** ISO 3166-1 country of each edition: the preferred dial code and the country of its places. */
export const REGION_COUNTRY: Record<RegionCode, string> = { de: 'DE', at: 'AT', uk: 'GB', au: 'AU', it: 'IT' };

/** The contact section's inputs (names as the server's error keys, so errors land at them). */
export interface ContactValues {
  phone_country: string;
  phone: string;
  phone_private: boolean;
  phone_on_whatsapp: boolean;
  email: string;
  email_private: boolean;
  telegram: string;
}

/** The location section's inputs; `place_query` is the text of the place box. */
export interface LocationValues {
  place_query: string;
  place_id: number | null;
  city: string;
  country: string;
  street: string;
  suburb: string;
  postcode: string;
  display_address: boolean;
  lat: number | null;
  lon: number | null;
  location_additional_info: string;
}

/** The about section's inputs. */
export interface AboutValues {
  display_name: string;
  slogan: string;
  about_me: string;
}

/** The single-choice features (SPEC §3 "Onboarding user features"), each a select. */
export const CHOICE_FEATURES = [
  'gender',
  'ethnicity',
  'nationality',
  'skin_color',
  'body_type',
  'breast_size',
  'cup_size',
  'dress_size',
  'hair_color',
  'hair_length',
  'eye_color',
] as const;
export type ChoiceFeature = (typeof CHOICE_FEATURES)[number];

/** The features section's inputs ("" is "not stated"). */
export type FeaturesValues = Record<ChoiceFeature, string> & {
  date_of_birth: string;
  languages: string[];
  height_cm: string;
};

/** The saved contact and location as the onboarding state holds them, from the editor's profile. */
export function informationOfProfile(p: OwnProfile): UserInformation {
  return {
    phone: p.phoneNumber,
    phone_private: p.isPhonePrivate,
    phone_on_whatsapp: p.isPhoneOnWhatsapp,
    email: p.email,
    email_private: p.isEmailPrivate,
    telegram: p.telegramUsername,
    meeting_location: p.meetingPoint,
    contact_email: p.contactEmail,
    contact_phone: true,
    user_type: p.escortType,
    street: p.street,
    city: p.city,
    suburb: p.suburb,
    postcode: p.postcode,
    display_address: p.displayAddress,
    venue_section_title: null,
    country: p.country,
    lat: p.latitude,
    lon: p.longitude,
    location_additional_info: p.locationAdditionalInfo,
    place_id: p.placeId,
    place_name: p.placeName,
  };
}

/** Contact inputs from saved data. */
export function contactValues(info: UserInformation, countries: readonly DialCountry[], region: RegionCode): ContactValues {
  const phone = splitPhone(info.phone, countries, REGION_COUNTRY[region]);
  return {
    phone_country: phone.country,
    phone: phone.number,
    phone_private: info.phone_private,
    phone_on_whatsapp: info.phone_on_whatsapp,
    email: info.email ?? '',
    email_private: info.email_private,
    telegram: info.telegram ?? '',
  };
}

/** The contact body (PATCH /onboarding/user-information). */
export function contactBody(v: ContactValues, countries: readonly DialCountry[]): UserInformationBody {
  const dial = countries.find((c) => c.code === v.phone_country)?.dialCode ?? '';
  return {
    phone: joinPhone(dial, v.phone),
    phone_private: v.phone_private,
    phone_on_whatsapp: v.phone_on_whatsapp,
    email: v.email.trim() || null,
    email_private: v.email_private,
    telegram: v.telegram.trim() || null,
  };
}

/** Location inputs from saved data. */
export function locationValues(info: UserInformation, region: RegionCode): LocationValues {
  return {
    place_query: info.place_name ?? info.city ?? '',
    place_id: info.place_id,
    city: info.city ?? '',
    country: info.country ?? REGION_COUNTRY[region],
    street: info.street ?? '',
    suburb: info.suburb ?? '',
    postcode: info.postcode ?? '',
    display_address: info.display_address,
    lat: info.lat,
    lon: info.lon,
    location_additional_info: info.location_additional_info ?? '',
  };
}

/** The location body (PATCH /onboarding/user-information). */
export function locationBody(v: LocationValues): UserInformationBody {
  return {
    place_id: v.place_id,
    city: v.city,
    country: v.country || null,
    street: v.street,
    suburb: v.suburb,
    postcode: v.postcode,
    display_address: v.display_address,
    lat: v.lat,
    lon: v.lon,
    location_additional_info: v.location_additional_info,
  };
}

/** About inputs from saved features. */
export function aboutValues(f: UserFeatures): AboutValues {
  return { display_name: f.display_name ?? '', slogan: f.slogan ?? '', about_me: f.about_me ?? '' };
}

/** The about body (PATCH /onboarding/user-features); an empty name is left out (it cannot be cleared). */
export function aboutBody(v: AboutValues): UserFeaturesBody {
  const name = v.display_name.trim();
  return { ...(name ? { display_name: name } : {}), slogan: v.slogan, about_me: v.about_me };
}

/** Feature inputs from saved features. */
export function featuresValues(f: UserFeatures): FeaturesValues {
  const choices = Object.fromEntries(CHOICE_FEATURES.map((k) => [k, f[k] ?? ''])) as Record<ChoiceFeature, string>;
  return { ...choices, date_of_birth: f.date_of_birth ?? '', languages: [...f.languages], height_cm: f.height_cm?.toString() ?? '' };
}

/** The features body (PATCH /onboarding/user-features); "" clears a choice. */
export function featuresBody(v: FeaturesValues): UserFeaturesBody {
  const choices = Object.fromEntries(CHOICE_FEATURES.map((k) => [k, v[k] || null]));
  const height = v.height_cm.trim() === '' ? null : Number(v.height_cm);
  return {
    ...(choices as UserFeaturesBody),
    date_of_birth: v.date_of_birth || null,
    languages: v.languages as UserFeaturesBody['languages'],
    height_cm: height,
  };
}

import { expect, test } from 'vitest';
import type { UserFeatures, UserInformation } from '../../lib/api/onboarding.ts';
import { contactBody, contactValues, featuresBody, featuresValues, locationBody, locationValues } from './values.ts';

const COUNTRIES = [
  { code: 'DE', dialCode: '+49' },
  { code: 'GB', dialCode: '+44' },
];

const INFO: UserInformation = {
  phone: '+4915112345678',
  phone_private: false,
  phone_on_whatsapp: true,
  email: null,
  email_private: false,
  telegram: null,
  meeting_location: null,
  contact_email: false,
  contact_phone: true,
  user_type: null,
  street: null,
  city: 'Köln',
  suburb: null,
  postcode: null,
  display_address: false,
  venue_section_title: null,
  country: 'DE',
  lat: 50.94,
  lon: 6.96,
  location_additional_info: null,
  place_id: 7,
  place_name: 'Köln, Nordrhein-Westfalen',
};

test('contact inputs and body round-trip the stored phone and clear empty texts', () => {
  const values = contactValues(INFO, COUNTRIES, 'uk');
  expect(values).toMatchObject({ phone_country: 'DE', phone: '15112345678', email: '', telegram: '' });
  expect(contactBody({ ...values, telegram: ' ' }, COUNTRIES)).toEqual({
    phone: '+4915112345678',
    phone_private: false,
    phone_on_whatsapp: true,
    email: null,
    email_private: false,
    telegram: null,
  });
});

test('location inputs show the place name and send its id and coordinates', () => {
  const values = locationValues(INFO, 'de');
  expect(values.place_query).toBe('Köln, Nordrhein-Westfalen');
  expect(locationBody(values)).toMatchObject({ place_id: 7, city: 'Köln', country: 'DE', lat: 50.94, lon: 6.96, display_address: false });
});

const FEATURES: UserFeatures = {
  date_of_birth: null,
  gender: 'female',
  ethnicity: null,
  nationality: null,
  languages: ['de'],
  skin_color: null,
  breast_size: null,
  hair_color: null,
  hair_length: null,
  eye_color: null,
  body_type: null,
  dress_size: null,
  cup_size: null,
  height_cm: 170,
  display_name: 'Mia',
  slogan: null,
  about_me: null,
};

test('features send "not stated" as null and the height as a number', () => {
  const values = featuresValues(FEATURES);
  expect(values).toMatchObject({ gender: 'female', ethnicity: '', height_cm: '170', languages: ['de'] });
  expect(featuresBody(values)).toMatchObject({ gender: 'female', ethnicity: null, height_cm: 170, date_of_birth: null, languages: ['de'] });
  expect(featuresBody({ ...values, height_cm: '' }).height_cm).toBeNull();
});

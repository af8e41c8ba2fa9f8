/**
 * Location (SPEC §3): the place (autocomplete over GET /search/location/), or an address
 * (GET /search/addresses/) that sets the place too; street, suburb, postcode, whether the address
 * is shown, additional info. The coordinates come from the chosen place or address, never typed.
 */
import { searchAddresses, searchLocation } from '../../lib/api/client/places.ts';
import type { Address, PlaceSummary } from '../../lib/api/search.ts';
import { useApp } from '../app/context.ts';
import { CheckboxField, TextareaField, TextField } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import { useT } from '../ui/useT.ts';
import { Combobox } from './Combobox.tsx';
import { placeIdOf, placeLabel, withAddress, withPlace } from './place.ts';
import { bindCheckbox, bindText, replaceValues, type SectionForm } from './section.ts';
import type { LocationValues } from './values.ts';

/** The fields of the section (for placing server errors). */
export const LOCATION_FIELDS = ['place_query', 'street', 'suburb', 'postcode', 'display_address', 'location_additional_info'];

/** Errors of what the place brings (city, country, coordinates, id) show at the place box. */
export const LOCATION_ALIASES = {
  city: 'place_query',
  country: 'place_query',
  lat: 'place_query',
  lon: 'place_query',
  place_id: 'place_query',
  location: 'place_query',
};

interface Props {
  form: SectionForm<LocationValues>;
}

/** The location inputs. */
export function LocationSection({ form }: Props) {
  const t = useT('onboarding');
  const { region } = useApp();
  const v = form.values;

  // In the server's order (the typed name itself first), states included: London, Berlin or Wien are
  // cities that are states of their own, with no town of the same name beside them.
  const suggestPlaces = async (q: string, signal: AbortSignal): Promise<PlaceSummary[]> => {
    const res = await searchLocation({ region: region.code, q, limit: 8 }, { signal });
    return res.errors === undefined ? res.data.results : [];
  };
  const suggestAddresses = async (q: string, signal: AbortSignal): Promise<Address[]> => {
    const res = await searchAddresses({ region: region.code, q, limit: 5 }, { signal });
    return res.errors === undefined ? res.data.results : [];
  };
  const pickPlace = async (p: PlaceSummary) => {
    replaceValues(form, withPlace(form.values, p, null, region.code));
    const id = await placeIdOf(p, region.code);
    form.set('place_id', id);
  };

  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-bold">{t('profileForm.location.title')}</legend>
      <p className="rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-900">{t('profileForm.location.privacy')}</p>
      <Combobox
        label={t('profileForm.location.place')}
        hint={
          v.lat !== null && v.city
            ? t('profileForm.location.chosen', { place: v.place_query || v.city })
            : t('profileForm.location.placeHint')
        }
        error={form.errors.place_query}
        value={v.place_query}
        onInput={(text) => replaceValues(form, { ...form.values, place_query: text, place_id: null, lat: null, lon: null, city: '' })}
        suggest={suggestPlaces}
        optionLabel={placeLabel}
        onPick={(p) => void pickPlace(p)}
        noResults={t('profileForm.location.none')}
      />
      <Combobox
        label={t('profileForm.location.address')}
        hint={t('profileForm.location.addressHint')}
        value={v.street}
        onInput={(text) => form.set('street', text)}
        suggest={suggestAddresses}
        optionLabel={(a) => a.label}
        onPick={(a) => replaceValues(form, withAddress(form.values, a))}
        noResults={t('profileForm.location.none')}
        autoComplete="street-address"
        error={form.errors.street}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('profileForm.location.suburb')} autoComplete="address-level3" {...bindText(form, 'suburb')} />
        <TextField label={t('profileForm.location.postcode')} autoComplete="postal-code" {...bindText(form, 'postcode')} />
      </div>
      <CheckboxField
        label={t('profileForm.location.displayAddress')}
        hint={t('profileForm.location.displayAddressHint')}
        {...bindCheckbox(form, 'display_address')}
      />
      <TextareaField
        label={t('profileForm.location.additionalInfo')}
        rows={3}
        maxLength={500}
        {...bindText(form, 'location_additional_info')}
      />
    </fieldset>
  );
}

/** Local check: a place must be chosen from the suggestions (it brings the coordinates). */
export function checkLocation(v: LocationValues, t: (key: 'profileForm.location.required') => string): FormErrors {
  return v.lat === null || v.lon === null || !v.city ? { place_query: t('profileForm.location.required') } : {};
}

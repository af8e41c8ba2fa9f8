/**
 * About (SPEC §3): the display name, slogan and about text. The server checks the ad texts per
 * region (in DE and AT ProstSchG §32(3)); its 422 message names the words and shows at the field.
 */
import { TEXT_LIMITS } from '../../lib/api/limits.ts';
import { TextareaField, TextField } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import { useT } from '../ui/useT.ts';
import { bindText, type SectionForm } from './section.ts';
import type { AboutValues } from './values.ts';

/** The fields of the section. */
export const ABOUT_FIELDS = ['display_name', 'slogan', 'about_me'];

/** The about inputs. */
export function AboutSection({ form }: { form: SectionForm<AboutValues> }) {
  const t = useT('onboarding');
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-bold">{t('profileForm.about.title')}</legend>
      <TextField
        label={t('profileForm.about.displayName')}
        autoComplete="nickname"
        maxLength={TEXT_LIMITS.name}
        required
        {...bindText(form, 'display_name')}
      />
      <TextField label={t('profileForm.about.slogan')} maxLength={TEXT_LIMITS.slogan} {...bindText(form, 'slogan')} />
      <TextareaField
        label={t('profileForm.about.aboutMe')}
        hint={t('profileForm.about.rules')}
        rows={8}
        maxLength={TEXT_LIMITS.about}
        {...bindText(form, 'about_me')}
      />
    </fieldset>
  );
}

/** Local check: a display name of at least 2 characters. */
export function checkAbout(v: AboutValues, t: (key: 'profileForm.about.nameRequired') => string): FormErrors {
  return v.display_name.trim().length < 2 ? { display_name: t('profileForm.about.nameRequired') } : {};
}

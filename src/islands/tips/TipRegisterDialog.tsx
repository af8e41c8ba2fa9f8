/**
 * After a guest's tip went through: the offer to create a client account from it (SPEC §7
 * `POST /users/registration/from-tip`). The dialog holds the registration form of the auth pages
 * (e-mail or phone, password, terms, 18+ confirmation, captcha) in its from-tip variant, which
 * always registers a client; the tipped profile is filled in as the way back, so confirming the
 * e-mail link or the phone code signs the new client in and brings them back to this profile.
 */
import { Suspense, useId } from 'react';
import RegistrationForm from '../auth/RegistrationForm.tsx';
import { ClosableDialog } from '../ui/ClosableDialog.tsx';
import { useT } from '../ui/useT.ts';

interface Props {
  /** The escort's public name. */
  name: string;
  /** The tip in credits. */
  amount: number;
  /** The profile's site path (region prefix included): where the verified account comes back to. */
  profilePath: string;
  onClose: () => void;
}

/** The dialog. */
export default function TipRegisterDialog({ name, amount, profilePath, onClose }: Props) {
  const t = useT('galleries');
  const id = useId();
  return (
    <ClosableDialog
      labelledBy={`${id}-title`}
      describedBy={`${id}-intro`}
      closeLabel={t('tip.register.close')}
      onClose={onClose}
      testId="tip-register-dialog"
    >
      <h2 id={`${id}-title`} className="pr-10 text-xl font-bold">
        {t('tip.register.title')}
      </h2>
      <p id={`${id}-intro`} className="mt-2 text-sm">
        {t('tip.register.intro', { count: amount, name })}
      </p>
      <div className="mt-4">
        {/* The auth texts load with the form. */}
        <Suspense fallback={<p role="status">{t('tip.register.loading')}</p>}>
          <RegistrationForm role="punter" variant="from-tip" redirectProfilePath={profilePath} />
        </Suspense>
      </div>
      <p className="mt-4 text-sm text-ink-muted">{t('tip.register.after')}</p>
    </ClosableDialog>
  );
}

/** /users/registration: choose what kind of account to open. */
import { REGISTRATION_ROLES } from '../../domain/roles.ts';
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';

export default function RegistrationPage() {
  const { href } = useApp();
  const t = useT('auth');
  return (
    <div className="space-y-6">
      <p>{t('auth.registration.choose')}</p>
      <ul className="grid gap-4 sm:grid-cols-3">
        {REGISTRATION_ROLES.map((role) => (
          <li key={role}>
            <a
              href={href('registrationInfo', { registrationRole: role })}
              className="block h-full rounded-2xl border border-gray-300 p-5 text-ink no-underline hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="block text-lg font-bold text-brand-800">{t(`auth.role.${role}.title`)}</span>
              <span className="mt-1 block text-sm text-ink-muted">{t(`auth.role.${role}.text`)}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="text-center text-sm">
        {t('auth.registration.haveAccount')}{' '}
        <a href={href('login')} className="underline">
          {t('auth.registration.login')}
        </a>
      </p>
    </div>
  );
}

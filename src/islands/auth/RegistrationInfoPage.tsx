/** /users/registration/info/{registrationRole}: the registration form for that kind of account. */
import { REGISTRATION_ROLES } from '../../domain/roles.ts';
import { useApp, routeParams } from '../app/context.ts';
import RegistrationForm, { type RegistrationRole } from './RegistrationForm.tsx';
import { queryParam } from './navigation.ts';
import { useT } from '../ui/useT.ts';

export default function RegistrationInfoPage() {
  const { href, pattern } = useApp();
  const t = useT('auth');
  const param = routeParams(pattern, window.location.pathname).registrationRole;
  const role: RegistrationRole = (REGISTRATION_ROLES as readonly string[]).includes(param ?? '') ? (param as RegistrationRole) : 'punter';
  return (
    <div className="max-w-md space-y-6">
      <p className="text-lg font-semibold text-brand-800">{t(`auth.role.${role}.title`)}</p>
      <RegistrationForm role={role} redirectProfilePath={queryParam('redirectProfilePath')} />
      <p className="text-center text-sm">
        {t('auth.registration.haveAccount')}{' '}
        <a href={href('login')} className="underline">
          {t('auth.registration.login')}
        </a>
      </p>
    </div>
  );
}

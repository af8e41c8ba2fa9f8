/** /users/registration/confirmation (login required): the account is ready; the next step per role. */
import { useStore } from '../ui/useStore.ts';
import { hasRole, ROLES } from '../../lib/permissions.ts';
import { $user } from '../../stores/session.ts';
import { useApp } from '../app/context.ts';
import { primaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';

export default function ConfirmationPage() {
  const { path, href } = useApp();
  const t = useT('auth');
  const user = useStore($user);
  if (!user) return null;
  const next = hasRole(user.roles, ROLES.escort)
    ? { href: href('onboarding'), label: t('auth.confirmation.escort') }
    : hasRole(user.roles, ROLES.venue)
      ? { href: href('accountVenue'), label: t('auth.confirmation.venue') }
      : { href: path('/'), label: t('auth.confirmation.punter') };
  return (
    <div className="max-w-md space-y-5">
      <p className="text-lg">{t('auth.confirmation.text')}</p>
      <a href={next.href} className={primaryButton}>
        {next.label}
      </a>
      <p className="text-center text-sm">
        <a href={href('account')} className="underline">
          {t('auth.confirmation.account')}
        </a>
      </p>
    </div>
  );
}

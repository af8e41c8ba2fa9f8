/**
 * The frame of every /users/profile/* tab: the tab navigation (links, the current one marked with
 * aria-current; the row scrolls sideways on phones instead of wrapping) above the tab's content.
 * Users without a profile to edit (punters on the password tab) get the content alone.
 */
import { useStore } from '../ui/useStore.ts';
import type { ReactNode } from 'react';
import { hasRole, ROLES } from '../../lib/permissions.ts';
import { $user } from '../../stores/session.ts';
import { useApp } from '../app/context.ts';
import { actingEscortId } from '../manager/acting.ts';
import { useT } from '../ui/useT.ts';
import { EDITOR_TABS, type EditorTab } from './tabs.ts';

interface Props {
  /** The tab shown (defaults to the route of the page). */
  active?: EditorTab;
  children: ReactNode;
}

/** Editor tabs plus the active tab's content. */
export function EditorFrame({ active, children }: Props) {
  const t = useT('app', 'onboarding');
  const { href, routeId } = useApp();
  const current = active ?? routeId;
  const user = useStore($user);
  // Only escorts (and a manager editing one, `?escort=`) have a profile to edit: everyone else sees the page (the password) alone.
  const acting = hasRole(user?.roles, ROLES.manager) && actingEscortId(window.location.search) !== undefined;
  if (!user || !(hasRole(user.roles, ROLES.escort) || acting)) return <>{children}</>;
  return (
    <div className="space-y-5">
      <nav aria-label={t('profileForm.tabs')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-gray-300">
          {/* A manager edits the escort's profile, not the escort's password, review replies or emergency meetings (the escort's own). */}
          {EDITOR_TABS.filter((id) => !acting || (id !== 'profilePassword' && id !== 'profileReviews' && id !== 'profileAlarme')).map(
            (id: EditorTab) => {
              const here = id === current;
              return (
                <li key={id}>
                  <a
                    href={href(id)}
                    aria-current={here ? 'page' : undefined}
                    className={`-mb-px block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold no-underline ${
                      here ? 'border-brand-700 text-brand-800' : 'border-transparent text-ink-muted hover:border-gray-400 hover:text-ink'
                    }`}
                  >
                    {t(`app.${id}.title`)}
                  </a>
                </li>
              );
            },
          )}
        </ul>
      </nav>
      <div className="space-y-5">{children}</div>
    </div>
  );
}

export default EditorFrame;

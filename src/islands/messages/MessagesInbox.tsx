/** Either messages page for the signed-in user (the route's guard has loaded the session). */
import { useStore } from '../ui/useStore.ts';
import { hasRole, ROLES } from '../../lib/permissions.ts';
import { $user } from '../../stores/session.ts';
import { Inbox } from './Inbox.tsx';

/** The page body, keyed by the user so a different sign-in starts afresh. */
export function MessagesInbox({ ai }: { ai: boolean }) {
  const user = useStore($user);
  if (!user) return null;
  return <Inbox key={user.id} ai={ai} me={user.id} isPunter={hasRole(user.roles, ROLES.punter)} />;
}

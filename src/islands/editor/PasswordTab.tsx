/**
 * /users/profile/password/: the password form; an escort sees it inside the editor's tab
 * navigation, other accounts (who have no profile to edit) without it.
 */
import { useStore } from '@nanostores/react';
import { mayAccess } from '../../lib/permissions.ts';
import { $user } from '../../stores/session.ts';
import PasswordPage from '../account/PasswordPage.tsx';
import { EditorFrame } from './EditorFrame.tsx';

export default function PasswordTab() {
  const user = useStore($user);
  if (!mayAccess(user?.roles, 'escort')) return <PasswordPage />;
  return (
    <EditorFrame>
      <PasswordPage />
    </EditorFrame>
  );
}

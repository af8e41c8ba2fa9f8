/** /users/profile/password/: the password form inside the editor's tab frame. */
import PasswordPage from '../account/PasswordPage.tsx';
import EditorFrame from './EditorFrame.tsx';

/** The page. */
export default function PasswordTab() {
  return (
    <EditorFrame>
      <PasswordPage />
    </EditorFrame>
  );
}

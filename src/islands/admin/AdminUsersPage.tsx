/**
 * /admin/users/: find users by e-mail, phone or id; see their roles; turn the quarantine flag on
 * (with a statement of reasons) or off; change roles (admin roles only for the god admin levels);
 * impersonate through the existing ticket flow.
 */
import { useStore } from '../ui/useStore.ts';
import { useState } from 'react';
import { createImpersonationTicket } from '../../lib/api/client/auth.ts';
import { findUsers, setUserQuarantine, setUserRoles } from '../../lib/api/client/moderation.ts';
import type { AdminUser } from '../../lib/api/moderation.ts';
import { ADMIN_ROLES, can, ROLE_IDS, ROLE_NAMES } from '../../lib/permissions.ts';
import { $user } from '../../stores/session.ts';
import { showError, showSuccess } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { go } from '../auth/navigation.ts';
import { secondaryButton } from '../ui/classes.ts';
import { FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';
import { messageText } from '../ui/form-state.ts';
import { useT } from '../ui/useT.ts';
import AdminFrame from './AdminNav.tsx';
import RecordLink from './RecordLink.tsx';
import StatementForm from './StatementForm.tsx';

function Roles({ user, done }: { user: AdminUser; done: () => void }) {
  const t = useT('admin');
  const me = useStore($user);
  const [roles, setRoles] = useState<number[]>(user.roles);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const mayAdmins = can(me?.roles ?? [], 'canManageAdmins');
  const save = async () => {
    setBusy(true);
    const res = await setUserRoles(user.id, roles);
    setBusy(false);
    if (!res.data) return setError(messageText(t, res.message));
    setError(undefined);
    showSuccess();
    done();
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{t('moderation.users.roles')}</legend>
      <FormAlert message={error} />
      <div className="flex flex-wrap gap-3 text-sm">
        {ROLE_IDS.map((id) => {
          const locked = (ADMIN_ROLES as readonly number[]).includes(id) && !mayAdmins;
          return (
            <label key={id} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={roles.includes(id)}
                disabled={locked}
                onChange={(e) => setRoles((r) => (e.target.checked ? [...r, id] : r.filter((x) => x !== id)))}
              />
              {ROLE_NAMES[id]}
            </label>
          );
        })}
      </div>
      <button type="button" className={secondaryButton} disabled={busy || roles.length === 0} onClick={() => void save()}>
        {t('moderation.users.saveRoles')}
      </button>
    </fieldset>
  );
}

function UserRow({ user, done }: { user: AdminUser; done: () => void }) {
  const t = useT('admin');
  const { href } = useApp();
  const me = useStore($user);
  const roles = me?.roles ?? [];
  const manage = can(roles, 'canManageUsers') && me?.id !== user.id;
  const impersonate = async () => {
    const res = await createImpersonationTicket({ userId: user.id });
    if (!res.data) return showError();
    go(href('impersonate', { secret: res.data.results.secret, userId: res.data.results.userId }));
  };
  const release = async () => {
    const res = await setUserQuarantine(user.id, { quarantined: false });
    if (!res.data) return showError();
    showSuccess();
    done();
  };
  return (
    <li className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
      <p>
        <span className="font-semibold">{user.username}</span> #{user.id} · {user.email ?? '–'} · {user.phone ?? '–'} ·{' '}
        {user.region.toUpperCase()}
      </p>
      <p className="text-sm">
        {user.roles.map((r) => ROLE_NAMES[r as keyof typeof ROLE_NAMES] ?? r).join(', ')}
        {user.quarantined && ` · ${t('moderation.state.accountQuarantined')}`} · <RecordLink id={user.id} name={user.username} />
      </p>
      {manage && (
        <div className="flex flex-wrap items-start gap-2">
          {user.quarantined ? (
            <button type="button" className={secondaryButton} onClick={() => void release()}>
              {t('moderation.action.release')}
            </button>
          ) : (
            <StatementForm
              action={t('moderation.action.quarantineUser')}
              send={(body) => setUserQuarantine(user.id, { quarantined: true, ...body })}
              done={done}
            />
          )}
          {can(roles, 'canImpersonate') && (
            <button type="button" className={secondaryButton} onClick={() => void impersonate()}>
              {t('moderation.action.impersonate')}
            </button>
          )}
        </div>
      )}
      {manage && <Roles user={user} done={done} />}
    </li>
  );
}

function Users() {
  const t = useT('admin');
  const [q, setQ] = useState('');
  const [rows, setRows] = useState<AdminUser[]>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const search = async (query = q) => {
    if (!query.trim()) return;
    setBusy(true);
    const res = await findUsers(query.trim());
    setBusy(false);
    if (!res.data) return setError(messageText(t, res.message));
    setError(undefined);
    setRows(res.data.results);
  };
  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <h2 id="users-heading" className="text-xl font-semibold">
        {t('moderation.users.heading')}
      </h2>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <TextField
          label={t('moderation.users.query')}
          hint={t('moderation.users.queryHint')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <SubmitButton busy={busy}>{t('moderation.users.search')}</SubmitButton>
      </form>
      <FormAlert message={error} />
      {rows && rows.length === 0 && <p>{t('moderation.users.none')}</p>}
      <ul className="space-y-3">
        {rows?.map((u) => (
          <UserRow key={u.id} user={u} done={() => void search()} />
        ))}
      </ul>
    </section>
  );
}

export default function AdminUsersPage() {
  return (
    <AdminFrame permission="canModerate">
      <Users />
    </AdminFrame>
  );
}

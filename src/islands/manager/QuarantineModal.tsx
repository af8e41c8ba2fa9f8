/**
 * SPEC §4 "quarantined manager": the modal explaining that the account is quarantined, with the
 * statement of reasons when the server gave one, and that publishing and creating escorts are
 * blocked. Shown right after login (the account page, once per browser session) and on /manager/.
 */
import { useState } from 'react';
import { Modal } from '../publish/Modal.tsx';
import { useT } from '../ui/useT.ts';

/** The browser-session flag: the account page shows the modal once after login. */
export const QUARANTINE_SEEN_KEY = 'managerQuarantineSeen';

/** The open modal until it is closed. */
export default function QuarantineModal({ statement, oncePerSession = false }: { statement?: string | null; oncePerSession?: boolean }) {
  const t = useT('manager');
  const [open, setOpen] = useState(() => !oncePerSession || sessionStorage.getItem(QUARANTINE_SEEN_KEY) === null);
  if (!open) return null;
  const close = () => {
    sessionStorage.setItem(QUARANTINE_SEEN_KEY, '1');
    setOpen(false);
  };
  return (
    <Modal title={t('manager.quarantine.title')} closeLabel={t('manager.quarantine.close')} onClose={close}>
      <p>{t('manager.quarantine.text')}</p>
      {statement && (
        <blockquote className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="font-semibold">{t('manager.quarantine.statement')}</p>
          <p>{statement}</p>
        </blockquote>
      )}
      <p className="text-sm text-ink-muted">{t('manager.quarantine.blocked')}</p>
    </Modal>
  );
}

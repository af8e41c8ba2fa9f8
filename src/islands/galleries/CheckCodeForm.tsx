/** "Already bought? Enter your check code": opens a guest's galleries on this device. */
import { useId, useState, type FormEvent } from 'react';
import { redeemCheckCode } from '../../lib/api/client/galleries.ts';
import { inputClass, secondaryButton } from '../ui/classes.ts';
import type { KeysOf, Translate } from '../ui/useT.ts';

type T = Translate<KeysOf<'galleries'>>;

/** The form; `onOpened` runs once the code opened galleries (the server set the cookie). */
export default function CheckCodeForm({ t, onOpened }: { t: T; onOpened: () => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    const res = await redeemCheckCode(code);
    setBusy(false);
    if (res.data) {
      setDone(true);
      onOpened();
    } else setError(res.status === 429 ? t('common.error') : t('gallery.code.wrong'));
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-4 space-y-2" noValidate>
      <h3 className="font-semibold">{t('gallery.code.heading')}</h3>
      <label htmlFor={id} className="block text-sm font-semibold">
        {t('gallery.code.label')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          name="check-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} max-w-[12rem] font-mono uppercase`}
        />
        <button type="submit" className={secondaryButton} disabled={busy || code.trim().length === 0}>
          {t('gallery.code.submit')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm text-emerald-800">
          {t('gallery.code.done')}
        </p>
      )}
    </form>
  );
}

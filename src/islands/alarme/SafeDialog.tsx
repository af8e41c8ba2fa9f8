/**
 * "I'm safe": asks the PIN in a modal. The safe PIN and the duress PIN get the same answer and the
 * same screen; without a connection the tap waits and is sent later (safe-queue.ts).
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { secondaryButton } from '../ui/classes.ts';
import { TextField } from '../ui/fields.tsx';
import { useModalDialog } from '../ui/useModalDialog.ts';
import { useT } from '../ui/useT.ts';
import { isPin } from './checks.ts';
import { bigPrimary } from './classes.ts';
import { PIN_INPUT } from './PinSection.tsx';

interface Props {
  place: string;
  /** Send the tap; resolves to the PIN field's error, or undefined when the dialog may close. */
  submit: (pin: string) => Promise<string | undefined>;
  onClose: () => void;
}

/** The open dialog; rendered only while it is open. */
export default function SafeDialog({ place, submit, onClose }: Props) {
  const t = useT('alarme');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useModalDialog(dialog);

  const send = async (e: SubmitEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!isPin(pin)) return setError(t('alarme.error.pinRequired'));
    setBusy(true);
    const failed = await submit(pin);
    setBusy(false);
    if (failed) {
      setPin('');
      setError(failed);
    } else dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl p-0 shadow-2xl backdrop:bg-night/80"
      onClose={onClose}
    >
      <form noValidate onSubmit={(e) => void send(e)} className="space-y-4 p-6 text-ink">
        <h2 id={titleId} className="text-xl font-bold">
          {t('alarme.safe.title')}
        </h2>
        <p>{place}</p>
        <TextField
          label={t('alarme.safe.pin')}
          autoFocus
          {...PIN_INPUT}
          value={pin}
          error={error}
          onChange={(e) => {
            setPin(e.target.value);
            setError(undefined);
          }}
        />
        <div className="flex flex-col gap-2">
          <button type="submit" className={bigPrimary} disabled={busy} aria-busy={busy}>
            {t('alarme.card.safe')}
          </button>
          <button type="button" className={`${secondaryButton} min-h-12`} disabled={busy} onClick={() => dialog.current?.close()}>
            {t('alarme.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

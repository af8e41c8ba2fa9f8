/** Copy one value to the clipboard; says so for a moment (announced to screen readers). */
import { useState } from 'react';
import { useT } from '../ui/useT.ts';

/** The button copying `value`; `label` names what it copies ("IBAN"). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useT('checkout');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // No clipboard (permission, old browser): the value stays selectable on the page.
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2500);
  };
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        className="rounded-full border border-gray-300 px-3 py-0.5 text-xs font-semibold hover:border-brand-700"
        aria-label={t('checkout.bank.copyLabel', { what: label })}
        onClick={() => void copy()}
      >
        {t('checkout.bank.copy')}
      </button>
      <span role="status" className="text-xs text-ink-muted">
        {state === 'copied' ? t('checkout.bank.copied') : state === 'failed' ? t('checkout.bank.copyFailed') : ''}
      </span>
    </span>
  );
}

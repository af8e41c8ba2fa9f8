/** The region's emergency number as a big call link, shown on top of the alarme pages and every alert. */
import { useT } from '../ui/useT.ts';

/** The call link (a tel: link, so a phone dials it with one tap). */
export default function EmergencyNumber({ number }: { number: string }) {
  const t = useT('alarme');
  return (
    <div className="rounded-2xl border-2 border-red-700 bg-red-50 p-4 text-red-900">
      <a
        href={`tel:${number.replace(/[^\d+]/g, '')}`}
        className="flex min-h-12 items-center justify-center rounded-xl bg-red-700 px-4 py-3 text-xl font-bold text-white no-underline hover:bg-red-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        data-testid="emergency-number"
      >
        {t('alarme.emergency.call', { number })}
      </a>
      <p className="mt-2 text-sm">{t('alarme.emergency.hint')}</p>
    </div>
  );
}

/** Services (SPEC §3 service ids): checkboxes grouped as GET /users/profile/resources/ groups them. */
import type { ProfileResources } from '../../lib/api/own-profile.ts';
import { useT } from '../ui/useT.ts';

interface Props {
  services: ProfileResources['services'];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/** Services in their groups, in catalogue order. */
export function groupServices(services: ProfileResources['services']) {
  const groups = new Map<string, { label: string; items: ProfileResources['services'] }>();
  for (const s of services) {
    const g = groups.get(s.group) ?? { label: s.groupLabel, items: [] };
    g.items.push(s);
    groups.set(s.group, g);
  }
  return [...groups.entries()].map(([key, g]) => ({ key, ...g }));
}

/** The service checkboxes. */
export function ServicesSection({ services, chosen, onChange, error }: Props) {
  const t = useT('onboarding');
  const set = new Set(chosen);
  const toggle = (id: number, on: boolean) => onChange(services.map((s) => s.id).filter((s) => (s === id ? on : set.has(s))));
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-bold">{t('profileForm.services.title')}</legend>
      <p className="text-sm text-ink-muted">{t('profileForm.services.hint')}</p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {groupServices(services).map((g) => (
        <fieldset key={g.key} className="rounded-xl border border-gray-200 p-3">
          <legend className="px-1 text-sm font-semibold">{g.label}</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {g.items.map((s) => (
              <li key={s.id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="serviceIds"
                    value={s.id}
                    className="h-4 w-4 rounded border-gray-400 accent-brand-700"
                    checked={set.has(s.id)}
                    onChange={(e) => toggle(s.id, e.target.checked)}
                  />
                  {s.label}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </fieldset>
  );
}

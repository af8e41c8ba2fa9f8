/** The site rebuilds of the admin statistics shaped for their table. */
import type { SiteRebuild } from '../../../lib/api/tracking.ts';
import { formatNumber } from '../../../lib/format.ts';
import type { KeysOf } from '../../ui/useT.ts';

/** The dictionary keys of the reasons a build report gives; other reasons show as they are. */
export const REBUILD_REASON_KEYS: Record<string, KeysOf<'admin'> | undefined> = {
  'first build': 'admin.statistics.rebuildReasonFirstBuild',
  'code changed': 'admin.statistics.rebuildReasonCodeChanged',
  'data changed': 'admin.statistics.rebuildReasonDataChanged',
  'no change': 'admin.statistics.rebuildReasonNoChange',
  'last build unfinished': 'admin.statistics.rebuildReasonUnfinished',
};

/**
 * The pages whose key changed, by kind, most first ("7 place, 1 profile"); "" when no kind changed,
 * null without a report.
 */
export function changedKeysText(changed: SiteRebuild['changedKeys'], tag: string): string | null {
  if (!changed) return null;
  return Object.entries(changed)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([kind, n]) => `${formatNumber(n, tag)} ${kind}`)
    .join(', ');
}

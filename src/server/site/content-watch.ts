/**
 * The editor's path to the live site: the server watches the content folder and records a site
 * rebuild for the region of every article file that changes (added, edited, renamed, removed), so
 * saving `content/at/guide/x.md` on the server is all it takes. Events of one burst (an editor's
 * save writes several) collapse into one change per region.
 */
import { existsSync, watch, type FSWatcher } from 'node:fs';
import { REGION_CODES, type RegionCode } from '../../../regions/constants.ts';

/** Milliseconds of quiet after the last event before a region's change is reported. */
export const CONTENT_SETTLE_MS = 300;

/** The region of a changed file under the content folder ("at/guide/x.md" → "at"), if it is an article's. */
export function regionOfContentFile(relative: string): RegionCode | undefined {
  const parts = relative.split(/[\\/]/);
  const region = parts[0];
  if (parts.length < 2 || !(REGION_CODES as readonly string[]).includes(region!)) return undefined;
  if (parts.length === 3 && !parts[2]!.endsWith('.md')) return undefined;
  return region as RegionCode;
}

/** A running watch. */
export interface ContentWatch {
  close(): void;
}

/**
 * Watch `dir` (recursively) and call `onChange(region)` once per burst of changes of a region's
 * articles. A missing folder is watched by nobody (undefined).
 */
export function watchContent(dir: string, onChange: (region: RegionCode) => void, settleMs = CONTENT_SETTLE_MS): ContentWatch | undefined {
  if (!existsSync(dir)) return undefined;
  const timers = new Map<RegionCode, NodeJS.Timeout>();
  const watcher: FSWatcher = watch(dir, { recursive: true }, (_event, name) => {
    const region = name ? regionOfContentFile(name.toString()) : undefined;
    if (!region) return;
    clearTimeout(timers.get(region));
    timers.set(
      region,
      setTimeout(() => {
        timers.delete(region);
        onChange(region);
      }, settleMs),
    );
  });
  // A watch error (the folder removed) ends the watch; the server runs on.
  watcher.on('error', () => watcher.close());
  return {
    close() {
      for (const t of timers.values()) clearTimeout(t);
      watcher.close();
    },
  };
}

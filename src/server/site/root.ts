/**
 * The built site the server answers from. A rebuild switches it to a newer folder in one
 * assignment: each request takes the site once when it starts, so it reads every file from one
 * build, and the next request reads the new one. Listeners hear of every switch (a cluster's lead
 * announces it to the other workers, which switch their own roots: src/server/cluster.ts).
 */
import type { Region, RegionCode } from '../../../regions/schema.ts';
import { loadStaticSite, type SiteSource, type StaticSite } from '../static.ts';

/** The folder the server serves, switchable while it runs. */
export class SiteRoot implements SiteSource {
  #site: StaticSite;
  readonly #listeners = new Set<(dir: string) => void>();
  readonly regions: Record<RegionCode, Region>;

  constructor(dir: string, regions: Record<RegionCode, Region>) {
    this.regions = regions;
    this.#site = loadStaticSite(dir, regions);
  }

  /** The folder served now. */
  get dir(): string {
    return this.#site.root;
  }

  /** The site served now (a request keeps the one it started with). */
  current(): StaticSite {
    return this.#site;
  }

  /** Read the site description of `dir` (throws on a broken build, changing nothing). */
  load(dir: string): StaticSite {
    return loadStaticSite(dir, this.regions);
  }

  /** Serve `site` from the next request on, and tell the listeners its folder. */
  use(site: StaticSite): void {
    this.#site = site;
    for (const listener of this.#listeners) listener(site.root);
  }

  /** Call `listener` with the folder of every site switched to from now on. */
  onSwap(listener: (dir: string) => void): void {
    this.#listeners.add(listener);
  }
}

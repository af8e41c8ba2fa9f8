/**
 * The loading indicator of SPEC §9 (throttle 200 ms, duration 2000 ms, height 3 px): a thin bar at
 * the top of the window while an app page's chunk or data loads and while an in-site navigation
 * is under way. Loads that end within the throttle never show it (no flash on fast loads); the bar
 * fills over the duration up to 90 %, and completes when the last load ends. Loads may overlap:
 * the bar shows while any is open.
 */

/** SPEC §9 values. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 2000, heightPx: 3 } as const;

/** How often the bar grows while shown. */
const TICK_MS = 100;
/** The bar stops here until the load ends (the duration is an estimate, not a promise). */
const MAX_WHILE_LOADING = 0.9;
/** How long the full bar stays before it goes. */
export const FINISH_MS = 200;

/** What draws the bar. */
export interface LoadingBarView {
  /** Fraction 0..1; 0 shows an empty bar. */
  progress: (fraction: number) => void;
  hide: () => void;
}

/** A loading bar: `start()` returns the function that ends that load. */
export interface LoadingBar {
  start: () => () => void;
}

/** A bar drawn by `view`. */
export function createLoadingBar(view: LoadingBarView, options: { throttleMs: number; durationMs: number } = LOADING_BAR): LoadingBar {
  let open = 0;
  let shownAt: number | undefined;
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;
  let finishing: ReturnType<typeof setTimeout> | undefined;

  const show = () => {
    throttle = undefined;
    shownAt = Date.now();
    view.progress(0);
    tick = setInterval(() => view.progress(Math.min(MAX_WHILE_LOADING, (Date.now() - shownAt!) / options.durationMs)), TICK_MS);
  };
  const finish = () => {
    clearTimeout(throttle);
    clearInterval(tick);
    throttle = tick = undefined;
    if (shownAt === undefined) return;
    shownAt = undefined;
    view.progress(1);
    finishing = setTimeout(view.hide, FINISH_MS);
  };
  return {
    start() {
      if (open++ === 0) {
        clearTimeout(finishing);
        throttle = setTimeout(show, options.throttleMs);
      }
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        if (--open === 0) finish();
      };
    },
  };
}

/** The bar as a fixed element at the top of the page, created on first use. */
export function domLoadingBarView(doc: Document = document): LoadingBarView {
  let bar: HTMLElement | undefined;
  const element = () => {
    if (bar) return bar;
    bar = doc.createElement('div');
    bar.dataset.loadingBar = '';
    bar.setAttribute('aria-hidden', 'true');
    // Styled through the CSSOM (allowed by the style CSP, unlike a style attribute).
    Object.assign(bar.style, {
      position: 'fixed',
      top: '0',
      left: '0',
      right: '0',
      zIndex: '60',
      height: `${LOADING_BAR.heightPx}px`,
      background: 'linear-gradient(90deg, #db2777, #7c3aed)',
      transformOrigin: 'left',
      transition: 'transform 0.1s linear',
      pointerEvents: 'none',
    });
    doc.body.append(bar);
    return bar;
  };
  return {
    progress: (fraction) => {
      const el = element();
      el.hidden = false;
      el.style.transform = `scaleX(${fraction})`;
    },
    hide: () => {
      if (bar) bar.hidden = true;
    },
  };
}

let shared: LoadingBar | undefined;

/** The page's one loading bar (browser only). */
export function pageLoadingBar(): LoadingBar {
  shared ??= createLoadingBar(domLoadingBarView());
  return shared;
}

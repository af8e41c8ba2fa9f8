/**
 * The 13 layouts of SPEC §2 as data. One `Layout.astro` renders any of them, so the layouts differ
 * only where SPEC says they do (header, footer, width, background) instead of in 13 copied files.
 */
export const LAYOUTS = {
  '404': { header: 'full', footer: true, main: 'narrow', background: 'plain' },
  account: { header: 'full', footer: false, main: 'wide', background: 'muted' },
  'account-with-footer': { header: 'full', footer: true, main: 'wide', background: 'muted' },
  'ai-girlfriend': { header: 'full', footer: false, main: 'wide', background: 'ai' },
  default: { header: 'full', footer: true, main: 'wide', background: 'plain' },
  'default-no-footer': { header: 'full', footer: false, main: 'narrow', background: 'plain' },
  'default-profile': { header: 'full', footer: true, main: 'wide', background: 'plain' },
  'home-page': { header: 'full', footer: true, main: 'full', background: 'plain' },
  light: { header: 'minimal', footer: false, main: 'narrow', background: 'plain' },
  'light-gradient': { header: 'minimal', footer: false, main: 'narrow', background: 'gradient' },
  onboarding: { header: 'minimal', footer: false, main: 'narrow', background: 'muted' },
  'punter-onboarding-layout': { header: 'minimal', footer: false, main: 'narrow', background: 'gradient' },
  upgrade: { header: 'minimal', footer: true, main: 'wide', background: 'gradient' },
  /** SPEC §2's page-type layout with no chrome at all (the congratulations step has the site frame instead). */
  none: { header: 'none', footer: false, main: 'full', background: 'plain' },
} as const satisfies Record<
  string,
  {
    header: 'full' | 'minimal' | 'none';
    footer: boolean;
    main: 'narrow' | 'wide' | 'full';
    background: 'plain' | 'muted' | 'gradient' | 'ai';
  }
>;

/** A layout name. */
export type LayoutName = keyof typeof LAYOUTS;

/**
 * Dictionary namespaces: each key lives in the namespace of its longest matching dotted prefix, so
 * an island loads only the strings it shows (`i18n/<locale>/<namespace>.json`).
 */

/** Every namespace, each a file per locale. */
export const NAMESPACES = [
  'common',
  'shell',
  'auth',
  'account',
  'profile',
  'search',
  'app',
  'pages',
  'onboarding',
  'editor',
  'venue',
  'manager',
  'admin',
  'checkout',
  'galleries',
  'punter',
  'messages',
  'notifications',
  'alarme',
  'ai',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * Key prefix → namespace. The longest prefix wins: `auth.banner.*` is the shell's, `auth.error.*`
 * (every form's) common, `auth.message.*` (the server's e-mails and SMS) in pages, the rest of
 * `auth.*` the auth pages'. `pages` holds what only the static pages and the server use.
 */
export const NAMESPACE_PREFIXES: Readonly<Record<string, Namespace>> = {
  common: 'common',
  site: 'common',
  toast: 'common',
  validation: 'common',
  'app.noindex': 'common',
  'nav.opensNewTab': 'common',
  'auth.error': 'common',
  ageGate: 'shell',
  'auth.banner': 'shell',
  'auth.message': 'pages',
  auth: 'auth',
  account: 'account',
  profile: 'profile',
  onboarding: 'onboarding',
  profileForm: 'onboarding',
  publish: 'onboarding',
  editor: 'editor',
  photos: 'editor',
  dashboard: 'editor',
  venue: 'venue',
  preview: 'venue',
  manager: 'manager',
  admin: 'admin',
  moderation: 'admin',
  appeal: 'account',
  favourite: 'profile',
  checkout: 'checkout',
  wallet: 'checkout',
  vip: 'checkout',
  clientOnboarding: 'checkout',
  upgrade: 'checkout',
  gallery: 'galleries',
  tip: 'galleries',
  ageCheck: 'galleries',
  review: 'punter',
  savedSearch: 'punter',
  messages: 'messages',
  notifications: 'notifications',
  callFeedback: 'notifications',
  alarme: 'alarme',
  ai: 'ai',
  aiModel: 'pages',
  search: 'search',
  listing: 'search',
  card: 'search',
  featured: 'search',
  app: 'app',
  breadcrumb: 'pages',
  cat: 'pages',
  cms: 'pages',
  category: 'pages',
  content: 'pages',
  country: 'pages',
  footer: 'pages',
  home: 'pages',
  independent: 'pages',
  locale: 'pages',
  nav: 'pages',
  notFound: 'pages',
  option: 'pages',
  place: 'pages',
  popular: 'pages',
  seo: 'pages',
};

/** The namespace a key belongs to; undefined for a key whose prefix is in no namespace. */
export function namespaceOf(key: string): Namespace | undefined {
  const parts = key.split('.');
  for (let n = parts.length; n > 0; n--) {
    const ns = NAMESPACE_PREFIXES[parts.slice(0, n).join('.')];
    if (ns) return ns;
  }
  return undefined;
}

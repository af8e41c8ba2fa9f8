/**
 * Typed translations for the static pages and the server. Dictionaries are flat JSON files with
 * dotted keys, one per locale and namespace (`i18n/<locale>/<namespace>.json`, see namespaces.ts);
 * English is the reference for the key types, and a unit test fails when any locale misses a key.
 * Islands import only types from here: their strings load per namespace (src/stores/dictionary.ts).
 */
import deAccount from './de/account.json' with { type: 'json' };
import deApp from './de/app.json' with { type: 'json' };
import deAuth from './de/auth.json' with { type: 'json' };
import deCommon from './de/common.json' with { type: 'json' };
import dePages from './de/pages.json' with { type: 'json' };
import deProfile from './de/profile.json' with { type: 'json' };
import deSearch from './de/search.json' with { type: 'json' };
import deShell from './de/shell.json' with { type: 'json' };
import enAccount from './en/account.json' with { type: 'json' };
import enApp from './en/app.json' with { type: 'json' };
import enAuth from './en/auth.json' with { type: 'json' };
import enCommon from './en/common.json' with { type: 'json' };
import enPages from './en/pages.json' with { type: 'json' };
import enProfile from './en/profile.json' with { type: 'json' };
import enSearch from './en/search.json' with { type: 'json' };
import enShell from './en/shell.json' with { type: 'json' };
import itAccount from './it/account.json' with { type: 'json' };
import itApp from './it/app.json' with { type: 'json' };
import itAuth from './it/auth.json' with { type: 'json' };
import itCommon from './it/common.json' with { type: 'json' };
import itPages from './it/pages.json' with { type: 'json' };
import itProfile from './it/profile.json' with { type: 'json' };
import itSearch from './it/search.json' with { type: 'json' };
import itShell from './it/shell.json' with { type: 'json' };
import roAccount from './ro/account.json' with { type: 'json' };
import roApp from './ro/app.json' with { type: 'json' };
import roAuth from './ro/auth.json' with { type: 'json' };
import roCommon from './ro/common.json' with { type: 'json' };
import roPages from './ro/pages.json' with { type: 'json' };
import roProfile from './ro/profile.json' with { type: 'json' };
import roSearch from './ro/search.json' with { type: 'json' };
import roShell from './ro/shell.json' with { type: 'json' };
import deOnboarding from './de/onboarding.json' with { type: 'json' };
import deEditor from './de/editor.json' with { type: 'json' };
import enOnboarding from './en/onboarding.json' with { type: 'json' };
import enEditor from './en/editor.json' with { type: 'json' };
import itOnboarding from './it/onboarding.json' with { type: 'json' };
import itEditor from './it/editor.json' with { type: 'json' };
import roOnboarding from './ro/onboarding.json' with { type: 'json' };
import roEditor from './ro/editor.json' with { type: 'json' };
import deVenue from './de/venue.json' with { type: 'json' };
import deManager from './de/manager.json' with { type: 'json' };
import deAdmin from './de/admin.json' with { type: 'json' };
import deCheckout from './de/checkout.json' with { type: 'json' };
import deGalleries from './de/galleries.json' with { type: 'json' };
import dePunter from './de/punter.json' with { type: 'json' };
import deMessages from './de/messages.json' with { type: 'json' };
import deNotifications from './de/notifications.json' with { type: 'json' };
import deAlarme from './de/alarme.json' with { type: 'json' };
import deAi from './de/ai.json' with { type: 'json' };
import enVenue from './en/venue.json' with { type: 'json' };
import enManager from './en/manager.json' with { type: 'json' };
import enAdmin from './en/admin.json' with { type: 'json' };
import enCheckout from './en/checkout.json' with { type: 'json' };
import enGalleries from './en/galleries.json' with { type: 'json' };
import enPunter from './en/punter.json' with { type: 'json' };
import enMessages from './en/messages.json' with { type: 'json' };
import enNotifications from './en/notifications.json' with { type: 'json' };
import enAlarme from './en/alarme.json' with { type: 'json' };
import enAi from './en/ai.json' with { type: 'json' };
import itVenue from './it/venue.json' with { type: 'json' };
import itManager from './it/manager.json' with { type: 'json' };
import itAdmin from './it/admin.json' with { type: 'json' };
import itCheckout from './it/checkout.json' with { type: 'json' };
import itGalleries from './it/galleries.json' with { type: 'json' };
import itPunter from './it/punter.json' with { type: 'json' };
import itMessages from './it/messages.json' with { type: 'json' };
import itNotifications from './it/notifications.json' with { type: 'json' };
import itAlarme from './it/alarme.json' with { type: 'json' };
import itAi from './it/ai.json' with { type: 'json' };
import roVenue from './ro/venue.json' with { type: 'json' };
import roManager from './ro/manager.json' with { type: 'json' };
import roAdmin from './ro/admin.json' with { type: 'json' };
import roCheckout from './ro/checkout.json' with { type: 'json' };
import roGalleries from './ro/galleries.json' with { type: 'json' };
import roPunter from './ro/punter.json' with { type: 'json' };
import roMessages from './ro/messages.json' with { type: 'json' };
import roNotifications from './ro/notifications.json' with { type: 'json' };
import roAlarme from './ro/alarme.json' with { type: 'json' };
import roAi from './ro/ai.json' with { type: 'json' };
import type { Locale } from '../regions/schema.ts';
import type { Namespace } from './namespaces.ts';
import { fill, type Vars } from './template.ts';

/** The English namespaces: the reference for every key type. */
const en = {
  common: enCommon,
  shell: enShell,
  auth: enAuth,
  account: enAccount,
  profile: enProfile,
  search: enSearch,
  app: enApp,
  pages: enPages,
  onboarding: enOnboarding,
  editor: enEditor,
  venue: enVenue,
  manager: enManager,
  admin: enAdmin,
  checkout: enCheckout,
  galleries: enGalleries,
  punter: enPunter,
  messages: enMessages,
  notifications: enNotifications,
  alarme: enAlarme,
  ai: enAi,
} satisfies Record<Namespace, Record<string, string>>;

/** The keys of one or more namespaces (`NamespaceKey<'auth'>` is every `auth.*` key). */
export type NamespaceKey<N extends Namespace> = N extends Namespace ? keyof (typeof en)[N] & string : never;

/** Every translation key. */
export type I18nKey = NamespaceKey<Namespace>;
type Dictionary = Record<I18nKey, string>;

/** Every namespace of a locale in one flat dictionary (the type demands every English key). */
function merge(parts: { [N in Namespace]: Record<NamespaceKey<N>, string> }): Dictionary {
  return Object.assign({}, ...Object.values(parts)) as Dictionary;
}

/** The dictionaries, by locale (all namespaces: the static build and the server use every one). */
export const dictionaries: Record<Locale, Dictionary> = {
  de: merge({
    common: deCommon,
    shell: deShell,
    auth: deAuth,
    account: deAccount,
    profile: deProfile,
    search: deSearch,
    app: deApp,
    pages: dePages,
    onboarding: deOnboarding,
    editor: deEditor,
    venue: deVenue,
    manager: deManager,
    admin: deAdmin,
    checkout: deCheckout,
    galleries: deGalleries,
    punter: dePunter,
    messages: deMessages,
    notifications: deNotifications,
    alarme: deAlarme,
    ai: deAi,
  }),
  en: merge(en),
  ro: merge({
    common: roCommon,
    shell: roShell,
    auth: roAuth,
    account: roAccount,
    profile: roProfile,
    search: roSearch,
    app: roApp,
    pages: roPages,
    onboarding: roOnboarding,
    editor: roEditor,
    venue: roVenue,
    manager: roManager,
    admin: roAdmin,
    checkout: roCheckout,
    galleries: roGalleries,
    punter: roPunter,
    messages: roMessages,
    notifications: roNotifications,
    alarme: roAlarme,
    ai: roAi,
  }),
  it: merge({
    common: itCommon,
    shell: itShell,
    auth: itAuth,
    account: itAccount,
    profile: itProfile,
    search: itSearch,
    app: itApp,
    pages: itPages,
    onboarding: itOnboarding,
    editor: itEditor,
    venue: itVenue,
    manager: itManager,
    admin: itAdmin,
    checkout: itCheckout,
    galleries: itGalleries,
    punter: itPunter,
    messages: itMessages,
    notifications: itNotifications,
    alarme: itAlarme,
    ai: itAi,
  }),
};

export type { Vars };
/** Replace `{name}` placeholders (see template.ts). */
export const format = fill;

/** Translate `key` into `locale`, falling back to English, then to the key itself. */
export function t(locale: Locale, key: I18nKey | (string & {}), vars?: Vars): string {
  const dict = dictionaries[locale] as Record<string, string>;
  const text = dict[key] ?? (dictionaries.en as Record<string, string>)[key] ?? key;
  return format(text, vars);
}

/** A translator bound to one locale. */
export function translator(locale: Locale) {
  return (key: I18nKey | (string & {}), vars?: Vars) => t(locale, key, vars);
}

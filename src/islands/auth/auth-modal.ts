/**
 * The login/registration modal any island can open (purchase flows, favourites, tips): the shell
 * island renders it on request. Other islands learn about the sign-in from `$session`.
 */
import { atom } from 'nanostores';
import type { RegistrationVariant } from '../../lib/api/auth.ts';

export interface AuthModalRequest {
  mode: 'login' | 'register';
  /** Registration form variant (SPEC §7: from-gallery, from-tip, from-punter-modal). */
  variant?: Exclude<RegistrationVariant, 'registration'>;
  /** Login variant (SPEC §7: /users/login/from-gallery, /as-punter). */
  loginVariant?: '' | 'from-gallery' | 'as-punter';
  /** The profile to come back to after a registration that needs verification. */
  redirectProfilePath?: string;
}

/** The open modal's request, or null. */
export const $authModal = atom<AuthModalRequest | null>(null);

/** Open the login (or registration) modal. */
export function openAuthModal(request: AuthModalRequest): void {
  $authModal.set(request);
}

/** Close it. */
export function closeAuthModal(): void {
  $authModal.set(null);
}

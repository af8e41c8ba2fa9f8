/**
 * The header that makes the supply routes act on a managed escort's profile. Its own module: the
 * app shell sends it on every call while a manager acts, and the shell must not load the
 * contract's other constants with it.
 */
export const ACT_FOR_HEADER = 'x-act-for';

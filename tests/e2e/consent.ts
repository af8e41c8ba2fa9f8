/** Browser state of a visitor who has passed the age gate (cookie `consent`, see src/stores/consent.ts). */
export const AGE_GATE_PASSED = {
  cookies: [
    {
      name: 'consent',
      value: 'necessary',
      domain: '127.0.0.1',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

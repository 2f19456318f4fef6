/** How this account signs in (the sign-in pages show it as a notice, not an error). */
export const LOG_IN_WITH_GOOGLE = 'Log in with google';

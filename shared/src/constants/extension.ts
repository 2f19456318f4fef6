/**
 * The Chrome extension id of builds made from this repository: Chrome derives it from
 * the public key in extension/config/chrome-key.ts. The API allows it in CORS by default.
 */
export const EXTENSION_DEV_ID = 'ggkmdolhnkbhgbdmgeeffkjdhlhokfoo';

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the Trail API, e.g. https://api.example.com/api/v1. Defaults to the same-origin /api/v1. */
  readonly VITE_API_URL?: string;
  /** Public site: the Request Demo scheduling link, the contact address and the social pages. */
  readonly VITE_REQUEST_DEMO_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_TWITTER_URL?: string;
  readonly VITE_LINKEDIN_URL?: string;
  readonly VITE_INSTAGRAM_URL?: string;
  readonly VITE_COMMUNITY_URL?: string;
  /** The demo learner's e-mail and password for the portfolio auto-login. */
  readonly VITE_DEMO_EMAIL?: string;
  readonly VITE_DEMO_PASSWORD?: string;
  /** The extension's store page, offered at the end of the guided tour. */
  readonly VITE_EXTENSION_STORE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the Trail API, e.g. https://api.example.com/api/v1. Defaults to the same-origin /api/v1. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface ImportMetaEnv {
  readonly WXT_API_URL?: string;
  readonly WXT_DASHBOARD_URL?: string;
}

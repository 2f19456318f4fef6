import { DEFAULT_API_URL, DEFAULT_DASHBOARD_URL, readUrl } from '../../config/urls';

/** Build-time settings; the only module that reads import.meta.env. */
export const config = {
  apiUrl: readUrl('WXT_API_URL', import.meta.env.WXT_API_URL, DEFAULT_API_URL),
  dashboardUrl: readUrl('WXT_DASHBOARD_URL', import.meta.env.WXT_DASHBOARD_URL, DEFAULT_DASHBOARD_URL),
} as const;

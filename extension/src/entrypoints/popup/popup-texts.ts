export const POPUP_TEXTS = {
  heading: 'Save to Trail',
  loading: 'Reading this page…',
  unreadable: "This page can't be saved",
  unreadableHint: 'Open a web page (http or https) and try again.',
  openDashboard: 'Open your Trail',
} as const;

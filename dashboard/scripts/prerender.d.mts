export interface PrerenderedPage {
  path: string;
  module: string;
  title: string;
  description: string;
}
export const PRERENDERED_PAGES: readonly PrerenderedPage[];

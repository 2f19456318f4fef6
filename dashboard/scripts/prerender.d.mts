export interface PrerenderedPage {
  path: string;
  module: string;
  title: string;
  description: string;
}
/** The pre-rendered pages of the last build (dist-server/prerendered-pages.json); throws before the first. */
export function prerenderedPages(): PrerenderedPage[];

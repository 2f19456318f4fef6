export interface RenderedPage {
  status: number;
  html: string;
}
export function createPageRenderer(options: { dist: string; serverDir: string; apiUrl: string; timeoutMs?: number }): Promise<(url: string) => Promise<RenderedPage | null>>;

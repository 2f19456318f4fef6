import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const LESSON_TITLE = 'Intro to SQL joins';

/**
 * Local lesson pages with og: tags and a canonical link (the address without its query), so tests
 * never depend on the internet.
 */
export async function serveTestPages() {
  const server = createServer((req, res) => {
    const { port } = server.address() as AddressInfo;
    const canonical = `http://localhost:${port}${new URL(req.url ?? '/', 'http://x').pathname}`;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${LESSON_TITLE} | Example School</title>
<meta property="og:title" content="${LESSON_TITLE}">
<meta property="og:type" content="video.other">
<link rel="canonical" href="${canonical}">
</head><body><h1>${LESSON_TITLE}</h1></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** What the tab opens: the page with a tracking parameter the canonical link drops. */
    url: (path: string) => `http://localhost:${port}${path}?utm_source=newsletter`,
    canonical: (path: string) => `http://localhost:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

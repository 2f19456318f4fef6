// The page renderer in production (decision 0070): Caddy sends it the paths that may be a data page
// (/{username}, /mentor, /mentor/schedule?field=, /pathway/{name}) with their query strings; it answers with
// the page rendered from the API's answer, or with the app (dist/index.html, what Caddy serves for any other
// path) when the path is not one or the API did not answer.
//   PORT      where it listens (4000)
//   API_URL   the API's address, /api/v1 included (required)
//   DIST      the dashboard's build: DIST/dist and DIST/dist-server (this script's ../)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPageRenderer } from './page-renderer.mjs';

const root = process.env.DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..');
const apiUrl = process.env.API_URL;
if (!apiUrl) {
  console.error('render-server: set API_URL to the API’s address, /api/v1 included (e.g. http://web/api/v1).');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4000);

const dist = join(root, 'dist');
const app = readFileSync(join(dist, 'index.html'));
const render = await createPageRenderer({ dist, serverDir: join(root, 'dist-server'), apiUrl });

// Caching and the security headers are the proxy's (deploy/Caddyfile), as for every other page.
const send = (res, status, body) => {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(body);
};

createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, '');
  const url = req.url ?? '/';
  render(url).then(
    (page) => (page ? send(res, page.status, page.html) : send(res, 200, app)),
    (error) => {
      console.error(`render-server: ${url}: ${error instanceof Error ? error.stack : error}`);
      send(res, 200, app);
    },
  );
}).listen(port, () => console.log(`render-server: listening on ${port}, reading ${apiUrl}`));

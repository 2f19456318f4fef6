import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type FieldMentors, MENTOR_NOT_FOUND, NOT_FOUND, type MentorPage } from '@trail/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { caddyHeaders } from '../../deploy/headers-to-caddy.mjs';
import { precompress } from '../../deploy/precompress.mjs';
import { fromRoot } from '../../scripts/lib/paths.mjs';
import { pnpmBinary } from '../../scripts/lib/pnpm.mjs';
import { type RunningCaddy, startCaddy } from '../../scripts/lib/caddy.mjs';
import { type Service, startService, waitForUrl } from '../../scripts/lib/processes.mjs';
import { freePort } from '../../scripts/lib/stack.mjs';

const exec = promisify(execFile);

/**
 * What the API's container image holds and runs, without Docker: `pnpm deploy --prod` (the
 * Dockerfile's last build step) into a folder, then `node dist/main.js` from it with
 * NODE_ENV=production, as two instances on the test stack's replica set.
 */
describe('the production API install', { timeout: 240_000 }, () => {
  let folder: string;
  const stackEnv = inject('stackEnv');
  const production = (port: number, extra: Record<string, string> = {}) => ({
    NODE_ENV: 'production',
    PORT: String(port),
    MONGODB_URI: stackEnv.MONGODB_URI,
    MONGODB_DB: `${stackEnv.MONGODB_DB}-production`,
    JWT_SECRET: 'production-test-secret-0123456789abcdef0123456789abcdef',
    SMTP_HOST: '127.0.0.1',
    // A staging deployment's test key: production takes one only with PAYSTACK_TEST_MODE=on (decision 0078).
    PAYSTACK_SECRET_KEY: 'sk_test_production_install',
    PAYSTACK_TEST_MODE: 'on',
    DASHBOARD_URL: 'https://app.trail.test',
    PUBLIC_API_URL: 'https://app.trail.test/api/v1',
    TRUST_PROXY: '1',
    ...extra,
  });

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'trail-api-production-'));
    await rm(folder, { recursive: true });
    await exec(await pnpmBinary(), ['--filter', '@trail/api', 'deploy', '--prod', '--prefer-offline', folder], { cwd: fromRoot() });
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('holds the built API and production dependencies only', async () => {
    expect(existsSync(join(folder, 'dist', 'main.js'))).toBe(true);
    expect(existsSync(join(folder, 'node_modules', '@trail', 'shared', 'dist', 'index.js'))).toBe(true);
    const installed = await readdir(join(folder, 'node_modules'));
    for (const developmentOnly of ['mongodb-memory-server-core', 'jest', 'supertest', '@swc', 'typescript']) {
      expect(installed).not.toContain(developmentOnly);
    }
    expect(existsSync(join(folder, 'src'))).toBe(false);
  });

  it('runs as two instances on one replica set, each ready and live', async () => {
    const ports = [await freePort(), await freePort()];
    const instances = ports.map((port, index) =>
      startService(`api-${index + 1}`, process.execPath, ['dist/main.js'], { cwd: folder, env: production(port), silent: true }),
    );
    try {
      for (const port of ports) {
        const ready = await waitForOk(`http://127.0.0.1:${port}/api/v1/health/ready`, instances);
        expect(await ready.json()).toEqual({ status: 'ready', database: 'up' });
        expect(await (await fetch(`http://127.0.0.1:${port}/api/v1/health/live`)).json()).toEqual({ status: 'live' });
      }
      // API docs are for development only.
      expect((await fetch(`http://127.0.0.1:${ports[0]}/api/docs`)).status).toBe(404);
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
    }
  });

  it('refuses to start in production without its secrets, naming each one', async () => {
    const port = await freePort();
    const env = production(port, { JWT_SECRET: '', PAYSTACK_SECRET_KEY: '', SMTP_HOST: '', DASHBOARD_URL: '', PUBLIC_API_URL: '' });
    const instance = startService('api-misconfigured', process.execPath, ['dist/main.js'], { cwd: folder, env, silent: true });
    expect(await instance.exited).toBe(1);
    expect(instance.log()).toContain('Trail API cannot start');
    for (const name of ['JWT_SECRET', 'PAYSTACK_SECRET_KEY', 'SMTP_HOST', 'DASHBOARD_URL', 'PUBLIC_API_URL']) expect(instance.log()).toContain(`${name} is required`);
  });

  it("refuses the parts for trying Trail out: the mail catcher, localhost addresses, the local Paystack and its published key", async () => {
    const port = await freePort();
    const env = production(port, {
      SMTP_HOST: 'mailpit',
      DASHBOARD_URL: 'http://localhost:8080',
      PAYSTACK_SECRET_KEY: 'sk_test_trail_local_paystack',
      PAYSTACK_BASE_URL: 'http://paystack:4010',
    });
    const instance = startService('api-trial-parts', process.execPath, ['dist/main.js'], { cwd: folder, env, silent: true });
    expect(await instance.exited).toBe(1);
    expect(instance.log()).toContain('SMTP_HOST is the local mail catcher');
    expect(instance.log()).toContain('DASHBOARD_URL must not be a localhost address');
    expect(instance.log()).toContain("PAYSTACK_SECRET_KEY is the local stand-in's published key");
  });
});

/**
 * What the page renderer's image holds and runs (deploy/dashboard.Dockerfile, target pages), without Docker:
 * `pnpm deploy --prod` of the dashboard with its build copied in, then render-server.mjs on the test stack's API.
 */
describe('the production page renderer install', { timeout: 240_000 }, () => {
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'trail-pages-production-'));
    await rm(folder, { recursive: true });
    await exec(await pnpmBinary(), ['--filter', '@trail/dashboard', 'deploy', '--prod', '--prefer-offline', folder], { cwd: fromRoot() });
    for (const built of ['dist', 'dist-server']) await cp(fromRoot('dashboard', built), join(folder, built), { recursive: true });
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('holds the renderer and production dependencies only', async () => {
    expect(existsSync(join(folder, 'scripts', 'render-server.mjs'))).toBe(true);
    expect(existsSync(join(folder, 'src'))).toBe(false);
    const installed = await readdir(join(folder, 'node_modules'));
    for (const developmentOnly of ['vite', 'vitest', 'puppeteer', 'typescript', 'jsdom']) expect(installed).not.toContain(developmentOnly);
  });

  it("renders a pathway's page from the API's answer, and serves the app for any other path", async () => {
    const port = await freePort();
    const renderer = startService('render-server', process.execPath, ['scripts/render-server.mjs'], {
      cwd: folder,
      env: { NODE_ENV: 'production', PORT: String(port), API_URL: inject('apiUrl') },
      silent: true,
    });
    try {
      const page = await waitForOk(`http://127.0.0.1:${port}/pathway/product-design`, [renderer]);
      expect(await page.text()).toContain('<h1>Product Design</h1>');
      expect(await (await fetch(`http://127.0.0.1:${port}/history`)).text()).toContain('<div id="root">');
    } finally {
      await renderer.stop();
    }
  });
});

async function waitForOk(url: string, services: Service[]): Promise<Response> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    for (const service of services) {
      if (service.child.exitCode !== null) throw new Error(`${service.name} exited:\n${service.log()}`);
    }
    const response = await fetch(url).catch(() => undefined);
    if (response?.ok) return response;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer 200 within 120 s`);
}

describe('the dashboard as Caddy serves it', () => {
  const dist = fromRoot('dashboard', 'dist');

  it('carries the build’s security headers into the Caddyfile', async () => {
    const caddy = caddyHeaders(await readFile(join(dist, '_headers'), 'utf8'));
    expect(caddy).toMatch(/^header \{\n/);
    expect(caddy).toContain("\tContent-Security-Policy \"default-src 'self';");
    expect(caddy).toContain('\tX-Frame-Options "DENY"');
    expect(caddy).toContain('\tReferrer-Policy "strict-origin-when-cross-origin"');
  });

  it('pre-compresses every large text asset with Brotli and gzip, byte for byte', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'trail-dist-'));
    try {
      await cp(dist, copy, { recursive: true });
      expect(precompress(copy)).toBeGreaterThan(0);
      const assets = await readdir(join(copy, 'assets'));
      const script = assets.find((name) => name.endsWith('.js') && assets.includes(`${name}.br`))!;
      const original = await readFile(join(copy, 'assets', script));
      expect(brotliDecompressSync(await readFile(join(copy, 'assets', `${script}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(join(copy, 'assets', `${script}.gz`)))).toEqual(original);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});

describe('the local Paystack as a server of its own (compose.local-paystack.yaml)', () => {
  it('links checkout pages at the address browsers reach it at', async () => {
    const port = await freePort();
    const server = startService('local-paystack', process.execPath, [fromRoot('scripts', 'local-paystack-server.mjs')], {
      env: { LOCAL_PAYSTACK_PORT: String(port), LOCAL_PAYSTACK_HOST: '127.0.0.1', LOCAL_PAYSTACK_PUBLIC_URL: 'http://localhost:4010', PAYSTACK_SECRET_KEY: '' },
      silent: true,
    });
    try {
      const deadline = Date.now() + 20_000;
      let answer: { data?: { authorization_url?: string } } = {};
      while (Date.now() < deadline && !answer.data) {
        answer = await fetch(`http://127.0.0.1:${port}/transaction/initialize`, {
          method: 'POST',
          headers: { Authorization: 'Bearer sk_test_trail_local_paystack', 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'ada@example.com', amount: 200_000, reference: 'trl-compose-check', callback_url: 'http://localhost:8080/mentor/booked' }),
        }).then((res) => res.json() as Promise<typeof answer>, () => ({}));
        if (!answer.data) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(answer.data?.authorization_url).toMatch(/^http:\/\/localhost:4010\/checkout\//);
    } finally {
      await server.stop();
    }
  });
});

const ADA: MentorPage = {
  mentor: { _id: '65f0c0ffee0000000000000a', username: 'ada-mentor', firstName: 'Ada', lastName: 'Obi', tag: 'Data Analyst', fields: [] },
  occurrences: [],
};

const DATA_SCIENCE: FieldMentors = {
  field: { _id: '65f0c0ffee0000000000000b', name: 'Data Science', slug: 'data-science', description: 'Data and models' },
  mentors: [ADA.mentor],
  hasMore: false,
};

/** One small HTTP server standing in for both API instances: a mentor's page for `ada-mentor`, a track's for `data-science`, and what it was asked. */
function standInApi() {
  return createServer((req, res) => {
    if (req.url === '/api/v1/fields/data-science/mentors') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify(DATA_SCIENCE));
    }
    const mentor = /^\/api\/v1\/meetings\/singlementor\/(.+)$/.exec(req.url ?? '')?.[1];
    if (!mentor) return res.end(`api ${req.url}`);
    res.writeHead(mentor === ADA.mentor.username ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(mentor === ADA.mentor.username ? ADA : { error: 'This mentor could not be found' }));
  });
}

/**
 * deploy/Caddyfile run by Debian's Caddy on free ports, over the built dashboard, with the page renderer
 * (dashboard/scripts/render-server.mjs) and a stand-in API: what goes to the files, the renderer and the API.
 */
describe('deploy/Caddyfile as Caddy runs it', { timeout: 60_000 }, () => {
  let caddy: RunningCaddy;
  let renderer: Service;
  let origin: string;
  const api = standInApi();

  beforeAll(async () => {
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiPort = (api.address() as AddressInfo).port;
    const rendererPort = await freePort();
    renderer = startService('render-server', process.execPath, [fromRoot('dashboard', 'scripts', 'render-server.mjs')], {
      env: { PORT: String(rendererPort), API_URL: `http://127.0.0.1:${apiPort}/api/v1` },
      silent: true,
    });
    caddy = await startCaddy({ port: await freePort(), dist: fromRoot('dashboard', 'dist'), api: `127.0.0.1:${apiPort}`, pages: `127.0.0.1:${rendererPort}` });
    origin = caddy.origin;
    await waitForUrl(`http://127.0.0.1:${rendererPort}/`, renderer, 20_000);
  });
  afterAll(async () => {
    await renderer?.stop();
    await caddy?.stop();
    api.close();
  });

  const get = (path: string, userAgent: string) => fetch(`${origin}${path}`, { headers: { 'User-Agent': userAgent } });
  const WHATSAPP = 'WhatsApp/2.23.20.0 A';
  const PHONE = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';

  it('sends a link-preview crawler asking for /{username} to the mentor preview, and a person to the app', async () => {
    expect(await (await get('/ada-mentor', WHATSAPP)).text()).toBe('api /api/v1/previews/mentor/ada-mentor');
    expect(await (await get('/ada-mentor', 'facebookexternalhit/1.1')).text()).toBe('api /api/v1/previews/mentor/ada-mentor');
    const person = await get('/ada-mentor', PHONE);
    expect(person.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await person.text()).replace(/<!-- -->/g, '')).toMatch(/<div id="root">[\s\S]*<h1>Ada Obi<\/h1>/);
  });

  it('renders mentor, track and pathway pages and the 404 through the renderer, with the security headers and no caching', async () => {
    const page = await get('/ada-mentor', PHONE);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("style-src 'self' 'sha256-");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const unknown = await get('/nobody-here', PHONE);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(MENTOR_NOT_FOUND);
    // A track's page: its query string reaches the renderer, which renders the page for it.
    const track = (await (await get('/mentor/schedule?field=data-science', PHONE)).text()).replace(/<!-- -->/g, '');
    expect(track).toContain('<meta name="trail-prerendered" content="/mentor/schedule?field=data-science">');
    expect(track).toMatch(/<h1>Data Science<\/h1>[\s\S]*<a href="\/ada-mentor">Ada Obi<\/a>/);
    const notFound = await get('/no-such/page', PHONE);
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain(NOT_FOUND);
    // A signed-in view is the app's, rendered in the browser.
    const history = await get('/history', PHONE);
    expect(history.status).toBe(200);
    expect(await history.text()).toContain('<meta name="trail-prerendered" content="/">');
    // The stand-in API has no pathways: the renderer leaves that page to the browser, which asks again.
    expect(await (await get('/pathway/product-design', PHONE)).text()).toContain('<div id="root">');
    // A file keeps its name: sw.js is not a mentor.
    expect(await (await get('/sw.js', PHONE)).text()).not.toContain('<div id="root">');
    // A missing asset is a plain 404 that no cache keeps (not a page, and not immutable for a year).
    const missing = await get('/assets/no-such-chunk.js', PHONE);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(await missing.text()).toBe('');
  });

  it('gives crawlers the pre-rendered public pages as they are, and proxies /api/* for everyone', async () => {
    const about = await (await get('/about', WHATSAPP)).text();
    expect(about).not.toContain('api /api/v1/previews');
    expect(about).toContain('<div id="root">');
    expect(await (await get('/api/v1/health/live', PHONE)).text()).toBe('api /api/v1/health/live');
    expect(await (await get('/mentor/schedule', WHATSAPP)).text()).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and pages not at all, with the security headers', async () => {
    const page = await get('/', PHONE);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const script = (await readdir(fromRoot('dashboard', 'dist', 'assets'))).find((name) => name.endsWith('.js'))!;
    expect((await get(`/assets/${script}`, PHONE)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  // Last: it stops the renderer.
  it('serves the app for a mentor page while the renderer is down, so the browser renders it', async () => {
    await renderer.stop();
    const page = await get('/ada-mentor', PHONE);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const html = await page.text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('Ada Obi');
  });
});

describe('compose.yaml', () => {
  const composeEnv = { ...process.env, JWT_SECRET: 'x', PAYSTACK_SECRET_KEY: 'sk_live_x' };
  const compose = (files: string[], env: NodeJS.ProcessEnv = composeEnv) =>
    exec('docker-compose', [...files.flatMap((file) => ['-f', fromRoot(file)]), 'config'], { env }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new Error('docker-compose is needed to check compose.yaml: apt-get install --no-install-recommends docker-compose');
      throw error;
    });

  it('is valid and runs a replica set, two API instances behind the web proxy and the page renderer', async () => {
    const { stdout } = await compose(['compose.yaml'], { ...composeEnv, TRAIL_URL: 'https://app.trail.test' });
    for (const service of ['mongo:', 'api-1:', 'api-2:', 'web:', 'pages:']) expect(stdout).toContain(`  ${service}`);
    // The renderer and the web server are built from one build: the pages it writes name the files web serves.
    expect(stdout).toContain('target: pages');
    expect(stdout).toContain('target: web');
    expect(stdout).toContain('--replSet');
    expect(stdout).toContain('MONGODB_URI: mongodb://mongo:27017/?replicaSet=rs0');
    expect(stdout).toContain('VITE_SITE_URL: https://app.trail.test');
    expect(stdout).toContain('PUBLIC_API_URL: https://app.trail.test/api/v1');
    const caddyfile = await readFile(fromRoot('deploy', 'Caddyfile'), 'utf8');
    expect(caddyfile).toContain('reverse_proxy api-1:5000 api-2:5000');
    expect(caddyfile).toContain('reverse_proxy pages:4000');
    expect(caddyfile).toContain('try_files {path} {path}.html /index.html');
    // sw.js falls under the pages' rule: a service worker cached for a year would never update.
    expect(caddyfile).toContain('@pages not path /assets/*\n\t\theader @pages Cache-Control "no-cache"');
  });

  it('holds no mail catcher and no localhost fallback, so production mail and links go where the operator says (decision 0078)', async () => {
    const { stdout } = await compose(['compose.yaml']);
    expect(stdout).not.toContain('mailpit');
    expect(stdout).not.toContain('8025');
    expect(stdout).not.toMatch(/localhost/);
    expect(stdout).not.toContain('LOCAL_TRIAL');
    // Left empty, the API refuses to start and names each (the production install's test above).
    expect(stdout).toMatch(/SMTP_HOST: ''/);
    expect(stdout).toMatch(/DASHBOARD_URL: ''/);
  });

  it('keeps the mail catcher and the local Paystack for compose.local.yaml, reachable from this machine only', async () => {
    const { stdout } = await compose(['compose.yaml', 'compose.local.yaml', 'compose.local-paystack.yaml'], { ...process.env, JWT_SECRET: 'x' });
    expect(stdout).toContain('  mailpit:');
    expect(stdout).toContain('SMTP_HOST: mailpit');
    expect(stdout).toMatch(/LOCAL_TRIAL: 'on'|LOCAL_TRIAL: "on"|LOCAL_TRIAL: on/);
    expect(stdout).toContain('DASHBOARD_URL: http://localhost:8080');
    expect(stdout).toMatch(/VITE_SITE_URL: http:\/\/localhost:8080/);
    const published = [...stdout.matchAll(/^\s+- (\S+:\d+:\d+)(\/tcp)?$/gm)].flatMap((match) => (match[1] ? [match[1]] : []));
    expect(published).toEqual(expect.arrayContaining(['127.0.0.1:8025:8025', '127.0.0.1:4010:4010']));
    expect(published.filter((port) => port.endsWith(':8025') || port.endsWith(':4010')).every((port) => port.startsWith('127.0.0.1:'))).toBe(true);
  });
});

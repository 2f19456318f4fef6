// deploy/Caddyfile as production runs it, on this machine (Debian's Caddy): for the deployment tests and for
// the Lighthouse bench's --production run.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { caddyHeaders } from '../../deploy/headers-to-caddy.mjs';
import { fromRoot } from './paths.mjs';
import { startService } from './processes.mjs';

/**
 * Runs deploy/Caddyfile on `port` over the dashboard build in `dist` (its `_headers` become the security
 * headers), with `api` ("host:port") in place of both API instances and `pages` in place of the page renderer.
 * `https`: the site is served over TLS with Caddy's own local certificate, so browsers speak HTTP/2 to it as
 * to production (they must accept the certificate: Chromium's --ignore-certificate-errors).
 * Resolves once Caddy answers, with its origin and `stop`.
 */
export async function startCaddy({ port, dist, api, pages, https = false }) {
  const folder = await mkdtemp(join(tmpdir(), 'trail-caddy-'));
  await writeFile(join(folder, 'security-headers.caddy'), caddyHeaders(await readFile(join(dist, '_headers'), 'utf8')));
  const site = https ? `localhost:${port}` : `:${port}`;
  const caddyfile = (await readFile(fromRoot('deploy', 'Caddyfile'), 'utf8'))
    // Its own local certificate authority, without asking to install it into the system's trust store.
    .replace('\tadmin off\n', https ? '\tadmin off\n\tlocal_certs\n\tskip_install_trust\n' : '\tadmin off\n')
    .replace(':80 {', `${site} {`)
    .replaceAll('api-1:5000 api-2:5000', api)
    .replace('pages:4000', pages)
    .replaceAll('/srv', dist)
    .replaceAll('/etc/caddy/security-headers.caddy', join(folder, 'security-headers.caddy'));
  await writeFile(join(folder, 'Caddyfile'), caddyfile);
  const caddy = startService('caddy', 'caddy', ['run', '--config', join(folder, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { HOME: folder, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder },
    silent: true,
  });
  const origin = https ? `https://localhost:${port}` : `http://127.0.0.1:${port}`;
  const stop = async () => {
    await caddy.stop();
    await rm(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  while (!(await listening(port))) {
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Caddy did not start (apt-get install caddy):\n${caddy.log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, stop, log: () => caddy.log() };
}

/** True once something accepts connections on the port: Caddy opens it when its configuration is running. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

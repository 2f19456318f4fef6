import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The system Chromium (puppeteer never downloads its own): PUPPETEER_EXECUTABLE_PATH, else Debian's. */
export function chromiumPath() {
  const path = process.env.PUPPETEER_EXECUTABLE_PATH ?? CANDIDATES.find((candidate) => existsSync(candidate));
  if (!path) throw new Error('No Chromium found: install it (apt-get install -y chromium) or set PUPPETEER_EXECUTABLE_PATH');
  return path;
}

/** Launch options for puppeteer.launch: headless, quiet on a closed network, optionally with an unpacked extension. */
export function chromiumLaunchOptions({ extensionDir } = {}) {
  return {
    executablePath: chromiumPath(),
    headless: true,
    // Puppeteer adds --disable-extensions unless told which extensions to load.
    ...(extensionDir ? { enableExtensions: [extensionDir], pipe: true } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

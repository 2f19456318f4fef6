// npm start: install if needed, build, then run the API and the dashboard on demo data.
import { fromRoot } from './lib/paths.mjs';
import { ensureInstalled, pnpm } from './lib/pnpm.mjs';
import { startStack } from './lib/stack.mjs';

async function step(label, args) {
  console.log(`\n▸ ${label}`);
  if ((await pnpm(args)) !== 0) throw new Error(`${label} failed`);
}

async function main() {
  await ensureInstalled();
  await step('Building shared/', ['--filter', '@trail/shared', 'build']);
  await step('Building the API', ['--filter', '@trail/api', 'build']);
  await step('Building the extension (Chrome and Firefox)', ['--filter', '@trail/extension', 'build']);

  console.log('\n▸ Starting the API and the dashboard (the first start of the embedded MongoDB can take a minute)');
  // A learner and a mentor with saved learning, so every page has something to show (api/src/demo/).
  process.env.DEMO_DATA ??= 'true';
  const stack = await startStack({ dashboard: 'dev' });

  console.log(`
Trail is running.
  Dashboard   ${stack.dashboardUrl}
  API         ${stack.apiUrl}   (wake-up check: ${stack.apiUrl}/auth/up)
  Extension   load ${fromRoot('extension', '.output', 'chrome-mv3')} as an unpacked extension
              (chrome://extensions → Developer mode → Load unpacked;
               Firefox: about:debugging → Load Temporary Add-on → ${fromRoot('extension', '.output', 'firefox-mv3', 'manifest.json')})
  Demo logins demo@trail.ng (learner) and mentor@trail.ng (mentor, page /ada-mentor), password trail-demo-2025
  Data        ${process.env.MONGODB_URI ? 'MONGODB_URI' : `embedded MongoDB, kept in ${fromRoot('.data')}`}
Press Ctrl+C to stop.
`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping …');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});

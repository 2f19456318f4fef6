// npm start: install if needed, build, then run the API and the dashboard on demo data.
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { fromRoot } from './lib/paths.mjs';
import { startLocalGoogle } from './lib/local-google.mjs';
import { startLocalGoogleCalendar } from './lib/local-google-calendar.mjs';
import { ensureMongodForStart, MONGODB_HELP } from './lib/mongodb-binary.mjs';
import { useNode24 } from './lib/node-runtime.mjs';
import { ensureInstalled, pnpm } from './lib/pnpm.mjs';
import { freePort, startStack } from './lib/stack.mjs';

async function step(label, args) {
  console.log(`\n▸ ${label}`);
  if ((await pnpm(args)) !== 0) throw new Error(`${label} failed`);
}

/** A real outside service (GOOGLE_CLIENT_ID, PAYSTACK_SECRET_KEY), set here or in the .env file the API reads. */
function configured(name) {
  const dotEnv = fromRoot('.env');
  return Boolean(process.env[name] || (existsSync(dotEnv) && parseEnv(readFileSync(dotEnv, 'utf8'))[name]));
}

async function main() {
  await useNode24();
  await ensureInstalled();
  await ensureMongodForStart();
  await step('Building shared/', ['--filter', '@trail/shared', 'build']);
  await step('Building the API', ['--filter', '@trail/api', 'build']);
  await step('Building the extension (Chrome and Firefox)', ['--filter', '@trail/extension', 'build']);

  console.log('\n▸ Starting the API and the dashboard (the first start of the embedded MongoDB can take a minute)');
  // A learner and a mentor with saved learning, so every page has something to show (api/src/demo/).
  process.env.DEMO_DATA ??= 'true';
  // Without a Google client, a local stand-in keeps "Continue with Google" working offline.
  const localGoogle = configured('GOOGLE_CLIENT_ID') ? undefined : await startLocalGoogle({ port: await freePort() });
  if (localGoogle) Object.assign(process.env, localGoogle.env);
  // Meetings keep real Jitsi rooms unless asked: the stand-in's Google Meet rooms are pages nobody can join.
  const localCalendar =
    process.env.LOCAL_GOOGLE_CALENDAR === 'on' && !configured('GOOGLE_CALENDAR_REFRESH_TOKEN') ? await startLocalGoogleCalendar({ port: await freePort() }) : undefined;
  if (localCalendar) Object.assign(process.env, localCalendar.env);
  // Without a Paystack key, a local stand-in takes payments (no real money) and sends signed webhooks.
  const paystack = configured('PAYSTACK_SECRET_KEY') ? 'env' : 'local';
  const stack = await startStack({ dashboard: 'dev', paystack }).catch(async (error) => {
    await localGoogle?.close();
    await localCalendar?.close();
    throw error;
  });
  const localPaystack = stack.paystack;

  console.log(`
Trail is running.
  Dashboard   ${stack.dashboardUrl}
  API         ${stack.apiUrl}   (wake-up check: ${stack.apiUrl}/auth/up)
  Extension   load ${fromRoot('extension', '.output', 'chrome-mv3')} as an unpacked extension
              (chrome://extensions → Developer mode → Load unpacked;
               Firefox: about:debugging → Load Temporary Add-on → ${fromRoot('extension', '.output', 'firefox-mv3', 'manifest.json')})
  Demo logins demo@trail.ng (learner) and mentor@trail.ng (mentor, page /ada-mentor), password trail-demo-2025;
              read-only: sign up your own account to try saving and editing
  Google      ${localGoogle ? `local stand-in at ${localGoogle.url} (no real Google account needed)` : 'real Google sign-in (GOOGLE_CLIENT_ID)'}
  Meetings    ${localCalendar ? `Google Meet through a local Calendar stand-in at ${localCalendar.url} (rooms nobody can join)` : configured('GOOGLE_CALENDAR_REFRESH_TOKEN') ? 'Google Meet (GOOGLE_CALENDAR_*)' : 'Jitsi Meet rooms (LOCAL_GOOGLE_CALENDAR=on tries the Google Meet path offline)'}
  Paystack    ${localPaystack ? `local stand-in at ${localPaystack.url} (its checkout offers Pay, Fail and Abandon; no real money)` : 'Paystack (PAYSTACK_SECRET_KEY)'}
  Data        ${process.env.MONGODB_URI ? 'MONGODB_URI' : `embedded MongoDB, kept in ${fromRoot('.data')}`}
Press Ctrl+C to stop.
`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping …');
    await stack.stop();
    await localGoogle?.close();
    await localCalendar?.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  const message = error instanceof Error ? error.message : String(error);
  // The API's own log of a failed embedded start is a stack trace; the paragraph says what to do.
  console.error(`\nnpm start failed: ${message.includes('embedded MongoDB did not start') ? MONGODB_HELP : message}`);
  process.exit(1);
});

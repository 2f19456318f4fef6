// npm run admin -- grant <email> | revoke <email>: makes (or unmakes) a Trail admin, from a shell only.
import { runApiCli } from './lib/api-cli.mjs';

runApiCli('npm run admin', ['cli', 'admin', 'main.js'], process.argv.slice(2));

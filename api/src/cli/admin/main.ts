import 'reflect-metadata';
import { errorMessage } from '../../platform/errors';
import { runAdminCli } from './admin-cli';

// Entry of `npm run admin -- grant|revoke <email>` (scripts/admin.mjs runs the built copy).
runAdminCli(process.argv.slice(2)).then(
  (result) => {
    (result.ok ? console.log : console.error)(result.message);
    process.exitCode = result.ok ? 0 : 1;
  },
  (error: unknown) => {
    console.error(`npm run admin failed: ${errorMessage(error)}`);
    process.exitCode = 1;
  },
);

// npm run migrate: applies the migrations not yet applied to the database npm start uses (decision 0058).
import { runApiCli } from './lib/api-cli.mjs';

runApiCli('npm run migrate', ['cli', 'migrate.js']);

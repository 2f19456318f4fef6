// npm test: install if needed, then type-check, lint and run every package's tests, unit then end-to-end.
// Ends with one line, "N passed, M failed": tests counted from each runner's JSON report, plus one
// failure for each check (types, lint, build) that failed or runner that crashed without a report.
import { mkdir, readFile, rm } from 'node:fs/promises';
import { relative } from 'node:path';
import { useProvisionedMongod } from './lib/mongodb-binary.mjs';
import { fromRoot } from './lib/paths.mjs';
import { NODE_MAJOR, useNode24 } from './lib/node-runtime.mjs';
import { ensureInstalled, pnpm } from './lib/pnpm.mjs';

const RESULTS = fromRoot('.test-results');
const tally = { passed: 0, failed: 0, problems: [] };

async function check(label, args) {
  console.log(`\n▸ ${label}`);
  const ok = (await pnpm(args)) === 0;
  if (!ok) {
    tally.failed += 1;
    tally.problems.push(label);
  }
  return ok;
}

/** The failed tests of a Jest-style report, one per line: the summary is often all a CI log shows. */
function failedNames(testResults) {
  const names = testResults.flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${relative(fromRoot(), file.name)} › ${test.fullName}`),
  );
  return names.map((name) => `\n      ${name}`).join('');
}

/** Runs a test command that writes a Jest-style JSON report, and adds its counts. */
async function tests(label, args, report) {
  console.log(`\n▸ ${label}`);
  const code = await pnpm(args);
  try {
    const { numPassedTests, numFailedTests, numTotalTests, testResults = [] } = JSON.parse(await readFile(report, 'utf8'));
    tally.passed += numPassedTests;
    tally.failed += numFailedTests;
    if (numFailedTests > 0) tally.problems.push(`${label}: ${numFailedTests} failed${failedNames(testResults)}`);
    if (code !== 0 && numFailedTests === 0) throw new Error(`exit code ${code}`);
    if (numTotalTests === 0) throw new Error('no tests ran');
  } catch (error) {
    tally.failed += 1;
    tally.problems.push(`${label}: ${error instanceof Error ? error.message : error}`);
  }
}

const vitest = (pkg, name, extra = []) => [
  '--filter', pkg, 'exec', 'vitest', 'run', ...extra,
  '--reporter=default', '--reporter=json', `--outputFile.json=${fromRoot('.test-results', `${name}.json`)}`,
];

async function main() {
  await useNode24();
  console.log(`Node ${process.versions.node} (${process.execPath})`);
  // api/test/platform/node-runtime.e2e-spec.ts fails unless every test process runs on this major.
  process.env.TRAIL_TEST_NODE_MAJOR = NODE_MAJOR;
  useProvisionedMongod();
  await ensureInstalled();
  await rm(RESULTS, { recursive: true, force: true });
  await mkdir(RESULTS, { recursive: true });

  const sharedBuilt = await check('Build shared/', ['--filter', '@trail/shared', 'build']);
  await check('Type-check every package', ['-r', 'typecheck']);
  await check('Lint', ['exec', 'eslint', '.']);

  await tests('shared: unit tests', vitest('@trail/shared', 'shared'), fromRoot('.test-results', 'shared.json'));
  await tests('dashboard: component tests', vitest('@trail/dashboard', 'dashboard'), fromRoot('.test-results', 'dashboard.json'));
  await tests('extension: unit tests', vitest('@trail/extension', 'extension'), fromRoot('.test-results', 'extension.json'));
  await tests(
    'api: unit and e2e tests (real MongoDB)',
    ['--filter', '@trail/api', 'test', '--json', `--outputFile=${fromRoot('.test-results', 'api.json')}`],
    fromRoot('.test-results', 'api.json'),
  );

  const built =
    sharedBuilt &&
    (await check('Build the API', ['--filter', '@trail/api', 'build'])) &&
    (await check('Build the dashboard', ['--filter', '@trail/dashboard', 'build'])) &&
    (await check('Build the extension', ['--filter', '@trail/extension', 'build']));
  if (built) {
    const e2e = ['--config', 'vitest.e2e.config.ts'];
    await tests('dashboard: end-to-end in Chromium', vitest('@trail/dashboard', 'dashboard-e2e', e2e), fromRoot('.test-results', 'dashboard-e2e.json'));
    await tests('extension: end-to-end in Chromium', vitest('@trail/extension', 'extension-e2e', e2e), fromRoot('.test-results', 'extension-e2e.json'));
  } else {
    tally.problems.push('end-to-end tests skipped: a build failed');
  }

  if (tally.problems.length) console.log(`\nProblems:\n${tally.problems.map((p) => `  - ${p}`).join('\n')}`);
  console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
  process.exit(tally.failed > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  console.log(`\n${tally.passed} passed, ${tally.failed + 1} failed`);
  process.exit(1);
});

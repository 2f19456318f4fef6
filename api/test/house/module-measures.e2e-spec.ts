import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

/** The measures of issue 34, as `node scripts/api-boundaries.mjs` prints them for anyone. */
describe('the API module measures', () => {
  const report = execFileSync(process.execPath, [join(ROOT, 'scripts', 'api-boundaries.mjs')], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });

  it('finds no arrow the module table of docs/architecture.md does not allow', () => {
    expect(report).toContain('Arrows the module table does not allow: 0\n');
  });

  it('finds no cycle between modules or between files', () => {
    expect(report).toContain('Cycles between modules: 0\n');
    expect(report).toContain('Cycles between files: 0\n');
  });
});

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SRC = join(__dirname, '..', '..');
const CHECKLIST = readFileSync(join(__dirname, '..', '..', '..', '..', 'docs', 'production.md'), 'utf8');
// read*(env, 'NAME' …) and readBps/readLimit: every way the config loaders read a variable.
const READ = /\bread[A-Za-z]*\(env, '([A-Z][A-Z0-9_]+)'/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('docs/production.md', () => {
  it('lists every variable the API reads', () => {
    const variables = new Set(sourceFiles(SRC).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(READ)].map((match) => match[1])));
    expect(variables.size).toBeGreaterThan(30);
    const missing = [...variables].filter((name) => !CHECKLIST.includes(`\`${name}\``)).sort();
    expect(missing).toEqual([]);
  });
});

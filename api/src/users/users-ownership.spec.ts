import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('the users collection has one owner', () => {
  const outside = sourceFiles(SRC).filter((file) => !relative(SRC, file).startsWith('users/'));

  it('no module outside users/ injects the User model or imports its schema', () => {
    const offenders = outside.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /InjectModel\(User\.name\)/.test(text) || /users\/schemas\/user\.schema/.test(text);
    });
    expect(offenders.map((file) => relative(SRC, file))).toEqual([]);
  });

  it('UsersModule exports its services, not its model', () => {
    const module = readFileSync(join(SRC, 'users/users.module.ts'), 'utf8');
    const exported = /exports: \[([^\]]*)\]/.exec(module)?.[1]?.split(',').map((name) => name.trim());
    expect(exported).toContain('UsersService');
    expect(exported?.filter((name) => /Mongoose|Model|Schema/.test(name))).toEqual([]);
  });
});

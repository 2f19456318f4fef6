// Turns the dashboard build's dist/_headers (one "/*" block, written from
// dashboard/src/config/security-headers.ts) into Caddy `header` lines, so every host sends the same.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export function caddyHeaders(headersFile) {
  const lines = headersFile.split('\n').filter((line) => /^\s+\S/.test(line));
  if (lines.length === 0) throw new Error('no headers found');
  const headers = lines.map((line) => {
    const at = line.indexOf(':');
    const name = line.slice(0, at).trim();
    const value = line.slice(at + 1).trim();
    if (!/^[A-Za-z-]+$/.test(name) || !value || value.includes('"')) throw new Error(`cannot carry header line: ${line.trim()}`);
    return `\t${name} "${value}"`;
  });
  return `header {\n${headers.join('\n')}\n}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(caddyHeaders(readFileSync(process.argv[2] ?? 'dashboard/dist/_headers', 'utf8')));
}

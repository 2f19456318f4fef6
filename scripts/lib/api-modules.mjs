// The API's modules as the boundary measures and the lint rule see them (issue 34, docs/architecture.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const API_SRC = join(ROOT, 'api', 'src');

/** Folders that group modules rather than being one: each of their sub-folders is a module of its own. */
export const GROUPS = ['common', 'integrations', 'platform'];

/** Files that compose the app (the root module, its config list, entry points, `cli/`): they may import every module's face. */
export const COMPOSITION = '(composition)';

/**
 * The module a file of `api/src` belongs to, by its path relative to `api/src` (`payments/ledger/x.ts` → `payments`,
 * `platform/throttling/x.ts` → `platform/throttling`, `main.ts` → the composition root).
 */
export function moduleOf(pathInSrc) {
  const parts = pathInSrc.split('/');
  if (parts.length === 1 || parts[0] === 'cli') return COMPOSITION;
  if (GROUPS.includes(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/** Every TypeScript source file of `api/src` (tests and specs left out), relative to `api/src`. */
export function sourceFiles(dir = API_SRC) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.(spec|test)\.ts$/.test(name) ? [relative(API_SRC, path)] : [];
  });
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s(?:type\s)?[^'";]*?from\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

/** The relative imports of one file, each as the path (relative to `api/src`, no extension) it names. */
export function importsOf(pathInSrc) {
  const text = readFileSync(join(API_SRC, pathInSrc), 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => normalize(join(dirname(pathInSrc), match[1] ?? match[2])).replace(/\.(js|ts)$/, ''));
}

/** Whether `target` (relative to `api/src`, no extension) is the face of its module: `<module>/index`. */
export const isFace = (target) => target === `${moduleOf(`${target}.ts`)}/index`;

/**
 * The allowed module graph, read from the table between the `module-graph` markers of docs/architecture.md:
 * `| \`module\` | role | \`other\`, \`other\` |`. Answers undefined while the table is not written.
 */
export function allowedGraph(doc = join(ROOT, 'docs', 'architecture.md')) {
  const text = readFileSync(doc, 'utf8');
  const block = /<!-- module-graph:start -->([\s\S]*?)<!-- module-graph:end -->/.exec(text)?.[1];
  if (!block) return undefined;
  const graph = new Map();
  for (const line of block.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`([^`]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!name) continue;
    graph.set(name, { role: cells[2], mayImport: [...(cells[3] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]) });
  }
  return graph;
}

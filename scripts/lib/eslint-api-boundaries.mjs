// ESLint rule `trail/api-boundaries`: the API's modules import only what docs/architecture.md's module table
// allows, and a module with a face (`<module>/index.ts`) is imported only through it (issue 34).
import { existsSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { API_SRC, COMPOSITION, allowedGraph, moduleOf } from './api-modules.mjs';

const graph = allowedGraph();
const hasFace = (module) => existsSync(join(API_SRC, module, 'index.ts'));

/** Why `from` may not import `target` (both relative to api/src), or undefined when it may. */
function refusal(from, target) {
  if (target.startsWith('..')) return undefined;
  const source = moduleOf(from);
  const module = moduleOf(`${target}.ts`);
  if (module === source || source === COMPOSITION) return undefined;
  if (module === COMPOSITION) return 'Nothing imports the composition root (main.ts, app.*, cli/): it imports the modules.';
  const row = graph.get(source);
  if (!row) return `${source}/ has no row in docs/architecture.md's module table: add it there first.`;
  const target_ = graph.get(module);
  const allowed = target_?.role === 'platform' || (row.role !== 'platform' && row.mayImport.includes(module));
  if (!allowed) return `${source} may not import ${module}: docs/architecture.md's module table does not allow it (a new arrow is a decision written there first).`;
  if (hasFace(module) && target !== `${module}/index`) return `Import ${module} through its face ('${module}' / index.ts), not its inner file ${target}.`;
  return undefined;
}

const rule = {
  meta: { type: 'problem', schema: [], docs: { description: "The API's module table and module faces (docs/architecture.md)" } },
  create(context) {
    const file = relative(API_SRC, context.filename);
    if (file.startsWith('..') || /\.(spec|test)\.ts$/.test(file) || !graph) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const named = normalize(join(dirname(file), specifier)).replace(/\.(js|ts)$/, '');
      const target = existsSync(join(API_SRC, named, 'index.ts')) ? `${named}/index` : named;
      const message = refusal(file, target);
      if (message) context.report({ node: node.source, message });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const apiBoundaries = { rules: { 'api-boundaries': rule } };

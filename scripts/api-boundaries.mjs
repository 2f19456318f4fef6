#!/usr/bin/env node
// Prints the measures of the API's module boundaries (issue 34): imports that reach into another module's inner
// files, arrows the module table of docs/architecture.md does not allow, and cycles between modules and files.
// Usage: node scripts/api-boundaries.mjs [--list]   (--list names every offending import)
import { COMPOSITION, allowedGraph, importsOf, isFace, moduleOf, sourceFiles } from './lib/api-modules.mjs';

const list = process.argv.includes('--list');
const files = sourceFiles();
const known = new Set(files.map((file) => file.replace(/\.ts$/, '')));
const resolve = (target) => (known.has(target) ? target : known.has(`${target}/index`) ? `${target}/index` : target);

const fileEdges = new Map(files.map((file) => [file.replace(/\.ts$/, ''), new Set()]));
const moduleEdges = new Map();
const inner = [];
for (const file of files) {
  const from = moduleOf(file);
  for (const target of importsOf(file).map(resolve)) {
    fileEdges.get(file.replace(/\.ts$/, ''))?.add(target);
    const to = moduleOf(`${target}.ts`);
    if (to === from || to === COMPOSITION) continue;
    if (!moduleEdges.has(from)) moduleEdges.set(from, new Map());
    moduleEdges.get(from).set(to, (moduleEdges.get(from).get(to) ?? 0) + 1);
    if (!isFace(target)) inner.push({ file, target });
  }
}

/** Strongly connected components of more than one node (Tarjan), each sorted. */
function cycles(edges) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!edges.has(next)) continue;
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)));
    }
    if (low.get(node) !== indexOf.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of edges.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

const graph = allowedGraph();
/** The table's rule: every module may import the platform; beyond it, only what its row names. */
const allows = (from, to) => {
  if (from === COMPOSITION) return true;
  const row = graph?.get(from);
  if (!row) return false;
  if (graph.get(to)?.role === 'platform') return true;
  return row.role !== 'platform' && row.mayImport.includes(to);
};
const arrows = [...moduleEdges].flatMap(([from, targets]) => [...targets].map(([to, count]) => ({ from, to, count })));
const refused = graph ? arrows.filter(({ from, to }) => !allows(from, to)) : [];
const moduleCycles = cycles(new Map([...moduleEdges].map(([from, targets]) => [from, [...targets.keys()]])));
const fileCycles = cycles(new Map([...fileEdges].map(([from, targets]) => [from, [...targets]])));

const byPair = new Map();
for (const { file, target } of inner) {
  const pair = `${moduleOf(file)} → ${moduleOf(`${target}.ts`)}`;
  byPair.set(pair, (byPair.get(pair) ?? 0) + 1);
}

console.log(`API modules: ${new Set(files.map(moduleOf)).size - 1} (+ the composition root), ${files.length} source files, ${arrows.length} arrows between modules`);
console.log(`Imports into another module's inner files: ${inner.length} (into ${new Set(inner.map(({ target }) => target)).size} files)`);
if (list) for (const { file, target } of inner) console.log(`  ${file} → ${target}`);
else for (const [pair, count] of [...byPair].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${String(count).padStart(4)}  ${pair}`);
if (graph) {
  console.log(`Arrows the module table does not allow: ${refused.length}`);
  for (const { from, to, count } of refused) console.log(`  ${from} → ${to} (${count} import${count === 1 ? '' : 's'})`);
} else console.log('Arrows the module table does not allow: (no module table in docs/architecture.md yet)');
console.log(`Cycles between modules: ${moduleCycles.length}`);
for (const cycle of moduleCycles) console.log(`  ${cycle.join(' ↔ ')}`);
console.log(`Cycles between files: ${fileCycles.length}`);
for (const cycle of fileCycles) console.log(`  ${cycle.join(' ↔ ')}`);

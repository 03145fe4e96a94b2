// Fails when two parts of the code depend on each other in a circle. Biome's noImportCycles finds
// cycles between files; this finds them between the parts a reader thinks in: API modules and
// infrastructure folders, web areas, features and the shared layers (docs/decisions/005).
// Usage: node scripts/check-boundaries.mjs [--json]. Exit 1 when a cycle exists.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['apps/api/src', 'apps/web/src', 'packages/domain/src'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Test code sits above everything it tests, so it is left out of the graph. */
function isTestCode(file) {
  return /\.test\.tsx?$/.test(file) || /\/(testing|test)\//.test(file);
}

function walk(dir, files = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, files);
    else if (/\.tsx?$/.test(name)) files.push(full);
  }
  return files;
}

/**
 * The part of the code a file belongs to, or null for the files that assemble the parts and sit
 * above them: the API's app.ts, router.ts, main.ts and cli/, an area's own files (routes, layout,
 * paths) and the web app's root.
 */
export function unitOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  let m = rel.match(/^apps\/api\/src\/modules\/([^/]+)\//);
  if (m) return `api/modules/${m[1]}`;
  m = rel.match(/^apps\/api\/src\/([^/]+)\//);
  if (m && m[1] !== 'cli') return `api/${m[1]}`;
  m = rel.match(/^apps\/web\/src\/features\/([^/]+)\//);
  if (m) return `web/features/${m[1]}`;
  m = rel.match(/^apps\/web\/src\/(candidate|employer|admin)\/([^/]+)\//);
  if (m) return `web/${m[1]}/${m[2]}`;
  if (/^apps\/web\/src\/(candidate|employer|admin)\//.test(rel)) return null;
  m = rel.match(/^apps\/web\/src\/([^/]+)\//);
  if (m) return `web/${m[1]}`;
  m = rel.match(/^packages\/domain\/src\/([^/]+)\//);
  if (m) return `domain/${m[1]}`;
  return null;
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null;
}

/** Edges between units, each with one file-level example. */
export function unitGraph(root = ROOT) {
  const edges = new Map();
  for (const source of SOURCES) {
    for (const file of walk(path.join(root, source))) {
      if (isTestCode(file)) continue;
      const from = unitOf(file);
      if (!from) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = resolveImport(file, match[1] ?? match[2]);
        if (!target || isTestCode(target)) continue;
        const to = unitOf(target);
        if (!to || to === from) continue;
        const key = `${from} -> ${to}`;
        if (!edges.has(key))
          edges.set(key, {
            from,
            to,
            example: `${path.relative(root, file)} imports ${path.relative(root, target)}`,
          });
      }
    }
  }
  return [...edges.values()];
}

/** Strongly connected components of more than one unit (Tarjan), i.e. the cycles. */
export function cyclesOf(edges) {
  const next = new Map();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, []);
    if (!next.has(to)) next.set(to, []);
    next.get(from).push(to);
  }
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (v) => {
    indexOf.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indexOf.get(w)));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const v of next.keys()) if (!indexOf.has(v)) visit(v);
  return components;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const edges = unitGraph();
  const cycles = cyclesOf(edges);
  for (const units of cycles) {
    process.stderr.write(`Import cycle between ${units.join(', ')}:\n`);
    for (const edge of edges) {
      if (units.includes(edge.from) && units.includes(edge.to)) process.stderr.write(`  ${edge.example}\n`);
    }
  }
  const summary = {
    units: new Set(edges.flatMap((e) => [e.from, e.to])).size,
    edges: edges.length,
    cycles: cycles.length,
  };
  process.stdout.write(
    `${cycles.length === 0 ? 'No import cycles between modules, areas, features and layers.' : `${cycles.length} import cycle(s).`}\n`,
  );
  process.stdout.write(`${JSON.stringify(summary)}\n`);
  process.exit(cycles.length === 0 ? 0 : 1);
}

// Fails when a workspace imports a package its package.json does not declare: such an import works
// only by the accident of npm hoisting and breaks when another workspace drops the package.
// Usage: node scripts/check-dependencies.mjs. Exit 1 when an import is undeclared.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IMPORT =
  /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
const BUILTINS = new Set(builtinModules);

function walk(dir, files = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'data' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, files);
    else if (/\.(ts|tsx|mjs|js)$/.test(name)) files.push(full);
  }
  return files;
}

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const problems = [];
for (const workspace of rootPackage.workspaces) {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8'));
  const declared = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const missing = new Map();
  for (const file of walk(path.join(ROOT, workspace))) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) continue;
      const name = packageOf(specifier);
      if (BUILTINS.has(name) || declared.has(name)) continue;
      if (!missing.has(name)) missing.set(name, path.relative(ROOT, file));
    }
  }
  for (const [name, file] of missing)
    problems.push(`${workspace}: imports ${name} (e.g. ${file}) without declaring it`);
}
for (const problem of problems) process.stderr.write(`${problem}\n`);
process.stdout.write(
  `${problems.length === 0 ? 'Every workspace declares what it imports.' : `${problems.length} undeclared import(s).`}\n`,
);
process.stdout.write(
  `${JSON.stringify({ workspaces: rootPackage.workspaces.length, undeclared: problems.length })}\n`,
);
process.exit(problems.length === 0 ? 0 : 1);

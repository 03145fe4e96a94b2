// After `vite build`: fails the build when an emitted script uses syntax one of the spec's minimum
// browsers lacks (package.json "browserslist": Chrome 90, Edge 90, Firefox 88, Opera 76, Safari
// 17.2). The build targets them (vite.config.ts), but a dependency shipped as is, or a target the
// transformer cannot lower, would otherwise reach those visitors as a blank page.
//
// Every script is parsed as ES2022, the newest edition whose syntax the oldest of them mostly
// has; anything newer (the regular expression `v` flag, `using`, decorators...) fails to parse.
// Of ES2022 itself, Firefox 88 lacks private class members (`#x`, also `#x in o`: Firefox 90) and
// top-level await (89), and Chrome 90 class static blocks (94): those are looked for in the tree.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'acorn';

const dist = path.resolve(import.meta.dirname, '../dist');

type Node = { type: string; start: number; [key: string]: unknown };

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** The ES2022 syntax one of the minimum browsers lacks, found in a parsed script. */
function unsupported(program: Node): { what: string; at: number }[] {
  const found: { what: string; at: number }[] = [];
  const visit = (node: Node, inFunction: boolean) => {
    if (node.type === 'PrivateIdentifier')
      found.push({ what: 'a private class member (#name)', at: node.start });
    if (node.type === 'StaticBlock') found.push({ what: 'a class static block', at: node.start });
    if (!inFunction && (node.type === 'AwaitExpression' || (node.type === 'ForOfStatement' && node.await)))
      found.push({ what: 'top-level await', at: node.start });
    const inner = inFunction || FUNCTIONS.has(node.type);
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child === 'object' && typeof (child as Node).type === 'string')
          visit(child as Node, inner);
      }
    }
  };
  visit(program, false);
  return found;
}

async function scriptsIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`));
}

const problems: string[] = [];
const files = await scriptsIn(dist);
for (const file of files) {
  const source = await readFile(file, 'utf8');
  const name = path.relative(dist, file);
  try {
    const program = parse(source, { ecmaVersion: 2022, sourceType: 'module' }) as unknown as Node;
    for (const { what, at } of unsupported(program))
      problems.push(`${name}: ${what} at ${at}: …${source.slice(Math.max(0, at - 30), at + 30)}…`);
  } catch (error) {
    problems.push(`${name}: not ES2022 (${error instanceof Error ? error.message : String(error)})`);
  }
}
if (files.length === 0) problems.push(`no scripts in ${dist}: run vite build first`);
if (problems.length > 0) {
  process.stderr.write(
    `The web build uses syntax the minimum browsers (package.json "browserslist") lack:\n  ${problems.join('\n  ')}\n`,
  );
  process.exit(1);
}
process.stdout.write(`browser syntax: ${files.length} scripts parse as ES2022 without newer features\n`);

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * The import arrows between the server's modules (`src/modules/<module>/…`), read from the sources
 * with the TypeScript parser: every `import … from`, `export … from` and `import()` whose target is
 * in another module folder. Used by `test/module-layers.test.ts` (the layer rule) and, run directly,
 * prints the arrows and how many of them sit on a cycle between modules:
 *
 *     npx tsx apps/server/test/support/module-graph.ts [modules folder]
 */

export const MODULES_DIR = fileURLToPath(new URL('../../src/modules', import.meta.url));

export interface Arrow {
  /** Module folders, e.g. `charges` → `ledger`. */
  from: string;
  to: string;
  /** Files relative to `src/modules`, e.g. `charges/payment.ts`. */
  fromFile: string;
  toFile: string;
  line: number;
  /** `import type …` (or every named import marked `type`): gone once compiled, still a dependency. */
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const moduleOf = (file: string) => file.split('/')[0] ?? file;

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.every((item) => item.isTypeOnly)
  );
}

interface ImportSite {
  /** The imported file, absolute, with its `.ts` name. */
  target: string;
  line: number;
  typeOnly: boolean;
}

/** Every relative `import … from`, `export … from` and `import()` of one source file. */
function importsOf(path: string): ImportSite[] {
  const sites: ImportSite[] = [];
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);
  const add = (specifier: string, node: ts.Node, typeOnly: boolean) => {
    if (!specifier.startsWith('.')) return;
    const target = resolve(dirname(path), specifier).replace(/\.js$/, '.ts');
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    sites.push({ target, line, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier.text, node, isTypeOnly(node));
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, node, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

const relativeTo = (dir: string, path: string) => relative(dir, path).split(sep).join('/');

/** Every arrow from a file of one module to a file of another, in file and line order. */
export function moduleArrows(dir: string = MODULES_DIR): Arrow[] {
  return sourceFiles(dir)
    .sort()
    .flatMap((path) => {
      const fromFile = relativeTo(dir, path);
      return importsOf(path).flatMap(({ target, line, typeOnly }) => {
        const toFile = relativeTo(dir, target);
        const [from, to] = [moduleOf(fromFile), moduleOf(toFile)];
        return toFile.startsWith('..') || from === to ? [] : [{ from, to, fromFile, toFile, line, typeOnly }];
      });
    });
}

/**
 * The arrows from the server's files outside `src/modules` (the app's wiring, plugins, jobs, operator
 * commands) into a module. `fromFile` is relative to `src`, `toFile` to `src/modules`; `from` is `(outside)`.
 */
export function outsideArrows(dir: string = MODULES_DIR): Arrow[] {
  const src = dirname(dir);
  return sourceFiles(src)
    .filter((path) => !path.startsWith(dir + sep))
    .sort()
    .flatMap((path) =>
      importsOf(path).flatMap(({ target, line, typeOnly }) => {
        const toFile = relativeTo(dir, target);
        if (toFile.startsWith('..')) return [];
        return [{ from: '(outside)', to: moduleOf(toFile), fromFile: relativeTo(src, path), toFile, line, typeOnly }];
      }),
    );
}

/** Module → the modules it imports. */
export function moduleEdges(arrows: Arrow[]): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const arrow of arrows) {
    const targets = edges.get(arrow.from) ?? new Set<string>();
    targets.add(arrow.to);
    edges.set(arrow.from, targets);
  }
  return edges;
}

function reaches(edges: Map<string, Set<string>>, start: string, goal: string): boolean {
  const seen = new Set<string>();
  const stack = [start];
  for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
    if (at === goal) return true;
    if (seen.has(at)) continue;
    seen.add(at);
    stack.push(...(edges.get(at) ?? []));
  }
  return false;
}

/**
 * The arrows that sit on a cycle between modules: A imports B while B imports A, directly or
 * through other modules. A one-way module map has none.
 */
export function cyclicArrows(arrows: Arrow[]): Arrow[] {
  const edges = moduleEdges(arrows);
  return arrows.filter((arrow) => reaches(edges, arrow.to, arrow.from));
}

function main(dir?: string) {
  const arrows = moduleArrows(dir ? resolve(dir) : MODULES_DIR);
  const cyclic = new Set(cyclicArrows(arrows));
  const edges = moduleEdges(arrows);
  const cyclicEdges = new Set([...cyclic].map((arrow) => `${arrow.from} → ${arrow.to}`));
  for (const arrow of arrows) {
    const mark = cyclic.has(arrow) ? '  CYCLE' : '';
    const kind = arrow.typeOnly ? ' (type)' : '';
    console.log(`${arrow.fromFile}:${arrow.line} → ${arrow.toFile}${kind}${mark}`);
  }
  const pairs = [...edges].reduce((n, [, targets]) => n + targets.size, 0);
  console.log(
    `\n${arrows.length} import arrows between modules (${pairs} module pairs); ` +
      `${cyclic.size} arrows (${cyclicEdges.size} module pairs) on a cycle: ${[...cyclicEdges].join(', ') || 'none'}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv[2]);

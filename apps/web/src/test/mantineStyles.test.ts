// The app imports Mantine's stylesheets per component (app/mantine.css) instead of the whole
// `@mantine/core/styles.css` (docs/web-performance.md). A component whose stylesheet is missing
// renders unstyled, and nothing else would notice: this test lists every Mantine component the app
// imports, follows Mantine's own modules to the components they render (a Select is a Combobox, an
// Input, a Popover…), and fails when one of their stylesheets is not in app/mantine.css, is there
// twice, is there for nothing, or is out of Mantine's own order (styles.css concatenates them so that
// a component comes after the ones it builds on).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTest, SRC, sourceFiles } from './sources';

const require = createRequire(import.meta.url);
const PACKAGES = ['@mantine/core', '@mantine/dates', '@mantine/notifications', '@mantine/modals'] as const;
type MantinePackage = (typeof PACKAGES)[number];
/** The stylesheets every page needs before any component's (Mantine's "global styles"). */
const GLOBALS = ['baseline', 'default-css-variables', 'global'];

/** The package's folder: its `package.json` is not exported, its ESM index is. */
function packageRoot(name: MantinePackage): string {
  let dir = path.dirname(require.resolve(name));
  while (
    !existsSync(path.join(dir, 'package.json')) ||
    !readFileSync(path.join(dir, 'package.json'), 'utf8').includes(`"name": "${name}"`)
  ) {
    dir = path.dirname(dir);
  }
  return dir;
}

/** `import { A, B as C, type D } from '<pkg>'` → the value names A, B. */
function namedImports(source: string, pkg: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${pkg}['"]`, 'g');
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

const roots = new Map(PACKAGES.map((pkg) => [pkg, packageRoot(pkg)]));

/** Each package's exported names → the ESM module that defines them. */
const exportsOf = new Map(
  PACKAGES.map((pkg) => {
    const esm = path.join(roots.get(pkg)!, 'esm');
    const index = readFileSync(path.join(esm, 'index.mjs'), 'utf8');
    const map = new Map<string, string>();
    for (const match of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
      for (const part of match[1]!.split(',')) {
        const [name, alias] = part.trim().split(/\s+as\s+/);
        if (name) map.set(alias ?? name, path.join(esm, match[2]!));
      }
    }
    return [pkg, map];
  }),
);

/** The core stylesheets (`styles/<Name>.css`) that the modules of `names` use. */
function stylesheetsFor(start: Array<[MantinePackage, string]>): Set<string> {
  const needed = new Set<string>();
  const seen = new Set<string>();
  const pending = [...start];
  const files: string[] = [];
  const enqueueNames = () => {
    while (pending.length > 0) {
      const [pkg, name] = pending.pop()!;
      const file = exportsOf.get(pkg)!.get(name);
      if (file) files.push(file);
    }
  };
  enqueueNames();
  while (files.length > 0) {
    const file = files.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/from\s*"(\.[^"]+)"/g)) {
      const target = path.resolve(path.dirname(file), match[1]!);
      if (target.startsWith(roots.get('@mantine/core')!) && target.endsWith('.module.mjs')) {
        needed.add(path.basename(target, '.module.mjs'));
      }
      files.push(target);
    }
    // @mantine/dates and the others build on core's components.
    for (const name of namedImports(source, '@mantine/core')) pending.push(['@mantine/core', name]);
    enqueueNames();
  }
  return needed;
}

function appImports(): Array<[MantinePackage, string]> {
  const found: Array<[MantinePackage, string]> = [];
  for (const { file, text: source } of sourceFiles()) {
    if (isTest(file)) continue;
    for (const pkg of PACKAGES) for (const name of namedImports(source, pkg)) found.push([pkg, name]);
  }
  return found;
}

/** The `@import`s of app/mantine.css, in order: ['baseline', …, 'Button', …]. */
function importedStylesheets(): string[] {
  const css = readFileSync(path.join(SRC, 'app/mantine.css'), 'utf8');
  return [...css.matchAll(/@import\s+['"]@mantine\/core\/styles\/([\w-]+)\.css['"]/g)].map((match) => match[1]!);
}

/** Mantine's own order: styles.css is the concatenation of styles/*.css. */
function mantineOrder(names: string[]): string[] {
  const core = roots.get('@mantine/core')!;
  const whole = readFileSync(path.join(core, 'styles.css'), 'utf8');
  const position = (name: string) =>
    whole.indexOf(
      readFileSync(path.join(core, 'styles', `${name}.css`), 'utf8')
        .trim()
        .slice(0, 200),
    );
  return [...names].sort((a, b) => position(a) - position(b));
}

describe('Mantine stylesheets (app/mantine.css)', () => {
  const needed = stylesheetsFor(appImports());
  const imported = importedStylesheets();

  it('finds the components the app imports', () => {
    // A sanity check of the walk itself: these are on /login and the dashboard.
    for (const name of ['Button', 'UnstyledButton', 'Input', 'Title', 'Card', 'Combobox', 'Popover']) {
      expect(needed).toContain(name);
    }
  });

  it('imports the stylesheet of every Mantine component the app renders', () => {
    const missing = [...needed].filter((name) => !imported.includes(name)).sort();
    expect(missing, `add @import '@mantine/core/styles/<Name>.css' to app/mantine.css`).toEqual([]);
  });

  it('imports no stylesheet twice, and none that no component of the app uses', () => {
    const extra = imported.filter((name) => !GLOBALS.includes(name) && !needed.has(name));
    expect(extra, 'remove these from app/mantine.css').toEqual([]);
    expect(new Set(imported).size).toBe(imported.length);
  });

  it("imports the global styles first, then the components in Mantine's order", () => {
    expect(imported.slice(0, GLOBALS.length)).toEqual(GLOBALS);
    const components = imported.slice(GLOBALS.length);
    expect(components).toEqual(mantineOrder(components));
  });
});

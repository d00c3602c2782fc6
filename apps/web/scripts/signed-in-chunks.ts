// The chunks of a page load (docs/web-performance.md, "Chunks"). Left to itself, the bundler gives
// every set of lazy screens that shares a module its own chunk: the dashboard asked for about a
// hundred files, and over HTTP/1.1 (six connections) their count cost more than their bytes.
//
// So `npm run build` (scripts/build.mjs) builds twice. The first pass (COFRE_CHUNK_PASS=plan) writes
// nothing but a plan: which modules its default split loaded for /login (with the map of screens),
// for the signed-in frame (shell and route gate) and for the dashboard. Only a finished bundle knows that: the
// module graph alone sees through a library's index every component it re-exports, used or not. The
// second pass asks the chunker for one chunk per group of the plan (`boot`, `shell`, `home`); every
// other screen keeps the default split. A build without a plan (`vite build` alone) is the default
// split, whole and working.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const SRC = path.resolve(import.meta.dirname, '../src');
/**
 * The dynamic entries whose loads make each group: /login's screen joins the entry in `boot` (which
 * already holds the map of screens, app/routeModules.ts, imported by the entry's preloadScreen.ts); a
 * signed-in load asks for the shell's and the screen's at once (app/preloadScreen.ts).
 */
const GROUP_ROOTS = {
  login: ['features/auth/routes/LoginPage.tsx'],
  shell: ['features/shell/routes/ShellLayout.tsx', 'app/RouteGate.tsx'],
  home: ['features/home/routes/HomePage.tsx'],
} as const;

export interface ChunkPlan {
  boot: string[];
  shell: string[];
  home: string[];
}

interface PlannedChunk {
  type: 'chunk';
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

/** The modules of `roots`' chunks and of every chunk they import statically. */
function modulesLoadedWith(bundle: Record<string, PlannedChunk>, roots: PlannedChunk[]): Set<string> {
  const modules = new Set<string>();
  const seen = new Set<PlannedChunk>();
  const stack = [...roots];
  while (stack.length > 0) {
    const chunk = stack.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const id of chunk.moduleIds) modules.add(id);
    for (const file of chunk.imports) if (bundle[file]?.type === 'chunk') stack.push(bundle[file]);
  }
  return modules;
}

function plan(bundle: Record<string, PlannedChunk>): ChunkPlan {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  // A root that no longer has its chunk (a renamed screen) stops the build: without it the plan would
  // quietly fall back to a hundred files.
  const facades = (files: readonly string[]) =>
    files.map((file) => {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === path.join(SRC, file));
      if (!chunk) throw new Error(`signed-in-chunks: no chunk for src/${file}; update GROUP_ROOTS`);
      return chunk;
    });
  const boot = modulesLoadedWith(bundle, [...chunks.filter((chunk) => chunk.isEntry), ...facades(GROUP_ROOTS.login)]);
  const shell = new Set([...modulesLoadedWith(bundle, facades(GROUP_ROOTS.shell))].filter((id) => !boot.has(id)));
  const home = [...modulesLoadedWith(bundle, facades(GROUP_ROOTS.home))].filter(
    (id) => !boot.has(id) && !shell.has(id),
  );
  return { boot: [...boot], shell: [...shell], home };
}

/**
 * The plugin and the chunker's groups. `planFile` is where the first pass writes the plan and the
 * second reads it (COFRE_CHUNK_PLAN); `planning` marks the first pass (COFRE_CHUNK_PASS=plan).
 */
export function signedInChunks(planFile: string | undefined, planning: boolean) {
  const planned: ChunkPlan =
    !planning && planFile && existsSync(planFile)
      ? (JSON.parse(readFileSync(planFile, 'utf8')) as ChunkPlan)
      : { boot: [], shell: [], home: [] };
  const sets = { boot: new Set(planned.boot), shell: new Set(planned.shell), home: new Set(planned.home) };
  const plugin: Plugin = {
    name: 'cofre-signed-in-chunks',
    apply: 'build',
    config: () => (planning ? { build: { write: false } } : undefined),
    generateBundle(_options, bundle) {
      if (planning && planFile) writeFileSync(planFile, JSON.stringify(plan(bundle as never)));
    },
  };
  // Higher priority captures first, so `shell` never pulls a module of `boot` in with its importer.
  // An entry module stays in its own chunk (the group would leave only a facade in its place).
  const inGroup = (set: Set<string>) => (id: string) => set.has(id) && !id.endsWith('/src/main.tsx');
  // A group takes only the modules of its plan, not their imports: through a library's index those
  // would be every component the library exports.
  const group = (name: string, priority: number, set: Set<string>) => ({
    name,
    priority,
    test: inGroup(set),
    includeDependenciesRecursively: false,
  });
  const groups = [group('boot', 30, sets.boot), group('shell', 20, sets.shell), group('home', 10, sets.home)];
  return { plugin, groups };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** apps/web/src, absolute. */
export const SRC = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Every source file below src (relative paths with '/'), tests included. */
export function sourceFiles(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name))
        found.push({ file: path.relative(SRC, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') });
    }
  };
  walk(SRC);
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

export const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.startsWith('test/') || file.includes('/test/');

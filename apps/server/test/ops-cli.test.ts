import { nodeEntry } from '../bench/server-bundle.js';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = async (...args: string[]) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...nodeEntry('src/ops/cli.ts'), ...args], {
      cwd: new URL('..', import.meta.url),
      // No database is opened for these: a wrong one would hang or fail loudly.
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

describe('npm run ops', () => {
  it('prints the usage for --help and help, and exits 0', async () => {
    for (const args of [['--help'], ['help'], ['-h']]) {
      const answer = await run(...args);
      expect(answer).toMatchObject({ code: 0, stderr: '' });
      expect(answer.stdout).toContain('Cofre operator commands');
    }
  });

  it('answers an unknown command or option with one line and exit 1, without a stack trace', async () => {
    for (const [args, text] of [
      [['bogus'], 'Unknown command bogus'],
      [['seed', '--bogus'], "Unknown option '--bogus'"],
    ] as const) {
      const answer = await run(...args);
      expect(answer.code).toBe(1);
      expect(answer.stderr.trim().split('\n')).toHaveLength(1);
      expect(answer.stderr).toContain(text);
      expect(answer.stderr).not.toMatch(/\n\s+at /);
    }
  });
});

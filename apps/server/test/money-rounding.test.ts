import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Money is rounded in one place: the contract's money functions (`packages/contract/src/money.ts`:
 * `scale` half up, `scaleUp`, `scaleDown`, `basisPoints`, `allocate`, `splitInstalments`). Anywhere
 * else in the server or the contract, `Math.round`, `Math.floor` and `Math.ceil` may only round what
 * is not money (seconds, pages, days, pixels), and each such file is listed here with how many it
 * has and why: a new rounding, or one more in a listed file, fails until it is moved to a money
 * function or listed with its reason.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCANNED = ['apps/server/src', 'packages/contract/src'];
const MONEY_FUNCTIONS = 'packages/contract/src/money.ts';

const NOT_MONEY: Record<string, [count: number, why: string]> = {
  'apps/server/src/modules/auth/throttle.ts': [1, 'seconds until a sign-in may be tried again'],
  'apps/server/src/modules/auth/tokens.ts': [1, 'a token issued-at in epoch seconds'],
  'apps/server/src/modules/auth/totp.ts': [2, 'epoch seconds and TOTP time steps'],
  'apps/server/src/modules/finance/anticipation.ts': [1, 'the effective rate in basis points, a ratio of two amounts'],
  'apps/server/src/modules/notifications/service.ts': [2, 'seconds since a notification, and a page count'],
  'apps/server/src/modules/webhooks/sender.ts': [1, 'a delivery latency in milliseconds'],
  'apps/server/src/modules/webhooks/signing.ts': [1, 'the webhook timestamp in epoch seconds'],
  'apps/server/src/ops/demo-charges.ts': [12, 'demo data: random picks of clients, days and minutes, a random price'],
  'apps/server/src/ops/demo-clients.ts': [1, 'demo data: an index into a list'],
  'apps/server/src/ops/demo-subscriptions.ts': [1, 'demo data: a day offset'],
  'apps/server/src/ops/seed.ts': [1, 'a progress percentage'],
  'apps/server/src/plugins/idempotency.ts': [1, 'Retry-After seconds'],
  'apps/server/src/plugins/rate-limit.ts': [1, 'Retry-After seconds'],
  'apps/server/src/providers/banking/sandbox-boletos.ts': [1, 'days between a due date and a payment date'],
  'apps/server/src/providers/acquirer/qr-png.ts': [4, 'QR image pixels and bytes'],
  'apps/server/src/providers/acquirer/qr-segments.ts': [1, 'QR code segment bits'],
  'apps/server/src/serve.ts': [1, 'start-up milliseconds in the log'],
  'packages/contract/src/boleto-lines.ts': [1, "the boleto's due-date factor in days"],
  'packages/contract/src/calendar.ts': [1, 'days between two dates'],
  'packages/contract/src/paging.ts': [1, 'a page count'],
  'packages/contract/src/payment-settings.ts': [2, 'a percentage typed with two decimals into basis points'],
};

const ROUNDING = /\bMath\.(?:round|floor|ceil)\(/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** file (relative to the repository) → how many roundings it has, for every file that has any. */
function roundingsIn(files: string[]): Record<string, number> {
  const found: Record<string, number> = {};
  for (const file of files) {
    const count = readFileSync(file, 'utf8').match(ROUNDING)?.length ?? 0;
    if (count > 0) found[path.relative(ROOT, file).split(path.sep).join('/')] = count;
  }
  return found;
}

describe('money is rounded only by the money functions', () => {
  const found = roundingsIn(SCANNED.flatMap((dir) => sources(path.join(ROOT, dir))));

  it('finds the money functions themselves, so the scan is reading the sources', () => {
    expect(Object.keys(found).length).toBeGreaterThan(5);
    expect(readFileSync(path.join(ROOT, MONEY_FUNCTIONS), 'utf8')).toMatch(/export function scaleUp/);
  });

  it('rounds elsewhere only what is not money, in the files listed with their reason', () => {
    const { [MONEY_FUNCTIONS]: _own, ...elsewhere } = found;
    const listed = Object.fromEntries(Object.entries(NOT_MONEY).map(([file, [count]]) => [file, count]));
    expect(elsewhere).toEqual(listed);
  });

  it('counts every kind of rounding call', () => {
    const text = 'Math.round(a) + Math.floor(b) - Math.ceil(c) + Math.max(d) + myMath.round(e)';
    expect(text.match(ROUNDING)).toHaveLength(3);
  });
});

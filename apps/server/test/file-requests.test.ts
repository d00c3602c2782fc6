import { gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.js';
import { ManualClock } from '../src/lib/clock.js';
import * as fileRequests from '../src/lib/file-requests/index.js';
import type { BuiltFile, FileRequestContext, FileRequestKind } from '../src/lib/file-requests/index.js';
import { reportFiles } from '../src/modules/reports/files.js';
import { reportRequests } from '../src/modules/reports/tables.js';
import { startTestApp, type TestApp } from './support/app.js';

/*
 * The shared file-request lifecycle (lib/file-requests), on the reports' table with their texts but
 * with the notification centre and the outbox replaced by recorders: what is sent, how often, and
 * which rows each step may touch. The routes over it are in charge-exports.test.ts and reports.test.ts.
 */

const NOW = new Date('2026-11-23T15:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const clock = new ManualClock(NOW);
let t: TestApp;
let seller: { sellerId: string; userId: string };
let outsider: { sellerId: string; userId: string };

type Notified = Parameters<FileRequestKind<typeof reportRequests.$inferSelect>['notify']>[2];
type Sent = Parameters<FileRequestContext['mail']['queue']>[0];
let notified: Notified[];
let sent: Sent[];
let ctx: FileRequestContext;
const kind: FileRequestKind<typeof reportRequests.$inferSelect> = {
  ...reportFiles,
  notify: async (_tx, _now, notification) => void notified.push(notification),
};

const CSV = Buffer.from('\uFEFFData;Valor\r\n01/11/2026;10,00\r\n', 'utf8');
const file = (bytes = CSV.length): BuiltFile => ({ gzip: gzipSync(CSV), bytes, rows: 1 });

async function pending(owner = seller, createdAt = clock.now()) {
  const [row] = await t.ctx.db
    .insert(reportRequests)
    .values({
      ...owner,
      email: 'contabilidade@exemplo.com.br',
      reportType: 'SALES',
      startDate: '2026-11-01',
      endDate: '2026-11-23',
      status: 'PENDING',
      createdAt,
    })
    .returning();
  return row!;
}

const stored = async (id: string) =>
  (await t.ctx.db.select().from(reportRequests).where(eq(reportRequests.id, id)))[0]!;

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  return error instanceof AppError ? error.items[0]?.code : undefined;
}

beforeAll(async () => {
  t = await startTestApp({ clock });
  const admin = await t.signIn('admin@demo.cofre.dev');
  const other = await t.signInOutsider();
  seller = { sellerId: admin.idSeller, userId: admin.idUser };
  outsider = { sellerId: other.idSeller, userId: other.idUser };
  ctx = {
    db: t.ctx.db,
    reads: t.ctx.reads,
    clock,
    config: { publicUrl: 'https://cofre.example' },
    mail: { queue: async (message) => void sent.push(message) },
  };
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  clock.set(NOW);
  notified = [];
  sent = [];
  await t.ctx.db.delete(reportRequests);
});

describe('recording a request', () => {
  it('writes it PENDING with its job in one transaction: a job that cannot be queued leaves no request', async () => {
    const values = {
      ...seller,
      email: 'a@b.c',
      reportType: 'SALES' as const,
      startDate: '2026-11-01',
      endDate: '2026-11-23',
      createdAt: NOW,
    };
    const queued: string[] = [];
    const row = await fileRequests.record(ctx, kind, values, async (_tx, inserted) => void queued.push(inserted.id));
    expect(queued).toEqual([row.id]);
    expect(await stored(row.id)).toMatchObject({ status: 'PENDING', email: 'a@b.c', rows: null, fileGzip: null });
    await expect(
      fileRequests.record(ctx, kind, values, async () => {
        throw new Error('queue down');
      }),
    ).rejects.toThrow('queue down');
    expect((await t.ctx.db.select().from(reportRequests)).map((request) => request.id)).toEqual([row.id]);
  });
});

describe('completing a request', () => {
  it('stores the file READY, notifies and mails once: a second run of the job builds nothing', async () => {
    const row = await pending();
    let builds = 0;
    const build = async () => {
      builds += 1;
      return file();
    };
    await fileRequests.complete(ctx, kind, { id: row.id, sellerId: seller.sellerId }, build);
    await fileRequests.complete(ctx, kind, { id: row.id, sellerId: seller.sellerId }, build);
    expect(builds).toBe(1);
    const ready = await stored(row.id);
    expect(ready).toMatchObject({ status: 'READY', rows: 1, finishedAt: NOW });
    expect(gunzipSync(ready.fileGzip!)).toEqual(CSV);
    expect(notified).toEqual([
      {
        sellerId: seller.sellerId,
        userId: seller.userId,
        type: 'NOTIFICATION_REPORT_READY',
        variables: {
          url: `/api/reports/${row.id}/file`,
          rows: '1',
          name: 'vendas-2026-11-01-a-2026-11-23.csv',
          report: 'SALES',
          dateFrom: '2026-11-01',
          dateTo: '2026-11-23',
        },
      },
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('contabilidade@exemplo.com.br');
    expect(sent[0]!.text).toContain('https://cofre.example/reports');
  });

  it('attaches a file of exactly the limit, and only links a larger one', async () => {
    const small = await pending();
    const large = await pending();
    await fileRequests.complete(ctx, kind, { id: small.id, sellerId: null }, async () =>
      file(fileRequests.ATTACH_LIMIT_BYTES),
    );
    await fileRequests.complete(ctx, kind, { id: large.id, sellerId: null }, async () =>
      file(fileRequests.ATTACH_LIMIT_BYTES + 1),
    );
    const [attached, linked] = sent;
    expect(attached!.attachments).toEqual([
      {
        filename: 'vendas-2026-11-01-a-2026-11-23.csv',
        contentType: 'text/csv; charset=utf-8',
        content: CSV.toString('base64'),
      },
    ]);
    expect(attached!.text).toContain('anexado a este e-mail');
    expect(linked!.attachments).toBeUndefined();
    expect(linked!.text).toContain('grande demais para seguir anexado');
    expect((await stored(large.id)).status).toBe('READY');
  });

  it('fails a request that can never be built, without mailing, and tells the requester once', async () => {
    const row = await pending();
    await fileRequests.complete(ctx, kind, { id: row.id, sellerId: null }, async () => null);
    await fileRequests.fail(ctx, kind, { id: row.id, sellerId: null });
    expect(await stored(row.id)).toMatchObject({ status: 'FAILED', finishedAt: NOW, fileGzip: null });
    expect(notified.map((notification) => notification.type)).toEqual(['NOTIFICATION_REPORT_FAILED']);
    expect(notified[0]!.variables).toEqual({
      name: 'vendas-2026-11-01-a-2026-11-23.csv',
      report: 'SALES',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-23',
    });
    expect(sent).toEqual([]);
  });

  it("leaves another seller's request alone when the key names a seller", async () => {
    const theirs = await pending(outsider);
    const wrongSeller = { id: theirs.id, sellerId: seller.sellerId };
    await fileRequests.complete(ctx, kind, wrongSeller, async () => file());
    await fileRequests.fail(ctx, kind, wrongSeller);
    expect((await stored(theirs.id)).status).toBe('PENDING');
    expect([notified, sent]).toEqual([[], []]);
  });
});

describe('downloading', () => {
  it("gives the file to its seller only; not built, failed or purged is CSV-002; another seller's is 404", async () => {
    const ready = await pending();
    await fileRequests.complete(ctx, kind, { id: ready.id, sellerId: null }, async () => file());
    const got = await fileRequests.readyFile(ctx, kind, seller.sellerId, ready.id);
    expect(gunzipSync(got.gzip)).toEqual(CSV);
    expect(got.row.id).toBe(ready.id);
    expect(await codeOf(fileRequests.readyFile(ctx, kind, outsider.sellerId, ready.id))).toBe('GEN-404');
    const waiting = await pending();
    expect(await codeOf(fileRequests.readyFile(ctx, kind, seller.sellerId, waiting.id))).toBe('CSV-002');
    await fileRequests.fail(ctx, kind, { id: waiting.id, sellerId: seller.sellerId });
    expect(await codeOf(fileRequests.readyFile(ctx, kind, seller.sellerId, waiting.id))).toBe('CSV-002');
    clock.advance(8 * DAY);
    await fileRequests.purgeOldFiles(ctx, kind);
    expect(await codeOf(fileRequests.readyFile(ctx, kind, seller.sellerId, ready.id))).toBe('CSV-002');
  });
});

describe('the sweep and the purge', () => {
  it('fails only the requests PENDING for over an hour, of every seller, each under its own', async () => {
    const stuck = await pending(seller, new Date(NOW.getTime() - HOUR - 1));
    const theirs = await pending(outsider, new Date(NOW.getTime() - 2 * HOUR));
    const recent = await pending(seller, new Date(NOW.getTime() - HOUR + 60_000));
    expect(await fileRequests.failStuck(ctx, kind)).toBe(2);
    expect((await stored(stuck.id)).status).toBe('FAILED');
    expect((await stored(theirs.id)).status).toBe('FAILED');
    expect((await stored(recent.id)).status).toBe('PENDING');
    expect(notified.map((notification) => notification.sellerId).sort()).toEqual(
      [seller.sellerId, outsider.sellerId].sort(),
    );
    expect(await fileRequests.failStuck(ctx, kind)).toBe(0);
  });

  it('drops the files built more than 7 days ago and keeps their rows and the newer files', async () => {
    const old = await pending();
    await fileRequests.complete(ctx, kind, { id: old.id, sellerId: null }, async () => file());
    clock.advance(2 * DAY);
    const newer = await pending();
    await fileRequests.complete(ctx, kind, { id: newer.id, sellerId: null }, async () => file());
    clock.set(new Date(NOW.getTime() + 7 * DAY));
    expect(await fileRequests.purgeOldFiles(ctx, kind)).toBe(0);
    clock.advance(1);
    expect(await fileRequests.purgeOldFiles(ctx, kind)).toBe(1);
    expect(await stored(old.id)).toMatchObject({ status: 'READY', rows: 1, fileGzip: null });
    expect((await stored(newer.id)).fileGzip).not.toBeNull();
  });
});

import { gunzipSync } from 'node:zlib';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeListQuerySchema, type SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { buildChargesCsv } from '../src/modules/charge-exports/csv.js';
import { statementCsv } from '../src/modules/statement/csv.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller, chargeInput } from './support/charges.js';

// The CSVs read by keyset (date, id) in batches; tiny batches cross many boundaries, several of them
// between lines of the same date, and must give exactly the lines one batch gives.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let admin: SessionResponse;

beforeAll(async () => {
  t = await startTestApp({ clock });
  admin = await t.signIn('admin@demo.cofre.dev');
  const call = caller(t);
  // Ten paid Pix on one day: their statement lines share a date, their charges a due date.
  for (let n = 0; n < 10; n += 1) {
    const created = (
      await call(
        admin,
        'POST',
        '/api/charges',
        chargeInput({ paymentMethod: 'PIX', value: 1_000 + n, expirationDate: '2026-11-23' }),
      )
    ).json();
    await call(admin, 'POST', `/api/sandbox/charges/${created.uuid}/payments`);
  }
  // Buyers whose names a CSV must quote, defuse or keep on one line.
  for (const name of ['=SOMA(1;2)', 'Ana "Nina" Souza', 'Bruno\nFilho']) {
    const created = (
      await call(
        admin,
        'POST',
        '/api/charges',
        chargeInput({
          paymentMethod: 'PIX',
          value: 2_345,
          expirationDate: '2026-11-23',
          customer: { ...chargeInput().customer!, name },
        }),
      )
    ).json();
    await call(admin, 'POST', `/api/sandbox/charges/${created.uuid}/payments`);
  }
});
afterAll(() => t.close());

describe('CSV keyset batches', () => {
  it('the statement CSV in batches of 3 equals it in one batch', async () => {
    const query = { executionDateInitial: '2025-11-24', executionDateFinal: '2026-11-30' };
    const whole = await text(
      statementCsv(t.ctx.database, admin.idSeller, query, { batchSize: 1_000_000, copy: false }),
    );
    const batched = await text(statementCsv(t.ctx.database, admin.idSeller, query, { batchSize: 3, copy: false }));
    expect(whole.split('\r\n').length).toBeGreaterThanOrEqual(12);
    expect(batched).toBe(whole);
  });

  it('on PostgreSQL the file COPY writes is byte for byte the one written batch by batch', async () => {
    if (!t.ctx.database.copyOut) return expect(t.ctx.database.kind).toBe('pglite');
    const query = { executionDateInitial: '2025-11-24', executionDateFinal: '2026-11-30' };
    const copied = await text(statementCsv(t.ctx.database, admin.idSeller, query));
    const batched = await text(statementCsv(t.ctx.database, admin.idSeller, query, { batchSize: 4, copy: false }));
    expect(copied).toContain('"Ana ""Nina"" Souza"');
    expect(copied).toBe(batched);
  });

  it('says what the statement screen says, with names quoted and formulas defused', async () => {
    const query = { executionDateInitial: '2025-11-24', executionDateFinal: '2026-11-30' };
    const file = await text(statementCsv(t.ctx.database, admin.idSeller, query));
    const [header, ...lines] = file
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(header).toBe(
      'Execução;Tipo;Operação;Comprador;Forma de pagamento;Crédito/Débito;Valor (R$);Taxas (R$);Cobrança',
    );
    const screen = (
      await caller(t)(
        admin,
        'GET',
        `/api/redeems/statement?executionDateInitial=${query.executionDateInitial}&executionDateFinal=${query.executionDateFinal}&size=100`,
      )
    ).json() as {
      content: Array<{
        executionDate: string;
        amount: number;
        creditOperation: boolean;
        tax: { amount: number } | null;
        uuidCharge: string | null;
      }>;
    };
    expect(lines).toHaveLength(screen.content.length);
    const reais = (cents: number) =>
      `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
    screen.content.forEach((row, index) => {
      const [y, m, d] = row.executionDate.split('-');
      const line = lines[index]!;
      expect(line.startsWith(`${d}/${m}/${y};`)).toBe(true);
      const signed = reais(row.creditOperation ? row.amount : -row.amount);
      const fee = row.tax ? reais(-row.tax.amount) : '';
      expect(
        line.endsWith(`;${row.creditOperation ? 'Crédito' : 'Débito'};${signed};${fee};${row.uuidCharge ?? ''}`),
      ).toBe(true);
    });
    expect(file).toContain(`;"'=SOMA(1;2)";Pix;`);
    expect(file).toContain(';Bruno Filho;Pix;');
  });

  it('the charges CSV in batches of 3 equals it in one batch', async () => {
    const filter = chargeListQuerySchema.parse({
      expirationDateInitial: '2026-11-01',
      expirationDateFinal: '2026-11-30',
    });
    const whole = await buildChargesCsv(t.ctx.db, admin.idSeller, filter, '2026-11-23', 1_000_000);
    const batched = await buildChargesCsv(t.ctx.db, admin.idSeller, filter, '2026-11-23', 3);
    expect(whole.rows).toBe(13);
    expect(batched.rows).toBe(whole.rows);
    expect(gunzipSync(batched.gzip).toString('utf8')).toBe(gunzipSync(whole.gzip).toString('utf8'));
  });
});

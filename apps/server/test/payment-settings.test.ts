import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { SessionResponse, SellerDefaultTax } from '@cofre/contract';
import { auditLog } from '../src/modules/audit/tables.js';
import { charges } from '../src/modules/charges/tables.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller, chargeInput } from './support/charges.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let manager: SessionResponse;
let outsider: SessionResponse;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  manager = await t.signIn('gerente@demo.cofre.dev');
  outsider = await t.signInOutsider();
});
afterAll(() => t.close());

const descriptions = (response: { json: () => { errors: Array<{ description: string }> } }) =>
  response.json().errors.map((error) => error.description);

const tax = (fine: [boolean, number], interest: [boolean, number]): SellerDefaultTax => ({
  bankSlipTax: {
    fine: { enable: fine[0], percentage: fine[1] },
    interest: { enable: interest[0], percentage: interest[1] },
  },
});

async function auditActions(sellerId: string, action: string) {
  return t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.sellerId, sellerId), eq(auditLog.action, action)));
}

describe('default payment methods (Métodos de pagamento)', () => {
  it('starts with every method on, saves a change, and new links start with it', async () => {
    expect((await call(admin, 'GET', '/api/sellers/payment-methods')).json()).toEqual({
      defaultEnableCreditCard: true,
      defaultEnableBankSlip: true,
      defaultEnablePixPayment: true,
    });
    const saved = await call(admin, 'PATCH', '/api/sellers/payment-methods', {
      defaultEnableCreditCard: true,
      defaultEnableBankSlip: false,
      defaultEnablePixPayment: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ defaultEnableBankSlip: false });
    // The link form reads the same defaults, with the instalment defaults it had.
    expect((await call(admin, 'GET', '/api/sellers/default-payments-method')).json()).toMatchObject({
      defaultEnableBankSlip: false,
      defaultEnableCreditCard: true,
      defaultInstallments: 12,
      defaultFastInstallments: 10,
    });
    expect(await auditActions(admin.idSeller, 'settings.payment_methods')).toHaveLength(1);
  });

  it('keeps at least one method on, and refuses unknown fields', async () => {
    const none = await call(admin, 'PATCH', '/api/sellers/payment-methods', {
      defaultEnableCreditCard: false,
      defaultEnableBankSlip: false,
      defaultEnablePixPayment: false,
    });
    expect(none.statusCode).toBe(400);
    expect(descriptions(none)).toContain('Mantenha ao menos um método de pagamento ativo.');
    const extra = await call(admin, 'PATCH', '/api/sellers/payment-methods', {
      defaultEnableCreditCard: true,
      defaultEnableBankSlip: true,
      defaultEnablePixPayment: true,
      idSeller: outsider.idSeller,
    });
    expect(extra.statusCode).toBe(400);
  });

  it('is the settings profiles’ only: a manager gets 403, another seller sees its own defaults', async () => {
    expect((await call(manager, 'GET', '/api/sellers/payment-methods')).statusCode).toBe(403);
    expect(
      (
        await call(manager, 'PATCH', '/api/sellers/payment-methods', {
          defaultEnableCreditCard: true,
          defaultEnableBankSlip: true,
          defaultEnablePixPayment: true,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(outsider, 'GET', '/api/sellers/payment-methods')).json()).toMatchObject({
      defaultEnableBankSlip: true,
    });
  });
});

describe('default fine and interest of boletos', () => {
  it('starts at 2% fine and 1% a month, and new boletos carry a change while issued ones keep theirs', async () => {
    expect((await call(admin, 'GET', '/api/sellers/default-tax')).json()).toEqual(tax([true, 2], [true, 1]));
    const before = await call(admin, 'POST', '/api/charges', chargeInput({ expirationDate: '2030-01-10' }));
    expect(before.statusCode, before.body).toBe(201);

    const saved = await call(admin, 'PATCH', '/api/sellers/default-tax', tax([true, 2.5], [false, 0.33]));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(tax([true, 2.5], [false, 0.33]));
    const after = await call(admin, 'POST', '/api/charges', chargeInput({ expirationDate: '2030-01-10' }));

    const terms = async (id: string) =>
      (
        await t.ctx.db
          .select({ fine: charges.fineBp, interest: charges.interestMonthlyBp })
          .from(charges)
          .where(eq(charges.id, id))
      )[0];
    expect(await terms(before.json().uuid)).toEqual({ fine: 200, interest: 100 });
    // Interest switched off: none; its 0,33% is kept for when it is switched on again.
    expect(await terms(after.json().uuid)).toEqual({ fine: 250, interest: 0 });
    expect((await call(admin, 'GET', '/api/sellers/default-tax')).json()).toEqual(tax([true, 2.5], [false, 0.33]));
    expect(await auditActions(admin.idSeller, 'settings.default_tax')).toHaveLength(1);
  });

  it('refuses negative, over 100% and more than two decimals, with the message', async () => {
    for (const bad of [tax([true, -1], [true, 1]), tax([true, 2], [true, 100.5]), tax([true, 2.125], [true, 1])]) {
      const response = await call(admin, 'PATCH', '/api/sellers/default-tax', bad);
      expect(response.statusCode).toBe(400);
      expect(descriptions(response)).toContain('Informe um percentual de 0 a 100, com até duas casas decimais.');
    }
    // Above the recommended caps is the seller's call (spec 3 §2): accepted.
    expect((await call(admin, 'PATCH', '/api/sellers/default-tax', tax([true, 10], [true, 5]))).statusCode).toBe(200);
  });

  it('is the settings profiles’ only, and each seller has its own', async () => {
    expect((await call(manager, 'GET', '/api/sellers/default-tax')).statusCode).toBe(403);
    expect((await call(manager, 'PATCH', '/api/sellers/default-tax', tax([true, 2], [true, 1]))).statusCode).toBe(403);
    expect((await call(outsider, 'GET', '/api/sellers/default-tax')).json()).toEqual(tax([true, 2], [true, 1]));
    expect((await call(null, 'GET', '/api/sellers/default-tax')).statusCode).toBe(401);
  });
});

describe('invoice settings (Nota fiscal)', () => {
  it('shows the running config, switches it off once (audited), and only an operator turns it on', async () => {
    const { setInvoicesActive } = await import('../src/modules/invoices/settings.js');
    expect((await call(admin, 'GET', '/api/sellers/invoice-config')).json()).toEqual({
      active: false,
      serviceCode: null,
      issRatePercent: null,
    });
    await setInvoicesActive(t.ctx, admin.idSeller, true);
    expect((await call(admin, 'GET', '/api/sellers/invoice-config')).json()).toEqual({
      active: true,
      serviceCode: '01.07',
      issRatePercent: 2,
    });
    const on = await call(admin, 'PATCH', '/api/sellers/invoice-config', { active: true });
    expect(on.statusCode).toBe(400);
    expect(descriptions(on)).toContain('A reativação da nota fiscal é agendada com o suporte.');

    const off = await call(admin, 'PATCH', '/api/sellers/invoice-config', { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ active: false });
    // Off again changes nothing, and is not audited twice.
    expect((await call(admin, 'PATCH', '/api/sellers/invoice-config', { active: false })).statusCode).toBe(200);
    expect(await auditActions(admin.idSeller, 'settings.invoice_off')).toHaveLength(1);
    // A paid charge no longer asks for its invoice.
    const { invoicesActive } = await import('../src/modules/invoices/queries.js');
    expect(await invoicesActive(t.ctx.db, admin.idSeller)).toBe(false);
  });

  it('is the settings profiles’ only; another seller sees its own', async () => {
    expect((await call(manager, 'GET', '/api/sellers/invoice-config')).statusCode).toBe(403);
    expect((await call(manager, 'PATCH', '/api/sellers/invoice-config', { active: false })).statusCode).toBe(403);
    const { setInvoicesActive } = await import('../src/modules/invoices/settings.js');
    await setInvoicesActive(t.ctx, admin.idSeller, true);
    expect((await call(outsider, 'GET', '/api/sellers/invoice-config')).json()).toMatchObject({ active: false });
    expect((await call(outsider, 'PATCH', '/api/sellers/invoice-config', { active: false })).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/sellers/invoice-config')).json()).toMatchObject({ active: true });
  });
});

import {
  composeBankBoleto,
  detectPixKey,
  FEATURES,
  RESTRICTIVE_FEATURES,
  type PixFavoriteInput,
} from '@cofre/contract';
import type { AppContext } from '../context.js';
import { composePaymentFile, type PaymentFileLine } from '../lib/cnab/index.js';
import { approveBatch, runBatch, submitBatch, uploadBatch } from '../modules/payment-batches/index.js';
import { businessDate } from '../lib/business-date.js';
import {
  approveBoletoPayment,
  approvePixPayment,
  createFavorite,
  submitBoletoPayment,
  rejectPixPayment,
  savePolicy,
  submitPixPayment,
  type PaymentActor,
} from '../modules/payments/index.js';
import { findUserByEmail, rolesOf } from '../modules/users/index.js';
import { sandboxHolder } from '../providers/pix-directory/index.js';

/** Who the sandbox directory says holds a key: the favorite keeps the name a payment will show. */
function holderName(key: string): string {
  const detected = detectPixKey(key);
  if (!detected) throw new Error(`demo key ${key} is not a Pix key`);
  return sandboxHolder(detected.type, detected.key).name;
}

/** The demo seller's Pix favorites: a supplier by CNPJ, the accountant by e-mail, a courier by phone. */
export const DEMO_FAVORITES: PixFavoriteInput[] = [
  { nickname: 'Gráfica Central', key: '45723174000110', notes: 'Impressão de embalagens' },
  { nickname: 'Contador', key: 'contabilidade@exemplo.com.br' },
  { nickname: 'Motoboy', key: '+5511987651234' },
].map((favorite) => ({ ...favorite, beneficiaryName: holderName(favorite.key) }));

async function actorOf(ctx: AppContext, sellerId: string, email: string): Promise<PaymentActor> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new Error(`demo user ${email} is missing`);
  return {
    sellerId,
    userId: user.id,
    roles: rolesOf(user),
    features: FEATURES.filter((feature) => !RESTRICTIVE_FEATURES.includes(feature)),
  };
}

/**
 * The Pagamentos area's demo (docs/payments.md): approval required from R$ 5.000,00 (and always for
 * Financeiro, who may submit but not approve), three favorites, and payments in each state a seller
 * meets: paid by the administrator, approved by another person, rejected, waiting, scheduled.
 */
export async function seedDemoPayments(ctx: AppContext, sellerId: string) {
  const admin = await actorOf(ctx, sellerId, 'admin@demo.cofre.dev');
  const finance = await actorOf(ctx, sellerId, 'financeiro@demo.cofre.dev');
  const secure = await actorOf(ctx, sellerId, 'seguro@demo.cofre.dev');
  const now = ctx.clock.now();
  await savePolicy(ctx.db, admin, { required: true, threshold: 500_000 }, now);
  const favoriteOf = new Map<string, string>();
  for (const favorite of DEMO_FAVORITES) {
    const saved = await createFavorite(ctx.db, sellerId, admin.userId, favorite, now);
    favoriteOf.set(saved.key, saved.id);
  }
  const today = businessDate(now);
  const pay = (actor: PaymentActor, body: Parameters<typeof submitPixPayment>[2]) =>
    submitPixPayment(ctx, actor, { ...body, favoriteId: favoriteOf.get(body.key) });
  // What leaves today fits the night limit too (R$ 1.000,00): the seed runs at whatever hour it is started.
  await pay(admin, {
    key: 'contabilidade@exemplo.com.br',
    amount: 45_000,
    paymentDate: today,
    costCenter: 'administrativo',
    description: 'Honorários contábeis',
  });
  await pay(admin, {
    key: '+5511987651234',
    amount: 12_000,
    paymentDate: today,
    costCenter: 'operacional',
    description: 'Entregas da semana',
  });
  const supplier = await pay(finance, {
    key: '45723174000110',
    amount: 30_000,
    paymentDate: today,
    costCenter: 'operacional',
    description: 'Embalagens de dezembro',
  });
  await approvePixPayment(ctx, secure, supplier.id, 'Conferido com a nota fiscal');
  const ads = await pay(finance, {
    key: 'anuncios@exemplo.com.br',
    amount: 150_000,
    paymentDate: today,
    costCenter: 'marketing',
    description: 'Anúncios de Natal',
  });
  await rejectPixPayment(ctx, admin, ads.id, { reason: 'politica_empresa', notes: 'Campanha já paga pelo cartão' });
  await pay(finance, {
    key: 'eventos@exemplo.com.br',
    amount: 45_000,
    paymentDate: today,
    costCenter: 'vendas',
    description: 'Estande na feira',
  });
  await pay(finance, {
    key: 'aluguel@exemplo.com.br',
    amount: 720_000,
    paymentDate: today,
    costCenter: 'administrativo',
    description: 'Aluguel de dezembro',
  });
  await pay(admin, {
    key: '45723174000110',
    amount: 98_000,
    paymentDate: businessDate(new Date(now.getTime() + 3 * 24 * 60 * 60 * 1000)),
    costCenter: 'operacional',
    description: 'Segunda parcela das embalagens',
  });
  await seedDemoBoletos(ctx, { admin, finance, secure }, now);
  await seedDemoBatches(ctx, { finance, secure }, now);
}

/**
 * The batch tab's demo: a supplier file from the ERP that Financeiro sent and another administrator
 * approved (paid, its TED line refused with its reason), and a payroll-like file waiting for approval.
 */
async function seedDemoBatches(ctx: AppContext, people: Record<'finance' | 'secure', PaymentActor>, now: Date) {
  const today = businessDate(now);
  const company = {
    name: 'Loja Demonstracao Ltda',
    document: '11222333000181',
    bankCode: '237',
    agency: 1,
    account: 12345,
  };
  const send = async (fileName: string, lines: PaymentFileLine[]) =>
    uploadBatch(ctx, people.finance, {
      fileName,
      content: Buffer.from(composePaymentFile(company, lines, today), 'latin1'),
      confirmDuplicate: false,
    });
  const suppliers = await send('remessa-fornecedores.txt', [
    // Small Pix: at night the limit is R$ 1.000,00 and the demo's single payments already spend most of it.
    { kind: 'pix', key: 'contabilidade@exemplo.com.br', name: 'Contabilidade', amount: 2_000, date: today },
    {
      kind: 'boleto',
      barcode: composeBankBoleto({ bankCode: '237', dueDate: today, amount: 21_500, freeField: '6'.padStart(25, '0') })
        .barcode,
      name: 'Grafica Central',
      amount: 21_500,
      date: today,
    },
    {
      kind: 'boleto',
      barcode: composeBankBoleto({ bankCode: '033', dueDate: today, amount: 8_990, freeField: '5'.padStart(25, '0') })
        .barcode,
      name: 'Embalagens',
      amount: 8_990,
      date: today,
    },
    { kind: 'ted', name: 'Transportadora', amount: 45_000, date: today },
  ]);
  await submitBatch(ctx, people.finance, suppliers.id);
  await approveBatch(ctx, people.secure, suppliers.id);
  await runBatch(ctx, suppliers.id);
  const commissions = await send('comissoes-vendedores.txt', [
    { kind: 'pix', key: 'vendedora1@exemplo.com.br', name: 'Vendedora 1', amount: 85_000, date: today },
    { kind: 'pix', key: 'vendedor2@exemplo.com.br', name: 'Vendedor 2', amount: 64_000, date: today },
  ]);
  await submitBatch(ctx, people.finance, commissions.id);
}

/** A demo boleto of this bank, due in `days`, its free field numbering it (each one its own boleto). */
function demoBoleto(bankCode: string, number: number, amount: number, dueDate: string): string {
  return composeBankBoleto({ bankCode, dueDate, amount, freeField: String(number).padStart(25, '0') }).line;
}

/**
 * The Boleto tab's demo: a supplier's boleto paid by the administrator, a utility bill, one approved
 * by another person, one waiting for approval (Financeiro's, above the policy) and one scheduled.
 */
async function seedDemoBoletos(
  ctx: AppContext,
  people: Record<'admin' | 'finance' | 'secure', PaymentActor>,
  now: Date,
) {
  const today = businessDate(now);
  const inDays = (days: number) => businessDate(new Date(now.getTime() + days * 24 * 60 * 60 * 1000));
  const pay = (actor: PaymentActor, body: Parameters<typeof submitBoletoPayment>[2]) =>
    submitBoletoPayment(ctx, actor, body);
  await pay(people.admin, {
    barcode: demoBoleto('341', 1, 18_900, inDays(5)),
    amount: 18_900,
    paymentDate: today,
    costCenter: 'administrativo',
    description: 'Material de escritório',
  });
  await pay(people.admin, {
    // FEBRABAN's example line of a telecom bill (segment 4), R$ 24,61.
    barcode: '846100000005246100291102005460339004695895061080',
    amount: 2_461,
    paymentDate: today,
    costCenter: 'operacional',
    description: 'Internet da loja',
  });
  const freight = await pay(people.finance, {
    barcode: demoBoleto('237', 2, 64_000, inDays(2)),
    amount: 64_000,
    paymentDate: today,
    costCenter: 'operacional',
    description: 'Frete de novembro',
  });
  await approveBoletoPayment(ctx, people.secure, freight.id, 'Conferido com o CT-e');
  await pay(people.finance, {
    barcode: demoBoleto('001', 3, 560_000, inDays(10)),
    amount: 560_000,
    paymentDate: today,
    costCenter: 'administrativo',
    description: 'Aluguel do depósito',
  });
  await pay(people.admin, {
    barcode: demoBoleto('104', 4, 37_500, inDays(7)),
    amount: 37_500,
    paymentDate: inDays(7),
    costCenter: 'marketing',
    description: 'Panfletos de Natal',
  });
}

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { FEATURES, ROLES, type PaymentLinkCreate, type PlanCreate } from '@cofre/contract';
import type { AppContext } from '../context.js';
import { addDays, businessDate } from '../lib/business-date.js';
import { createCheckout } from '../modules/checkouts/index.js';
import { payLink, sandboxPayCheckout } from '../modules/hosted-checkout/index.js';
import { createLink, paymentLinks } from '../modules/payment-links/index.js';
import { createPlan, setPlanActive } from '../modules/plans/index.js';
import { sellerClients } from '../modules/seller-clients/index.js';
import { theRow } from '../lib/rows.js';
import { demoClient, insertDemoClients } from './demo-clients.js';

/**
 * The demo link of the README: its id is fixed, so its address is the same on every fresh start
 * (`/pagar/loja-demo/{DEMO_LINK_ID}`). A real link's id is random (docs/payment-links.md).
 */
export const DEMO_LINK_ID = '5eed0000-0000-4000-8000-00000000c0de';
export const DEMO_CHECKOUT_SUBDOMAIN = 'loja-demo';
/** The demo clients (by index of `demoClient`) the dedicated demo links are made for: a person and a company. */
export const DEMO_DEDICATED_CLIENTS = [0, 4] as const;

const methods = (overrides: Partial<Pick<PaymentLinkCreate, 'creditCard' | 'bankSlip' | 'pix'>> = {}) => ({
  creditCard: {
    enabled: true,
    discountPercent: 0,
    installments: 10,
    feeBearer: 'EARLY_SELLER' as const,
    scheduleDate: null,
  },
  bankSlip: { enabled: true, discountPercent: 5, installments: 1 },
  pix: { enabled: true, discountPercent: 10, installments: 1 },
  ...overrides,
});

/** What every demo link leaves at its default. */
export const base = {
  description: null,
  clientId: null,
  expiresAt: null,
  timer: false,
  bankSlipDescription: null,
  metadata: [],
  split: [],
  subscription: null,
};

const plan = (title: string, description: string, prices: PlanCreate['prices'], bullets: string[]): PlanCreate => ({
  title,
  description,
  bullets: bullets.map((text) => ({ description: text })),
  prices,
  enableBankSlip: true,
  enableCreditCard: true,
  enablePixPayment: true,
});

/** The demo seller's checkout identity, 3 plans and links of every kind, two already paid through the checkout. */
export async function seedDemoLinks(ctx: AppContext, actor: { sellerId: string; userId: string }): Promise<void> {
  const author = { ...actor, roles: [...ROLES], features: [...FEATURES] };
  await createCheckout(ctx, actor, {
    title: 'Loja Demo',
    description: 'Cursos, oficinas e assinaturas de exemplo do ambiente de testes.',
    subDomain: DEMO_CHECKOUT_SUBDOMAIN,
  });
  const book = await createPlan(
    ctx,
    actor,
    plan(
      'Clube do Livro',
      'Um livro por mês, escolhido por curadores.',
      { MONTHLY: 4_990, SEMESTER: 4_490, YEARLY: 3_990 },
      ['Frete grátis', 'Encontro mensal on-line com o autor'],
    ),
  );
  await createPlan(
    ctx,
    actor,
    plan('Plano Essencial', 'Acesso às aulas gravadas.', { MONTHLY: 2_990, SEMESTER: 2_690, YEARLY: 2_390 }, [
      'Aulas gravadas',
    ]),
  );
  const old = await createPlan(
    ctx,
    actor,
    plan(
      'Plano Pro (antigo)',
      'Substituído pelo Plano Essencial.',
      { MONTHLY: 9_990, SEMESTER: 8_990, YEARLY: 7_990 },
      ['Aulas ao vivo', 'Mentoria mensal'],
    ),
  );
  await setPlanActive(ctx, actor, old.id, false);

  const featured = await createLink(ctx, author, {
    ...base,
    ...methods({
      creditCard: {
        enabled: true,
        discountPercent: 0,
        installments: 12,
        feeBearer: 'EARLY_SELLER',
        scheduleDate: null,
      },
    }),
    type: 'ORDER',
    title: 'Oficina de fotografia',
    description: 'Quatro encontros aos sábados, com material incluído.',
    value: 25_000,
    bankSlipDescription: 'Oficina de fotografia - turma de dezembro',
  });
  // The README's address: the same id on every fresh start.
  await ctx.db
    .update(paymentLinks)
    .set({ id: DEMO_LINK_ID })
    .where(and(eq(paymentLinks.sellerId, actor.sellerId), eq(paymentLinks.id, featured.id)));

  // Links dedicated to clients (the buyer is that client, shown masked, asked nothing). The seed
  // makes the demo clients first (ops/seed.ts); making these few again here changes nothing then
  // (a client's document is unique per seller) and lets the links be seeded on their own.
  const dedicatedTo = async (index: number) => {
    await insertDemoClients(ctx.db, ctx.clock, actor.sellerId, index, index + 1);
    const rows = await ctx.db
      .select({ id: sellerClients.id })
      .from(sellerClients)
      .where(
        and(
          eq(sellerClients.sellerId, actor.sellerId),
          eq(sellerClients.documentNumber, demoClient(index).documentNumber),
        ),
      );
    return theRow(rows, `demo client ${index}`).id;
  };
  const [person, company] = DEMO_DEDICATED_CLIENTS;
  await createLink(ctx, author, {
    ...base,
    ...methods(),
    type: 'ORDER',
    title: 'Consultoria individual',
    description: 'Três sessões de uma hora, por vídeo.',
    value: 48_000,
    clientId: await dedicatedTo(person),
  });
  await createLink(ctx, author, {
    ...base,
    ...methods({ bankSlip: { enabled: true, discountPercent: 0, installments: 3 } }),
    type: 'ORDER',
    title: 'Treinamento da equipe',
    description: 'Oficina de fotografia de produto para a equipe, na empresa.',
    value: 320_000,
    bankSlipDescription: 'Treinamento de fotografia de produto',
    clientId: await dedicatedTo(company),
  });
  await createLink(ctx, author, {
    ...base,
    ...methods(),
    type: 'ORDER',
    title: 'Workshop de cerâmica',
    value: 18_000,
    metadata: [
      { key: 'turma', value: 'CER-2026-11' },
      { key: 'origem', value: 'instagram' },
    ],
  });
  const expired = await createLink(ctx, author, {
    ...base,
    ...methods(),
    type: 'ORDER',
    title: 'Pré-venda Black Friday',
    value: 9_900,
    expiresAt: new Date(ctx.clock.now().getTime() + 60_000).toISOString(),
    timer: true,
  });
  // Expired yesterday: the list and the checkout show what an expired link looks like.
  const yesterday = new Date(`${addDays(businessDate(ctx.clock.now()), -1)}T23:59:00-03:00`);
  await ctx.db
    .update(paymentLinks)
    .set({ expiresAt: yesterday })
    .where(and(eq(paymentLinks.sellerId, actor.sellerId), eq(paymentLinks.id, expired.id)));
  await createLink(ctx, author, {
    ...base,
    ...methods({
      creditCard: { enabled: true, discountPercent: 0, installments: 12, feeBearer: 'EARLY_BUYER', scheduleDate: null },
    }),
    type: 'SUBSCRIPTION',
    title: null,
    value: 4_490,
    subscription: {
      planId: book.id,
      periodicity: 'SEMESTER',
      additionalValue: 0,
      additionalTitle: null,
      additionalInstallments: 1,
    },
  });
  await createLink(ctx, author, {
    ...base,
    ...methods({ bankSlip: { enabled: false, discountPercent: 0, installments: 1 } }),
    type: 'FAST_ORDER',
    title: 'Ingresso avulso',
    value: 3_500,
  });

  // Two buyers already paid the demo link through the checkout (Pix, paid by the sandbox bank).
  const buyers = [1, 2].map((index) => demoClient(index));
  for (const buyer of buyers) {
    const payment = await payLink(ctx, DEMO_LINK_ID, {
      attemptId: randomUUID(),
      method: 'PIX',
      installments: 1,
      customer: {
        name: buyer.name,
        document: buyer.documentNumber,
        email: buyer.email,
        phone: buyer.phone,
        countryCode: buyer.countryCode,
      },
    });
    await sandboxPayCheckout(ctx, DEMO_LINK_ID, payment.chargeId);
  }
}

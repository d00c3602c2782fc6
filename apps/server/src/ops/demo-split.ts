import { randomUUID } from 'node:crypto';
import { FEATURES, ROLES, subSellerCreateSchema, type SubSellerCreateInput } from '@cofre/contract';
import type { AppContext } from '../context.js';
import { payLink } from '../modules/hosted-checkout/index.js';
import { createLink } from '../modules/payment-links/index.js';
import { refundCharge } from '../modules/refunds/index.js';
import { checkRegistrations, createSubSeller } from '../modules/sub-sellers/index.js';
import { createAcquirer } from '../providers/acquirer/index.js';
import type { Session } from '../plugins/types.js';
import { demoClient } from './demo-clients.js';
import { base } from './demo-links.js';

/*
 * The demo seller's partners (issue 20, docs/sub-sellers.md): five sub-sellers (people and
 * companies, one refused by the sandbox's review), two split links, and split sales paid by card,
 * one of them refunded in part, so the split section, the statement's split rows and the
 * sub-sellers' screens show real data on a fresh start.
 */

const address = {
  zipCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1578',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
};

const account = (pixKey: string): SubSellerCreateInput['account'] => ({
  bank: '341',
  issuer: '0452',
  number: '18734',
  bankDigit: '6',
  accountType: 'CHECKING_ACCOUNT',
  pixKeyType: 'EMAIL',
  pixKey,
});

const person = (document: string, name: string, email: string, percentBp: number): SubSellerCreateInput => ({
  document,
  name,
  birthdate: '1988-06-15',
  paymentType: 'PERCENTAGE',
  paymentValue: percentBp,
  contact: { name, email, phone: '(11) 97654-3210' },
  address,
  account: account(email),
});

const company = (document: string, name: string, email: string, fixedCents: number): SubSellerCreateInput => ({
  document,
  name,
  description: 'Produção de conteúdo e oficinas em parceria com a Loja Demonstração.',
  openingDate: '2019-03-01',
  ownerName: 'Marcos Almeida',
  ownerDocument: '862.883.667-57',
  paymentType: 'FIXED',
  paymentValue: fixedCents,
  contact: { name: 'Marcos Almeida', email, phone: '(21) 3456-7890' },
  address,
  account: account(email),
});

/** The five partners; the sandbox refuses 111.444.777-35 in its review ('Documento reprovado…'). */
export const DEMO_SUB_SELLERS: SubSellerCreateInput[] = [
  person('935.411.347-80', 'Ana Beatriz Parceira', 'ana.parceira@demo.cofre.dev', 1_000),
  person('714.287.938-60', 'Bruno Instrutor', 'bruno.instrutor@demo.cofre.dev', 1_500),
  company('34.567.890/0001-30', 'Estúdio Luz & Forma Ltda', 'contato@luzeforma.demo.cofre.dev', 1_500),
  company('71.428.605/0001-26', 'Editora Página Viva Ltda', 'financeiro@paginaviva.demo.cofre.dev', 2_000),
  person('111.444.777-35', 'Carla Recusada', 'carla.recusada@demo.cofre.dev', 500),
];

const cardOnly = (installments: number) => ({
  creditCard: {
    enabled: true,
    discountPercent: 0,
    installments,
    feeBearer: 'EARLY_SELLER' as const,
    scheduleDate: null,
  },
  bankSlip: { enabled: false, discountPercent: 0, installments: 1 },
  pix: { enabled: false, discountPercent: 0, installments: 1 },
});

export async function seedDemoSplit(ctx: AppContext, actor: { sellerId: string; userId: string }): Promise<void> {
  const session: Session = {
    ...actor,
    familyId: randomUUID(),
    email: 'admin@demo.cofre.dev',
    profile: 'ADMIN',
    roles: [...ROLES],
    features: [...FEATURES],
  };
  const created = [];
  for (const body of DEMO_SUB_SELLERS)
    created.push(await createSubSeller(ctx, session, subSellerCreateSchema.parse(body)));
  // The sandbox's review, at once: the demo starts with its partners approved (or refused).
  await checkRegistrations({ ...ctx, acquirer: createAcquirer(ctx.db, { clock: ctx.clock, reviewMs: 0 }) });
  const [ana, bruno, studio, publisher] = created as [
    (typeof created)[0],
    (typeof created)[0],
    (typeof created)[0],
    (typeof created)[0],
  ];

  const workshop = await createLink(ctx, session, {
    ...base,
    ...cardOnly(6),
    type: 'ORDER',
    title: 'Oficina de fotografia em parceria',
    value: 45_000,
    split: [
      { subSellerId: ana.id, paymentType: 'PERCENTAGE', paymentValue: 1_000 },
      { subSellerId: studio.id, paymentType: 'FIXED', paymentValue: 5_000 },
    ],
  });
  const book = await createLink(ctx, session, {
    ...base,
    ...cardOnly(3),
    type: 'ORDER',
    title: 'Livro + curso com o autor',
    value: 18_990,
    split: [
      { subSellerId: bruno.id, paymentType: 'PERCENTAGE', paymentValue: 1_500 },
      { subSellerId: publisher.id, paymentType: 'FIXED', paymentValue: 2_000 },
    ],
  });

  const sales = [
    { link: workshop.id, client: 5, installments: 3 },
    { link: workshop.id, client: 6, installments: 1 },
    { link: book.id, client: 7, installments: 2 },
  ];
  const paid: string[] = [];
  for (const sale of sales) {
    const buyer = demoClient(sale.client);
    const payment = await payLink(ctx, sale.link, {
      attemptId: randomUUID(),
      method: 'CREDIT_CARD',
      installments: sale.installments,
      customer: {
        name: buyer.name,
        document: buyer.documentNumber,
        email: buyer.email,
        phone: buyer.phone,
        countryCode: buyer.countryCode,
      },
      card: { number: '4111111111111111', holderName: 'CLIENTE DEMO', expiry: '12/30', cvv: '123' },
    });
    if (payment.status !== 'PAID')
      throw new Error(`demo split sale not paid: ${payment.status} ${payment.failure ?? ''}`);
    paid.push(payment.chargeId);
  }
  // One refunded in part: the seller and the sub-sellers each give back their share of it.
  await refundCharge(ctx, actor, paid[0]!, { amount: 9_000, asFraud: false });
}

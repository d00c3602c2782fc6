import type { z } from 'zod';
import {
  splitReviewRequestSchema,
  splitReviewSchema,
  splitSubSellerOptionListSchema,
  checkoutPaymentRequestSchema,
  checkoutPaymentSchema,
  publicLinkSchema,
  checkoutInputSchema,
  checkoutSchema,
  defaultCheckoutSchema,
  installmentSimulationSchema,
  paymentLinkInputSchema,
  paymentLinkPageSchema,
  paymentLinkSchema,
  planActiveSchema,
  planInputSchema,
  planPageSchema,
  planSchema,
  sellerPaymentDefaultsSchema,
  subdomainAvailabilitySchema,
} from '@cofre/contract';
import { request, response } from './openapi-example-registry.js';

/** The examples of payment links, plans and the checkout identity (see openapi-example-registry.ts). */
const CHECKOUT_ID = '0c6f0e52-3d1b-4f7a-9e2c-7b5d8a1f4c93';
const PLAN_ID = 'b7d2e4a1-6c3f-4a8e-9b10-2f5c7d9e1a38';
const LINK_ID = 'e4a9c1d7-2b6f-4e3a-8c5d-9f1b3a7e6d20';
const CLIENT_ID = '3b8e1f47-9a2c-4d6e-8f10-5c7a9b2d4e61';
const BASE = 'https://cofre.example';

request(checkoutInputSchema, { title: 'Loja Demo', description: 'Cursos e oficinas', subDomain: 'loja-demo' });
const checkout: z.output<typeof checkoutSchema> = {
  id: CHECKOUT_ID,
  title: 'Loja Demo',
  description: 'Cursos e oficinas',
  subDomain: 'loja-demo',
  url: `${BASE}/pagar/loja-demo`,
};
response(checkoutSchema, checkout);
response(defaultCheckoutSchema, { checkout });
response(subdomainAvailabilitySchema, { subDomain: 'loja-demo', isValid: true, available: false, reason: 'TAKEN' });

request(planInputSchema, {
  title: 'Clube do Livro',
  description: 'Um livro por mês, com frete grátis.',
  bullets: [{ description: 'Frete grátis' }, { description: 'Encontro mensal on-line' }],
  prices: { MONTHLY: 4_990, SEMESTER: 4_490, YEARLY: 3_990 },
  enableBankSlip: true,
  enableCreditCard: true,
  enablePixPayment: true,
});
request(planActiveSchema, { active: false });
const plan: z.output<typeof planSchema> = {
  id: PLAN_ID,
  title: 'Clube do Livro',
  description: 'Um livro por mês, com frete grátis.',
  bullets: [{ description: 'Frete grátis' }, { description: 'Encontro mensal on-line' }],
  basicValues: [
    { type: 'MONTHLY', valuePerMonth: 4_990, value: 4_990 },
    { type: 'SEMESTER', valuePerMonth: 4_490, value: 26_940 },
    { type: 'YEARLY', valuePerMonth: 3_990, value: 47_880 },
  ],
  idCheckout: null,
  enableBankSlip: true,
  enableCreditCard: true,
  enablePixPayment: true,
  active: true,
  createdAt: '2026-11-20T13:00:00.000Z',
};
response(planSchema, plan);
response(planPageSchema, { content: [plan], page: 0, size: 20, totalElements: 1, totalPages: 1 });

request(paymentLinkInputSchema, {
  type: 'ORDER',
  title: 'Oficina de fotografia',
  description: 'Turma de dezembro, 4 encontros',
  value: 25_000,
  clientId: CLIENT_ID,
  creditCard: { enabled: true, discountPercent: 0, installments: 10, feeBearer: 'EARLY_SELLER' },
  bankSlip: { enabled: true, discountPercent: 5, installments: 1 },
  pix: { enabled: true, discountPercent: 10, installments: 1 },
  expiresAt: '2026-12-31T23:59:00-03:00',
  timer: false,
  bankSlipDescription: 'Oficina de fotografia - dezembro',
  metadata: [{ key: 'pedido', value: 'A-1024' }],
});
const link: z.output<typeof paymentLinkSchema> = {
  id: LINK_ID,
  url: `${BASE}/pagar/loja-demo/${LINK_ID}`,
  type: 'ORDER',
  status: 'ACTIVE',
  title: 'Oficina de fotografia',
  description: 'Turma de dezembro, 4 encontros',
  value: 25_000,
  client: { id: CLIENT_ID, name: 'Conceição Araújo' },
  creditCard: { enabled: true, discountPercent: 0, installments: 10, feeBearer: 'EARLY_SELLER', scheduleDate: null },
  bankSlip: { enabled: true, discountPercent: 5, installments: 1 },
  pix: { enabled: true, discountPercent: 10, installments: 1 },
  expiresAt: '2027-01-01T02:59:00.000Z',
  timer: false,
  bankSlipDescription: 'Oficina de fotografia - dezembro',
  metadata: [{ key: 'pedido', value: 'A-1024' }],
  subscription: null,
  paidCharges: 3,
  split: null,
  createdAt: '2026-11-20T13:00:00.000Z',
  updatedAt: '2026-11-20T13:00:00.000Z',
};
response(paymentLinkSchema, link);
const { id, url, type, status, title, value, client, expiresAt, paidCharges, createdAt } = link;
response(paymentLinkPageSchema, {
  content: [{ id, url, type, status, title, value, client, expiresAt, paidCharges, createdAt }],
  page: 0,
  size: 20,
  totalElements: 1,
  totalPages: 1,
});
const SUB_SELLER_A = '6f1c2a9e-3b7d-4e8f-9a0b-1c2d3e4f5a6b';
const SUB_SELLER_B = '7a2d3b0f-4c8e-4f90-8b1c-2d3e4f5a6b7c';
response(splitSubSellerOptionListSchema, {
  content: [
    { id: SUB_SELLER_A, name: 'Ana Parceira', paymentType: 'PERCENTAGE', paymentValue: 1_250 },
    { id: SUB_SELLER_B, name: 'Estúdio Bia ME', paymentType: 'FIXED', paymentValue: 1_000 },
  ],
});
request(splitReviewRequestSchema, {
  value: 20_000,
  split: [
    { subSellerId: SUB_SELLER_A, paymentType: 'PERCENTAGE', paymentValue: 1_250 },
    { subSellerId: SUB_SELLER_B, paymentType: 'FIXED', paymentValue: 1_000 },
  ],
});
response(splitReviewSchema, {
  value: 20_000,
  shares: [
    { subSellerId: SUB_SELLER_A, name: 'Ana Parceira', paymentType: 'PERCENTAGE', paymentValue: 1_250, amount: 2_500 },
    { subSellerId: SUB_SELLER_B, name: 'Estúdio Bia ME', paymentType: 'FIXED', paymentValue: 1_000, amount: 1_000 },
  ],
  amountForSubSellers: 3_500,
  fee: 798,
  remainder: 15_702,
});
response(installmentSimulationSchema, {
  feeBearer: 'EARLY_BUYER',
  options: [
    { installments: 1, installmentAmount: 10_000, totalAmount: 10_000, fee: 299, receivedAmount: 9_701 },
    { installments: 2, installmentAmount: 5_026, totalAmount: 10_052, fee: 351, receivedAmount: 9_701 },
  ],
});
response(sellerPaymentDefaultsSchema, {
  defaultEnableBankSlip: true,
  defaultEnableCreditCard: true,
  defaultEnablePixPayment: true,
  enableSplitOperation: false,
  defaultInstallments: 12,
  defaultFastInstallments: 10,
});

response(publicLinkSchema, {
  id: LINK_ID,
  type: 'ORDER',
  seller: { name: 'Loja Demo', description: 'Cursos e oficinas' },
  subdomain: 'loja-demo',
  title: 'Oficina de fotografia',
  description: 'Turma de dezembro, 4 encontros',
  value: 25_000,
  methods: [
    { method: 'PIX', discountPercent: 10, value: 22_500, installments: 1, options: [], scheduleDate: null },
    {
      method: 'CREDIT_CARD',
      discountPercent: 0,
      value: 25_000,
      installments: 2,
      options: [
        { installments: 1, installmentAmount: 25_000, totalAmount: 25_000 },
        { installments: 2, installmentAmount: 12_500, totalAmount: 25_000 },
      ],
      scheduleDate: null,
    },
  ],
  expiresAt: null,
  timer: false,
  asksCustomer: false,
  customer: {
    name: 'Conceição Araújo',
    document: '***.982.247-**',
    email: 'c*******o@exemplo.com.br',
    phone: '(11) *****-4321',
  },
  sandbox: true,
  plan: null,
});
request(checkoutPaymentRequestSchema, {
  attemptId: '5d0f3a8e-1c2b-4e6f-9a7d-3b8c1e5f2a90',
  method: 'PIX',
  installments: 1,
  customer: { name: 'Ana Souza', document: '529.982.247-25', email: 'ana@exemplo.com.br', phone: '(11) 98765-4321' },
});
response(checkoutPaymentSchema, {
  chargeId: '6f1c2a9e-4b7d-4e2a-9c3f-1d8e5b7a2c40',
  status: 'SCHEDULED',
  method: 'PIX',
  total: 22_500,
  installments: 1,
  dueDate: '2026-11-23',
  pix: {
    copyPaste: '00020126580014br.gov.bcb.pix0136…5204000053039865406225.005802BR5909LOJA DEMO6009SAO PAULO6304ABCD',
    qrImage: 'data:image/png;base64,iVBORw0KGgo=',
  },
  boleto: null,
  instalments: [],
  challengeUrl: null,
  failure: null,
});

import type { z } from 'zod';
import {
  blockCheckResponseSchema,
  chargeCreateSchema,
  chargeDetailSchema,
  chargeExportCreateSchema,
  chargeExportSchema,
  chargePageSchema,
  chargeStatementSchema,
  clientAddressUpdateSchema,
  clientChargePageSchema,
  clientContactUpdateSchema,
  clientCreateSchema,
  clientPageSchema,
  clientSchema,
  clientSubscriptionPageSchema,
  companySchema,
  disputeOpenSchema,
  featureTogglesResponseSchema,
  invoiceEmailSchema,
  invoiceListSchema,
  invoiceSchema,
  manualPaySchema,
  messageResponseSchema,
  newPasswordRequestSchema,
  notificationPageSchema,
  receivableListSchema,
  refreshTokenRequestSchema,
  refundCreateSchema,
  refundResultSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
  splitListSchema,
  statementPageSchema,
  threeDSecureAnswerSchema,
  threeDSecureChallengeSchema,
  twoFactorVerifyRequestSchema,
  unreadQuantitySchema,
  userTermsResponseSchema,
  zipAddressSchema,
} from '@cofre/contract';
import { request, response } from './openapi-example-registry.js';

/**
 * The examples of sign-in, clients and charges (see openapi-example-registry.ts). Typed by the contract, and checked against the generated JSON Schema
 * by the lint test (test/openapi.test.ts): money in centavos, dates yyyy-MM-dd, pt-BR texts. Requests
 * show what a form sends (masked CPF, phone); answers show what the server stores (digits).
 */

const CHARGE_ID = '6f1c2a9e-4b7d-4e2a-9c3f-1d8e5b7a2c40';
const CLIENT_ID = '3b8e1f47-9a2c-4d6e-8f10-5c7a9b2d4e61';
const SELLER_ID = '99be2184-d8f6-4919-a5fc-05fef7933130';
const CPF = '529.982.247-25';

// Auth
request(signInRequestSchema, { email: 'admin@demo.cofre.dev', password: 'minha-senha-secreta' });
const session: z.output<typeof sessionResponseSchema> = {
  email: 'admin@demo.cofre.dev',
  roles: ['SELLER_ADMIN', 'SELLER_DASHBOARD', 'SELLER_FINANCES'],
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzZWwiOiI5OWJlMjE4NCJ9.c2lnbmF0dXJh',
  refreshToken: 'x09Xaw2jZSaR2Z1uIJgN_-GWaF3Num9EIgWueqKHOPQ',
  expiresIn: 900,
  idSeller: SELLER_ID,
  idUser: 'bf819e7c-8b66-4e8d-a7a9-2ce6cf8d2b51',
  sellerName: 'Loja Demonstração Ltda',
  profile: 'ADMIN',
  mixedInstallment: false,
  document: '11222333000181',
  isActiveForTax: false,
  bankingType: 'BARTE_BANKING',
  sandbox: true,
};
response(sessionResponseSchema, session);
response(signInResponseSchema, session);
request(twoFactorVerifyRequestSchema, { pin: '123456', type: 'WEB' });
request(refreshTokenRequestSchema, { refreshToken: 'x09Xaw2jZSaR2Z1uIJgN_-GWaF3Num9EIgWueqKHOPQ' });
request(resetPasswordRequestSchema, { email: 'admin@demo.cofre.dev' });
request(newPasswordRequestSchema, { token: 'b3f1c0d2a9e84f7c', newPassword: 'nova-senha-2026' });
response(messageResponseSchema, {
  message: 'Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.',
});

// Seller
response(featureTogglesResponseSchema, ['view_seller_home', 'view_seller_refund', 'view_seller_finance']);
response(userTermsResponseSchema, { accepted: true, version: '2026-11', publishedAt: '2026-11-01T12:00:00.000Z' });
response(blockCheckResponseSchema, { blockReason: null });

// Notifications
response(notificationPageSchema, {
  content: [
    {
      id: 'a4c2e8f1-7b3d-4c5e-9f1a-2b6d8e0c4a17',
      notificationPanelType: 'NOTIFICATION_PAYMENT_MADE',
      variablesResponse: [
        { name: 'customerName', value: 'Conceição Araújo' },
        { name: 'value', value: '15000' },
      ],
      timeDiff: 3600,
      notifiedAt: '2026-11-23T13:00:00.000Z',
      read: false,
    },
  ],
  page: 0,
  size: 10,
  totalElements: 1,
  totalPages: 1,
});
response(unreadQuantitySchema, { quantity: 3 });

// Clients
const client: z.output<typeof clientSchema> = {
  id: CLIENT_ID,
  name: 'Conceição Araújo',
  tradeName: null,
  document: { documentNumber: '52998224725', documentType: 'CPF', documentNation: 'BR' },
  email: 'conceicao@exemplo.com.br',
  alternativeEmail: null,
  countryCode: '55',
  phone: '11987654321',
  address: {
    zipCode: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Apto 42',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    country: 'BR',
  },
  createdAt: '2026-11-02T14:30:00.000Z',
  updatedAt: '2026-11-02T14:30:00.000Z',
};
response(clientSchema, client);
response(clientPageSchema, {
  content: [
    {
      id: CLIENT_ID,
      name: client.name,
      document: client.document,
      email: client.email,
      countryCode: '55',
      phone: '11987654321',
    },
  ],
  page: 0,
  size: 20,
  totalElements: 1,
  totalPages: 1,
  capped: false,
});
const contactInput = {
  name: 'Conceição Araújo',
  email: 'conceicao@exemplo.com.br',
  countryCode: '55',
  phone: '(11) 98765-4321',
};
const addressInput = {
  zipCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 42',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
};
request(clientCreateSchema, {
  document: { documentNumber: CPF, documentType: 'CPF', documentNation: 'BR' },
  contact: contactInput,
  address: addressInput,
});
request(clientContactUpdateSchema, { ...contactInput, alternativeEmail: 'financeiro@exemplo.com.br' });
request(clientAddressUpdateSchema, addressInput);
response(clientChargePageSchema, {
  content: [
    {
      uuid: CHARGE_ID,
      title: 'Mensalidade de novembro',
      value: 15000,
      status: 'PAID',
      paymentMethod: 'BOLETO',
      expirationDate: '2026-11-30',
      paidDate: '2026-11-28',
    },
  ],
  page: 0,
  size: 10,
  totalElements: 1,
  totalPages: 1,
});
response(clientSubscriptionPageSchema, {
  content: [
    {
      uuid: '8d2f6a1c-3e5b-4f7a-9c0d-1e2f3a4b5c6d',
      planName: 'Plano mensal',
      value: 9990,
      status: 'ACTIVE',
      nextChargeDate: '2026-12-10',
    },
  ],
  page: 0,
  size: 10,
  totalElements: 1,
  totalPages: 1,
});
response(companySchema, {
  cnpj: '34567890000130',
  name: 'Padaria Pão de Ouro Ltda',
  tradeName: 'Pão de Ouro',
  email: 'financeiro@paodeouro.com.br',
  phone: '2125550101',
  address: {
    zipCode: '20040020',
    street: 'Rua da Assembleia',
    number: '45',
    complement: 'Loja A',
    district: 'Centro',
    city: 'Rio de Janeiro',
    state: 'RJ',
    country: 'BR',
  },
});
response(zipAddressSchema, {
  zipCode: '01310100',
  street: 'Avenida Paulista',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  complement: 'de 612 a 1510 - lado par',
});

// Charges
const chargeRow = {
  uuid: CHARGE_ID,
  customerName: 'Conceição Araújo',
  customerDocument: '52998224725',
  email: 'conceicao@exemplo.com.br',
  title: 'Mensalidade de novembro',
  value: 15000,
  status: 'SCHEDULED',
  paymentMethod: 'BOLETO',
  installments: 1,
  expirationDate: '2026-11-30',
  paidDate: null,
  refundedAmount: 0,
} satisfies z.output<typeof chargePageSchema>['content'][number];
response(chargePageSchema, { content: [chargeRow], page: 0, size: 20, totalElements: 1, totalPages: 1, capped: false });
request(chargeCreateSchema, {
  title: 'Mensalidade de novembro',
  description: 'Aulas de natação, turma da manhã',
  value: 15000,
  paymentMethod: 'BOLETO',
  installments: 1,
  expirationDate: '2026-11-30',
  customer: {
    name: 'Conceição Araújo',
    document: CPF,
    email: 'conceicao@exemplo.com.br',
    phone: '(11) 98765-4321',
    countryCode: '55',
  },
});
response(chargeDetailSchema, {
  ...chargeRow,
  customerId: CLIENT_ID,
  phone: '11987654321',
  countryCode: '55',
  description: 'Aulas de natação, turma da manhã',
  paidAt: null,
  interestAmount: 0,
  activeInvoiceConfig: false,
  cnpjSeller: '11222333000181',
  chargebackDeadline: null,
  errorTimestamp: null,
  errorTransactionalResponse: null,
  cardResponse: null,
  chargesTries: [],
  refunds: [],
  refundedAmount: 0,
  refundableAmount: 15000,
  dispute: null,
  boleto: {
    digitableLine: '00190.00009 01234.567891 23456.789012 1 12340000015000',
    barcode: '00191123400000150000000001234567892345678901',
    pdfPath: `/api/charges/${CHARGE_ID}/boleto.pdf`,
  },
  pix: null,
  threeDSecureUrl: null,
  paymentLinkId: null,
  pageUrl: 'https://cofre.example/cobranca/9f2c4e1a7b3d4c5e8f6a0b1c2d3e4f5a',
  createdAt: '2026-11-02T14:35:00.000Z',
});
request(manualPaySchema, { uuidCharge: CHARGE_ID });
response(receivableListSchema, {
  content: [
    {
      uuid: '619b67d1-cb56-48ea-afc7-417ff95926a8',
      installment: 1,
      installments: 1,
      settlementDate: '2026-12-30',
      grossAmount: 15000,
      feeAmount: 349,
      netAmount: 14651,
      reversedAmount: 0,
      status: 'PENDING',
    },
  ],
});
response(splitListSchema, {
  content: [
    {
      idSplit: '1',
      executionDate: '2026-12-30',
      subSellerName: 'Estúdio Parceiro',
      providerType: 'BOLETO',
      amount: 3000,
    },
  ],
});
response(threeDSecureChallengeSchema, {
  challengeId: '136f5681-ccc3-4554-9f2d-227a80a2d5ec',
  sellerName: 'Loja Demo',
  amount: 30000,
  cardLast4: '3220',
  cardBrand: 'Visa',
  status: 'PENDING',
});
request(threeDSecureAnswerSchema, { code: '123456' });
request(disputeOpenSchema, { reasonCode: '4837' });
request(chargeExportCreateSchema, {
  status: 'ALL',
  expirationDateInitial: '2026-11-01',
  expirationDateFinal: '2026-11-30',
});
response(chargeExportSchema, {
  uuid: '69a1a47a-4440-4a8f-9239-f70f1f9535df',
  status: 'PENDING',
  email: 'admin@demo.cofre.dev',
  rows: null,
  downloadPath: null,
});

// Statement
const statementLine = {
  id: '3',
  executionDate: '2026-12-23',
  statementType: 'CREDIT_PAYMENT',
  isChargeback: false,
  isRefund: false,
  buyer: 'Conceição Araújo',
  amount: 10000,
  creditOperation: true,
  operation: 'Recebimento Cartão de Crédito - Parcela 1/3',
  tax: { amount: 349, creditOperation: false },
  uuidCharge: CHARGE_ID,
  providerType: 'CREDIT_CARD',
  subSellers: [],
} satisfies z.output<typeof chargeStatementSchema>['content'][number];
response(statementPageSchema, {
  content: [statementLine],
  page: 0,
  size: 10,
  totalElements: 1,
  totalPages: 1,
  capped: false,
});
response(chargeStatementSchema, { content: [statementLine] });

// Refunds
request(refundCreateSchema, { amount: 5000, asFraud: false });
response(refundResultSchema, {
  refund: {
    uuid: '2e7d9c4b-1a3f-4b6e-8d2c-9f0a1b2c3d4e',
    amount: 5000,
    asFraud: false,
    status: 'SUCCEEDED',
    createdAt: '2026-11-23T15:00:00.000Z',
  },
  refundedAmount: 5000,
  refundableAmount: 25000,
  status: 'PAID',
});

// Invoices
const invoice: z.output<typeof invoiceSchema> = {
  uuidInvoice: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  invoiceNumber: '2026000123',
  createdAt: '2026-11-28T10:00:00.000Z',
  status: 'AUTHORIZED',
  rejectionReason: null,
  invoiceDownloadLink: {
    pdfImageLink: `/api/charges/${CHARGE_ID}/invoices/5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d/pdf`,
    xmlImageLink: `/api/charges/${CHARGE_ID}/invoices/5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d/xml`,
  },
};
response(invoiceSchema, invoice);
response(invoiceListSchema, { content: [invoice] });
request(invoiceEmailSchema, { email: 'conceicao@exemplo.com.br' });

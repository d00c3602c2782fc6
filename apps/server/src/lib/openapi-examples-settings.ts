import {
  PROFILE_OPTIONS,
  profileOptionsSchema,
  teamUserCreateSchema,
  teamUserListSchema,
  teamUserSchema,
  teamUserUpdateSchema,
  invoiceConfigSchema,
  invoiceConfigUpdateSchema,
  sellerDefaultTaxSchema,
  sellerPaymentMethodsSchema,
} from '@cofre/contract';
import { request, response } from './openapi-example-registry.js';

// The seller's settings (spec 3): default payment methods, the boletos' fine and interest.
const methods = { defaultEnableCreditCard: true, defaultEnableBankSlip: true, defaultEnablePixPayment: false };
request(sellerPaymentMethodsSchema, methods);
response(sellerPaymentMethodsSchema, methods);

const tax = {
  bankSlipTax: { fine: { enable: true, percentage: 2 }, interest: { enable: true, percentage: 1 } },
};
request(sellerDefaultTaxSchema, tax);
response(sellerDefaultTaxSchema, tax);

response(invoiceConfigSchema, { active: true, serviceCode: '01.07', issRatePercent: 2 });
request(invoiceConfigUpdateSchema, { active: false });

const teamUser = {
  id: '3f0c2d4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  email: 'ana@loja.com.br',
  profile: 'SALE' as const,
  status: 'ACTIVE' as const,
  createdAt: '2026-11-20T13:00:00.000Z',
};
response(teamUserSchema, teamUser);
response(teamUserListSchema, { content: [teamUser] });
response(profileOptionsSchema, PROFILE_OPTIONS);
request(teamUserCreateSchema, { email: 'ana@loja.com.br', profile: 'SALE' });
request(teamUserUpdateSchema, { profile: 'MANAGER', status: 'BLOCKED' });

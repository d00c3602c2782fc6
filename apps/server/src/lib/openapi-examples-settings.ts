import {
  invitationLookupRequestSchema,
  invitationSchema,
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
  twoFactorEnabledRequestSchema,
  twoFactorEnabledResponseSchema,
  twoFactorGenerateResponseSchema,
  twoFactorStatusSchema,
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
  invitation: null,
};
response(teamUserSchema, teamUser);
response(teamUserListSchema, { content: [teamUser] });
response(profileOptionsSchema, PROFILE_OPTIONS);
request(teamUserCreateSchema, { email: 'ana@loja.com.br', profile: 'SALE' });
request(teamUserUpdateSchema, { profile: 'MANAGER', status: 'BLOCKED' });
// The invitation page (public): what the link opens.
request(invitationLookupRequestSchema, { token: 'b3f1c0d2a9e84f7c' });
response(invitationSchema, {
  email: 'ana@loja.com.br',
  store: 'Loja Exemplo',
  invitedBy: 'Marina Souza',
  expiresAt: '2026-11-27T13:00:00.000Z',
});

// 'Segurança': the user's own two-factor.
response(twoFactorStatusSchema, { enabled: true, recoveryCodesLeft: 9 });
response(twoFactorGenerateResponseSchema, {
  qrCodeUrl: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAPAAAADwAQAAAAAWLUYVAAAA',
  otpauthUri: 'otpauth://totp/Cofre:ana%40loja.com.br?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Cofre',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
});
request(twoFactorEnabledRequestSchema, { enabled: true, code: '123456' });
response(twoFactorEnabledResponseSchema, {
  enabled: true,
  recoveryCodesLeft: 10,
  recoveryCodes: [
    'k7m2-p9qx',
    'a3cd-e4fh',
    'rt5w-yz6b',
    'n8pq-2s3t',
    'u4vw-x5yz',
    'b6cd-7efg',
    'h8jk-9mna',
    'p2qr-s3tu',
    'v4wx-y5za',
    'c6de-f7gh',
  ],
});

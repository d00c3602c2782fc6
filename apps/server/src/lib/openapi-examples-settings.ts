import {
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

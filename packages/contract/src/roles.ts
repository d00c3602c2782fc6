import { z } from 'zod';

/** Every seller role the product knows (spec 1 §6, 4 §6). */
export const ROLES = [
  'SELLER_MASTER',
  'SELLER_ADMIN',
  'SELLER_BACKOFFICE',
  'SELLER_VIZUALIZATION',
  'SELLER_DASHBOARD',
  'SELLER_BUSINESS',
  'SELLER_PAYMENT_LINK',
  'SELLER_SUBSCRIPTION',
  'SELLER_SUBSCRIPTIONS',
  'SELLER_CHECKOUT',
  'SELLER_CHARGES',
  'SELLER_CLIENTS',
  'SELLER_CONFIG_PAYMENT_METHODS',
  'SELLER_CONFIG_NF',
  'SELLER_CONFIG_INTEGRATION',
  'SELLER_CONFIG_NOTIFICATION',
  'SELLER_FINANCES',
  'SELLER_ANTICIPATION',
  'SELLER_BALANCE_VISUALIZATION',
  'SELLER_REPORTS',
  /** Submits Pix payments out of the account (D21: a payments role of its own). */
  'SELLER_PAYMENTS',
  /** Approves (and so pays) Pix payments others submitted (D3). */
  'SELLER_PAYMENTS_APPROVER',
] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Marker returned instead of roles when the sign-in still needs its second factor. */
export const TWO_FACTOR_AUTH = 'TWO_FACTOR_AUTH' as const;
export type SessionRole = Role | typeof TWO_FACTOR_AUTH;

import { z } from 'zod';
import type { Feature } from './features.js';
import type { Role } from './roles.js';

const MAB = ['SELLER_MASTER', 'SELLER_ADMIN', 'SELLER_BACKOFFICE'] as const satisfies readonly Role[];

interface CapabilityRule {
  roles: readonly Role[];
  /** A toggle the seller must have on, besides the role. */
  feature?: Feature;
  /** A toggle that switches the capability off when the seller has it. */
  withoutFeature?: Feature;
}

/**
 * What a server route declares (`config.permission`), mandatory on every /api route: 'public' (no
 * session: sign-in, reset, health, the 3-D Secure page), 'authenticated' (any signed-in user: the
 * notification centre, toggles, terms) or a capability of the matrix below.
 */
export type RoutePermission = 'public' | 'authenticated' | { capability: Capability; feature?: Feature };

/**
 * The one permission matrix. Every server route and every web route names one of these.
 * Sources: spec 1 §2.1/§6, spec 2 §6, spec 3 route table/§6, spec 4 §2/§6, D17.
 */
export const CAPABILITIES = {
  'home.view': { roles: [...MAB, 'SELLER_DASHBOARD'] },
  'paymentLinks.manage': { roles: [...MAB, 'SELLER_PAYMENT_LINK'] },
  'subscriptions.manage': { roles: [...MAB, 'SELLER_SUBSCRIPTIONS'] },
  'subscriptions.importButton': { roles: [...MAB, 'SELLER_SUBSCRIPTION'] },
  'checkout.manage': { roles: [...MAB, 'SELLER_CHECKOUT'] },
  // Reading plans: whoever manages them, and whoever sells on them (subscription links, imports).
  'plans.read': { roles: [...MAB, 'SELLER_CHECKOUT', 'SELLER_PAYMENT_LINK', 'SELLER_SUBSCRIPTIONS'] },
  'charges.read': { roles: [...MAB, 'SELLER_CHARGES'] },
  'charges.write': { roles: [...MAB, 'SELLER_CHARGES'] },
  'charges.statement': { roles: ['SELLER_FINANCES'] },
  // Spec 1 §6: statement data (fee, net amount, settlement dates) is SELLER_FINANCES' (the Recebíveis block).
  'charges.receivables': { roles: ['SELLER_FINANCES'] },
  'charges.invoices': { roles: [...MAB, 'SELLER_CONFIG_NF'] },
  // Spec 1 §6: refunds need view_seller_refund and not view_disable_refund.
  'charges.refund': {
    roles: [...MAB, 'SELLER_CHARGES'],
    feature: 'view_seller_refund',
    withoutFeature: 'view_disable_refund',
  },
  'charges.split': { roles: ['SELLER_ADMIN'], feature: 'view_split_subseller_payment_link' },
  'cards.manage': { roles: MAB, feature: 'view_seller_banking_cards' },
  // D21: paying money out of the account needs MASTER, ADMIN or BACKOFFICE; SELLER_SUBSCRIPTIONS never grants it.
  'payments.manage': {
    roles: [...MAB, 'SELLER_PAYMENTS', 'SELLER_PAYMENTS_APPROVER'],
    feature: 'view_accounts_payable_2',
  },
  // D3: approving (and so paying) a Pix payment; nobody approves one they submitted (the server's rule).
  'payments.approve': {
    roles: ['SELLER_MASTER', 'SELLER_ADMIN', 'SELLER_PAYMENTS_APPROVER'],
    feature: 'view_accounts_payable_2',
  },
  // D3: whether Pix payments need a second person is the administrator's decision.
  'payments.policy': { roles: ['SELLER_MASTER', 'SELLER_ADMIN'], feature: 'view_accounts_payable_2' },
  'clients.read': { roles: [...MAB, 'SELLER_CLIENTS'] },
  'clients.write': { roles: [...MAB, 'SELLER_CLIENTS'] },
  'clients.subscriptionsTab': { roles: [...MAB, 'SELLER_SUBSCRIPTIONS'] },
  'clients.chargesTab': { roles: [...MAB, 'SELLER_CHARGES'] },
  'settings.view': {
    roles: [
      ...MAB,
      'SELLER_CONFIG_PAYMENT_METHODS',
      'SELLER_CONFIG_NF',
      'SELLER_CONFIG_INTEGRATION',
      'SELLER_CONFIG_NOTIFICATION',
      'SELLER_CHARGES',
      'SELLER_CLIENTS',
    ],
  },
  // D20: the banking-account pages (/ativar-pj, /dados-conta, /pix-config); never the notification-settings role.
  'settings.banking': { roles: MAB },
  'settings.notifications': { roles: [...MAB, 'SELLER_CONFIG_NOTIFICATION'] },
  'settings.paymentMethods': { roles: [...MAB, 'SELLER_CONFIG_PAYMENT_METHODS'] },
  'settings.security': {
    roles: [...MAB, 'SELLER_CONFIG_PAYMENT_METHODS', 'SELLER_CLIENTS', 'SELLER_CHARGES'],
  },
  'settings.invoice': { roles: [...MAB, 'SELLER_CONFIG_NF'] },
  'settings.integration': { roles: [...MAB, 'SELLER_CONFIG_INTEGRATION'] },
  'subSellers.manage': { roles: MAB },
  'finance.view': { roles: ['SELLER_ADMIN', 'SELLER_BACKOFFICE', 'SELLER_FINANCES'] },
  'finance.withdraw': {
    roles: ['SELLER_ADMIN', 'SELLER_BACKOFFICE', 'SELLER_FINANCES'],
    feature: 'view_seller_finance',
  },
  'finance.anticipation': { roles: ['SELLER_ADMIN', 'SELLER_ANTICIPATION'] },
  'balance.view': {
    roles: ['SELLER_FINANCES', 'SELLER_ADMIN', 'SELLER_BACKOFFICE', 'SELLER_BALANCE_VISUALIZATION'],
    feature: 'view_seller_balance',
  },
  'dashboard.createCharge': { roles: ['SELLER_ADMIN', 'SELLER_PAYMENT_LINK'] },
  'reports.view': { roles: ['SELLER_ADMIN', 'SELLER_BACKOFFICE', 'SELLER_REPORTS'] },
  'users.manage': { roles: ['SELLER_ADMIN', 'SELLER_BACKOFFICE'], feature: 'view_create_users' },
  'terms.accept': { roles: ['SELLER_ADMIN'] },
  'seller.fraudFlag': { roles: ['SELLER_ADMIN'] },
  // Sandbox controls that move money (simulate a payment, open/win/lose a dispute): the seller's administrator only.
  'sandbox.simulate': { roles: ['SELLER_ADMIN'] },
  'shell.sellerBadge': { roles: ['SELLER_ADMIN', 'SELLER_VIZUALIZATION', 'SELLER_BACKOFFICE'] },
} as const satisfies Record<string, CapabilityRule>;

export type Capability = keyof typeof CAPABILITIES;
export const capabilitySchema = z.enum(Object.keys(CAPABILITIES) as [Capability, ...Capability[]]);

/** What a permission check needs to know about the signed-in user. */
export interface Grant {
  roles: readonly string[];
  features: readonly string[];
}

export function hasAnyRole(grant: Grant, roles: readonly Role[]): boolean {
  return roles.some((role) => grant.roles.includes(role));
}

export function hasFeature(grant: Grant, feature: Feature | undefined): boolean {
  return feature === undefined || grant.features.includes(feature);
}

/** Why a grant fails a capability, or null when it passes. */
export function denial(grant: Grant, capability: Capability, feature?: Feature): 'role' | 'feature' | null {
  const rule: CapabilityRule = CAPABILITIES[capability];
  if (!hasAnyRole(grant, rule.roles)) return 'role';
  if (!hasFeature(grant, rule.feature) || !hasFeature(grant, feature)) return 'feature';
  if (rule.withoutFeature && grant.features.includes(rule.withoutFeature)) return 'feature';
  return null;
}

export function can(grant: Grant, capability: Capability, feature?: Feature): boolean {
  return denial(grant, capability, feature) === null;
}

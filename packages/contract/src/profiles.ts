import { z } from 'zod';
import type { Role } from './roles.js';

export const PROFILES = ['ADMIN', 'MANAGER', 'FINANCE', 'SUPERVISOR', 'SALE'] as const;
export const profileSchema = z.enum(PROFILES);
export type Profile = z.infer<typeof profileSchema>;

/**
 * Company profiles and the roles they grant (spec 1 §6, spec 3 §6). 'Notifications view' is the
 * notification centre, which every signed-in user has: it grants no role (D20, docs/decisions.md).
 */
export const PROFILE_ROLES: Record<Profile, readonly Role[]> = {
  ADMIN: [
    'SELLER_ADMIN',
    'SELLER_DASHBOARD',
    'SELLER_FINANCES',
    'SELLER_ANTICIPATION',
    'SELLER_BALANCE_VISUALIZATION',
    'SELLER_REPORTS',
  ],
  MANAGER: [
    'SELLER_DASHBOARD',
    'SELLER_PAYMENT_LINK',
    'SELLER_SUBSCRIPTIONS',
    'SELLER_CHARGES',
    'SELLER_CLIENTS',
    'SELLER_FINANCES',
    'SELLER_BALANCE_VISUALIZATION',
    'SELLER_REPORTS',
    'SELLER_ANTICIPATION',
  ],
  FINANCE: [
    'SELLER_DASHBOARD',
    'SELLER_CLIENTS',
    'SELLER_FINANCES',
    'SELLER_BALANCE_VISUALIZATION',
    'SELLER_REPORTS',
    'SELLER_ANTICIPATION',
    'SELLER_PAYMENTS',
  ],
  SUPERVISOR: ['SELLER_PAYMENT_LINK', 'SELLER_CHARGES', 'SELLER_CLIENTS'],
  SALE: ['SELLER_PAYMENT_LINK', 'SELLER_CHARGES', 'SELLER_CLIENTS'],
};

export const PROFILE_LABELS: Record<Profile, string> = {
  ADMIN: 'Administrador',
  MANAGER: 'Gerente',
  FINANCE: 'Financeiro',
  SUPERVISOR: 'Supervisor',
  SALE: 'Vendas',
};

export function rolesOfProfile(profile: Profile): Role[] {
  return [...PROFILE_ROLES[profile]];
}

import { z } from 'zod';

/** Feature toggles, per seller data (D9). */
export const FEATURES = [
  'view_seller_home',
  'view_seller_payment_link',
  'view_seller_create_payment_link',
  'view_seller_payment_link_edit',
  'view_checkout_create_order_by_fast_link',
  'view_fast_payment_link',
  'view_payment_link_metadata',
  'view_new_preview_payment_link',
  'view_seller_full_instalments',
  'view_split_subseller_payment_link',
  'view_seller_banking_cards',
  'block_items_credit_card',
  'view_accounts_payable_2',
  'view_create_users',
  'view_charge_installments',
  'view_seller_refund',
  'view_disable_refund',
  'view_seller_finance',
  'view_seller_balance',
  'view_balance_anticipation',
] as const;
export const featureSchema = z.enum(FEATURES);
export type Feature = z.infer<typeof featureSchema>;

/** Toggles the demo seller does not get: they restrict rather than enable. */
export const RESTRICTIVE_FEATURES: readonly Feature[] = ['block_items_credit_card', 'view_disable_refund'];

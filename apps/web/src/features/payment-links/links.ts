import { generatePath } from 'react-router';
import { findRoute, type PaymentLinkType } from '@cofre/contract';

/** Paths come from the contract's route table, so a renamed route cannot leave a dead link here. */
export const PAYMENT_LINKS_PATH = findRoute('paymentLinks').path;
export const FAST_LINK_PATH = findRoute('fastLink').path;

/** The create route's `:kind` in the spec's words, per link type (spec 2 §2). */
export const KIND_OF_TYPE: Record<PaymentLinkType, string> = {
  ORDER: 'cobranca-pontual',
  SUBSCRIPTION: 'assinatura-customizada',
  FAST_ORDER: 'link-rapido',
};

export function typeOfKind(kind: string | undefined): PaymentLinkType | null {
  const entry = Object.entries(KIND_OF_TYPE).find(([, value]) => value === kind);
  return entry ? (entry[0] as PaymentLinkType) : null;
}

export const createLinkPath = (type: PaymentLinkType) =>
  generatePath(findRoute('paymentLinkCreate').path, { kind: KIND_OF_TYPE[type] });

export const editLinkPath = (id: string) => generatePath(findRoute('paymentLinkEdit').path, { id });

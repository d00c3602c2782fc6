import { z } from 'zod';
import { pageOf } from './paging.js';

export const NOTIFICATION_TYPES = [
  'NOTIFICATION_PAYMENT_MADE',
  'NOTIFICATION_RECOVERED_DEFAULTS',
  'NOTIFICATION_PAYMENT_LATE',
  'NOTIFICATION_REPORT_READY',
  'NOTIFICATION_DISPUTE_OPENED',
  'NOTIFICATION_DISPUTE_WON',
  'NOTIFICATION_CHARGEBACK',
  /** A report (CSV export) could not be built after its retries. */
  'NOTIFICATION_REPORT_FAILED',
  /** A charge was fully refunded while its invoice stays authorised: the seller decides whether to cancel it. */
  'NOTIFICATION_INVOICE_OF_REFUNDED_CHARGE',
  /** An invoice the municipal system never answered for, after every try: 'Emitir Novamente' sends it again. */
  'NOTIFICATION_INVOICE_FAILED',
  /** A refund was refused by the acquirer after it had been accepted as in processing. */
  'NOTIFICATION_REFUND_FAILED',
  /** A withdrawal the bank could not credit (e.g. a closed account): the money is back in the balance. */
  'NOTIFICATION_TRANSFER_FAILED',
  /** The bank decided the PJ account's analysis (`event`: ACTIVE or FAILED, with `part` and `reason` when FAILED). */
  'NOTIFICATION_BANKING_ACCOUNT',
  /**
   * What the billing engine or the seller did to a subscription (`event`: SUBSCRIBED, ACTIVATED,
   * DEFAULTED, RECOVERED, CANCELLED, EXPIRED, REACTIVATED), with `subscription`, `buyer` and `plan`.
   */
  'NOTIFICATION_SUBSCRIPTION',
  /**
   * A Pix payment out of the account (`event`: AWAITING_APPROVAL to the users who may approve it;
   * FAILED when the bank refused it or a scheduled one could not be paid, with `reason`), with
   * `uuid`, `amount` (centavos) and `recipient`.
   */
  'NOTIFICATION_PIX_PAYMENT',
  /** The same events as NOTIFICATION_PIX_PAYMENT for a boleto payment; `recipient` is the payee. */
  'NOTIFICATION_BOLETO_PAYMENT',
  /**
   * A CNAB batch (`event`: AWAITING_APPROVAL to the users who may approve it; COMPLETED to the whole
   * seller once every line has its outcome, with `paid` and `failed` counts), with `uuid`, `amount`
   * (the batch's total, centavos) and `recipient` (the file's name).
   */
  'NOTIFICATION_PAYMENT_BATCH',
] as const;

/** The subscription events a NOTIFICATION_SUBSCRIPTION names (its `event` variable). */
export const SUBSCRIPTION_EVENTS = [
  'SUBSCRIBED',
  'ACTIVATED',
  'DEFAULTED',
  'RECOVERED',
  'CANCELLED',
  'EXPIRED',
  'REACTIVATED',
] as const;
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationVariableSchema = z.object({ name: z.string(), value: z.string() });

export const notificationSchema = z.object({
  id: z.string(),
  notificationPanelType: notificationTypeSchema,
  variablesResponse: z.array(notificationVariableSchema),
  /** Seconds between the notification and now, from the server clock. */
  timeDiff: z.number().int(),
  notifiedAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pageOf(notificationSchema);
/** Drawer paging (spec 1 §4, §9); maxSize is the largest page the server serves. */
export const NOTIFICATION_PAGING = { initialSize: 10, step: 2, maxSize: 100 } as const;

export const notificationQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(NOTIFICATION_PAGING.maxSize).default(NOTIFICATION_PAGING.initialSize),
});
/**
 * The unread count stops at this number: the bell shows '9+' from ten and the drawer '99+' here, so
 * counting on would read every notification a seller ever had, on every poll of every open tab.
 */
export const UNREAD_QUANTITY_CAP = 100;
export const unreadQuantitySchema = z.object({ quantity: z.number().int().min(0).max(UNREAD_QUANTITY_CAP) });

export const WHATSAPP_DEFAULT_COUNTRY_CODE = '55';

export function variable(notification: Pick<Notification, 'variablesResponse'>, name: string): string {
  return notification.variablesResponse.find((entry) => entry.name === name)?.value ?? '';
}

export function unreadBadge(quantity: number): string | null {
  if (quantity <= 0) return null;
  return quantity > 9 ? '9+' : String(quantity);
}

/** wa.me link for a phone given as digits, adding the Brazilian code when it is missing. */
export function whatsAppLink(phoneDigits: string): string {
  const digits = phoneDigits.replace(/\D/g, '');
  const withCountry = digits.length <= 11 ? `${WHATSAPP_DEFAULT_COUNTRY_CODE}${digits}` : digits;
  return `https://wa.me/${withCountry}`;
}

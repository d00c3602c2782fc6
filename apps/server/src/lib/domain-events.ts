import type { Cents, PaymentMethod } from '@cofre/contract';
import type { Tx } from '../db/client.js';

/**
 * What a module announces, by name, with what it tells. A module announces what happened to its own
 * records; the modules above it in the layering (docs/architecture.md, "Modules") react, so the
 * announcing module never imports them. Payloads are plain data (ids, centavos, dates), so this file
 * imports no module and any module may react.
 */
export interface DomainEventPayloads {
  /**
   * A charge was paid through the platform (card, boleto, Pix) and its money is booked: announced by
   * `charges/payment.ts` `settlePayment` after the ledger entry, the move to PAID and the seller's
   * notification, in that transaction and under the charge's row lock.
   */
  'charge.paid': {
    chargeId: string;
    sellerId: string;
    /** The charge's value; `amount` adds the late interest of a boleto. */
    value: Cents;
    amount: Cents;
    paymentMethod: PaymentMethod;
    /** The payment link the buyer paid through, if any. */
    paymentLinkId: string | null;
    /** The subscription whose cycle the charge bills, if any. */
    subscriptionId: string | null;
    paidAt: Date;
    /** São Paulo business date of the payment. */
    paidDate: string;
  };
  /** An open charge passed its due date unpaid and became LATE (`charges/jobs.ts` markLateCharges). */
  'charge.late': {
    chargeId: string;
    sellerId: string;
    subscriptionId: string | null;
    lateAt: Date;
  };
}

export type DomainEventName = keyof DomainEventPayloads;

/** Runs in the announcing transaction: what it writes commits or rolls back with the announcement. */
export type DomainEventHandler<N extends DomainEventName> = (tx: Tx, payload: DomainEventPayloads[N]) => Promise<void>;

/**
 * The in-process event bus, one per AppContext (`ctx.events`). Handlers are registered once, at
 * wiring (`context-factory.ts`, each reacting module's `subscribe…` function), never per request.
 *
 * `publish` runs every handler of the event one after the other, awaited, in registration order and
 * in the caller's transaction: nothing is queued or retried, so what a handler writes is atomic with
 * what the announcer wrote, its locks are taken at the point of the announcement (the lock order of
 * `charges/transition.ts` holds), and a handler that throws rolls the whole transaction back.
 * Handlers never call the network (transactions never hold network calls); one that must, queues a
 * job with `ctx.jobs.send(name, data, tx)` or writes a row its sweep picks up.
 */
export class DomainEvents {
  /** One list per event name (a new event must be added here too; the compiler says so). */
  private readonly handlers: { [N in DomainEventName]: Array<DomainEventHandler<N>> } = {
    'charge.paid': [],
    'charge.late': [],
  };

  on<N extends DomainEventName>(name: N, handler: DomainEventHandler<N>): this {
    const list: Array<DomainEventHandler<N>> = this.handlers[name];
    list.push(handler);
    return this;
  }

  async publish<N extends DomainEventName>(tx: Tx, name: N, payload: DomainEventPayloads[N]): Promise<void> {
    const list: Array<DomainEventHandler<N>> = this.handlers[name];
    for (const handler of list) await handler(tx, payload);
  }
}

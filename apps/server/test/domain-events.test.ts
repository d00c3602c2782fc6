import { describe, expect, it } from 'vitest';
import { cents } from '@cofre/contract';
import type { Tx } from '../src/db/client.js';
import { DomainEvents, type DomainEventPayloads } from '../src/lib/domain-events.js';

const paid: DomainEventPayloads['charge.paid'] = {
  chargeId: '0b0f4c1e-8a4a-4b8e-9d53-2f3c0d8e9a11',
  sellerId: '5f1d7c1e-2b3c-4d5e-8f90-1a2b3c4d5e6f',
  value: cents(10_000),
  amount: cents(10_200),
  paymentMethod: 'BOLETO',
  paymentLinkId: null,
  subscriptionId: null,
  paidAt: new Date('2026-03-02T13:00:00Z'),
  paidDate: '2026-03-02',
};

/** A stand-in for the transaction: the bus only hands it on. */
const tx = { name: 'the announcing transaction' } as unknown as Tx;

describe('domain events', () => {
  it('runs every handler in registration order, each awaited before the next, with the same transaction', async () => {
    const events = new DomainEvents();
    const seen: string[] = [];
    events
      .on('charge.paid', async (given, payload) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        seen.push(`first ${payload.amount} ${given === tx}`);
      })
      .on('charge.paid', async (given, payload) => {
        seen.push(`second ${payload.chargeId} ${given === tx}`);
      });
    await events.publish(tx, 'charge.paid', paid);
    expect(seen).toEqual(['first 10200 true', `second ${paid.chargeId} true`]);
  });

  it('does nothing for an event nobody reacts to', async () => {
    await expect(new DomainEvents().publish(tx, 'charge.paid', paid)).resolves.toBeUndefined();
  });

  it("rejects with a handler's error and runs no later handler (the caller's transaction rolls back)", async () => {
    const events = new DomainEvents();
    const seen: string[] = [];
    events
      .on('charge.paid', async () => {
        throw new Error('no invoice');
      })
      .on('charge.paid', async () => {
        seen.push('second');
      });
    await expect(events.publish(tx, 'charge.paid', paid)).rejects.toThrow('no invoice');
    expect(seen).toEqual([]);
  });
});

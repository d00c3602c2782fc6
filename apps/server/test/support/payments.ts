import { FEATURES, RESTRICTIVE_FEATURES, type ChargeDetail, type SessionResponse } from '@cofre/contract';
import { releaseReceivables } from '../../src/modules/charges/index.js';
import { createSeller, createUser } from '../../src/ops/commands.js';
import { DEMO_PASSWORD } from '../../src/ops/seed.js';
import type { TestApp } from './app.js';
import { activateAccount } from './banking.js';
import { caller, chargeInput } from './charges.js';

export interface PayingSeller {
  sellerId: string;
  /** Two administrators (each may approve the other's payments), a FINANCE user who submits only, a SALE user without the area. */
  admin: SessionResponse;
  admin2: SessionResponse;
  finance: SessionResponse;
  sale: SessionResponse;
}

/** A seller of its own with an ACTIVE PJ account, every toggle on and four users (docs/payments.md's roles). */
export async function payingSeller(
  t: TestApp,
  seller: { name: string; document: string; domain: string },
): Promise<PayingSeller> {
  const features = FEATURES.filter((feature) => !RESTRICTIVE_FEATURES.includes(feature));
  const created = await createSeller(t.ctx, { ...seller, email: `contato@${seller.domain}`, features });
  const user = async (local: string, profile: string) => {
    const email = `${local}@${seller.domain}`;
    await createUser(t.ctx, { sellerId: created.id, email, profile, password: DEMO_PASSWORD, name: local });
    return t.signIn(email);
  };
  const admin = await user('admin', 'ADMIN');
  await activateAccount(t, admin);
  return {
    sellerId: created.id,
    admin,
    admin2: await user('admin2', 'ADMIN'),
    finance: await user('financeiro', 'FINANCE'),
    sale: await user('vendas', 'SALE'),
  };
}

/** A paid Pix charge, released to the available balance (Pix settles the same day). */
export async function fund(t: TestApp, session: SessionResponse, value: number): Promise<void> {
  const call = caller(t);
  const created: ChargeDetail = (
    await call(session, 'POST', '/api/charges', chargeInput({ value, paymentMethod: 'PIX' }))
  ).json();
  await call(session, 'POST', `/api/sandbox/charges/${created.uuid}/payments`);
  await releaseReceivables(t.ctx);
}

// Runs before a server opens the data directory (PGlite is single-process): demo seed plus
// the sellers and notifications the browser tests need.
import pino from 'pino';
import { configFromEnv } from '../../apps/server/src/config.js';
import { createContext } from '../../apps/server/src/context-factory.js';
import { jobDefinitions } from '../../apps/server/src/jobs/definitions.js';
import { createNotification } from '../../apps/server/src/modules/notifications/service.js';
import { createSeller, createUser, setBlock, setTwoFactor } from '../../apps/server/src/ops/commands.js';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, seedDemo } from '../../apps/server/src/ops/seed.js';
import { createCharge } from '../../apps/server/src/modules/charges/service.js';
import { acceptTerms } from '../../apps/server/src/modules/sellers/service.js';
import type { Session } from '../../apps/server/src/plugins/types.js';
import { FEATURES, RESTRICTIVE_FEATURES } from '@cofre/contract';

const ctx = await createContext({ ...configFromEnv(), worker: false }, pino({ level: 'warn' }));
await ctx.jobs.start(jobDefinitions(ctx));
// Fewer demo charges and subscriptions than `npm start` makes: enough to page and filter, and every
// kind of subscriber (on time, late, stopped, cancelled: they repeat every 12), quicker to prepare
// (120 subscriptions' twelve months of cycles were 9 of the seed's 29 s).
const DEMO_E2E_CHARGES = 400;
const DEMO_E2E_SUBSCRIPTIONS = 24;
const { seller } = await seedDemo(ctx, { charges: DEMO_E2E_CHARGES, subscriptions: DEMO_E2E_SUBSCRIPTIONS });
const features = FEATURES.filter((feature) => !RESTRICTIVE_FEATURES.includes(feature));
await createUser(ctx, {
  sellerId: seller.id,
  email: 'reset@e2e.cofre.dev',
  profile: 'SALE',
  password: 'senha-antiga-1',
});
// security.spec.ts turns two-factor on and off for this user, so no other test's sign-in changes.
await createUser(ctx, {
  sellerId: seller.id,
  email: 'dois-fatores@e2e.cofre.dev',
  profile: 'MANAGER',
  password: DEMO_PASSWORD,
});

// cards.spec.ts reveals a card's data with this administrator's authenticator code: its own user,
// so no other test's sign-in spends the same code step.
await createUser(ctx, {
  sellerId: seller.id,
  email: 'cartoes@e2e.cofre.dev',
  profile: 'ADMIN',
  password: DEMO_PASSWORD,
});
await setTwoFactor(ctx, 'cartoes@e2e.cofre.dev', DEMO_TOTP_SECRET);

// The drawer test's own seller, so the demo seller's real notifications do not change its counts:
// 13 real charges, 12 'paid' notifications and one 'late' one pointing at them.
const notified = await createSeller(ctx, {
  name: 'Loja Notificações',
  document: '11.444.777/0001-61',
  email: 'contato@notificacoes.dev',
  features,
});
const notifiedAdmin = await createUser(ctx, {
  sellerId: notified.id,
  email: 'notificacoes@e2e.cofre.dev',
  profile: 'ADMIN',
  password: DEMO_PASSWORD,
});
await acceptTerms(ctx, { sellerId: notified.id, userId: notifiedAdmin.id } as Session, '127.0.0.1');
/** The notified seller's i-th Pix charge: 'Pedido {i + 1}' to 'Cliente {i + 1}'. */
const pixCharge = (i: number) =>
  createCharge(ctx, notified.id, {
    title: `Pedido ${i + 1}`,
    value: 15_000 + i * 100,
    paymentMethod: 'PIX',
    installments: 1,
    expirationDate: '2030-12-31',
    customer: {
      name: `Cliente ${i + 1}`,
      document: '52998224725',
      email: 'cliente@exemplo.com',
      phone: '11987654321',
      countryCode: '55',
    },
  });
const paidChargeIds: string[] = [];
for (let i = 0; i < 12; i++) paidChargeIds.push(await pixCharge(i));
const lateChargeId = await pixCharge(12);
const now = ctx.clock.now().getTime();
for (const [i, uuid] of paidChargeIds.entries()) {
  await createNotification(ctx.db, new Date(now - (20 - i) * 60_000), {
    sellerId: notified.id,
    type: 'NOTIFICATION_PAYMENT_MADE',
    variables: { uuid, buyer: `Cliente ${i + 1}`, amount: String(15_000 + i * 100) },
  });
}
await createNotification(ctx.db, new Date(now - 60_000), {
  sellerId: notified.id,
  userId: notifiedAdmin.id,
  type: 'NOTIFICATION_PAYMENT_LATE',
  variables: {
    uuid: lateChargeId,
    buyer: 'Maria Souza',
    amount: '25990',
    date: '2026-11-20',
    whatsApp: '11987654321',
  },
});

const blocked = await createSeller(ctx, {
  name: 'Loja Bloqueada ME',
  document: '45.723.174/0001-10',
  email: 'contato@bloqueada.dev',
  features,
});
const blockedAdmin = await createUser(ctx, {
  sellerId: blocked.id,
  email: 'bloqueado@e2e.cofre.dev',
  profile: 'ADMIN',
  password: 'senha-bloqueada-1',
});
await setBlock(ctx, blocked.id, 'Documentação pendente');
await acceptTerms(ctx, { sellerId: blocked.id, userId: blockedAdmin.id } as Session, '127.0.0.1');

// No terms acceptance for this seller: its users meet the terms modal.
const pending = await createSeller(ctx, {
  name: 'Loja Termos Pendentes',
  document: '06.990.590/0001-23',
  email: 'contato@termos.dev',
  features,
});
await createUser(ctx, {
  sellerId: pending.id,
  email: 'termos-admin@e2e.cofre.dev',
  profile: 'ADMIN',
  password: 'senha-termos-1',
});
await createUser(ctx, {
  sellerId: pending.id,
  email: 'termos-vendas@e2e.cofre.dev',
  profile: 'SALE',
  password: 'senha-termos-1',
});

// banking-account.spec.ts's own seller: it sends its PJ account to the sandbox bank (refused, then
// approved), which the demo seller's account never sees.
const pjSeller = await createSeller(ctx, {
  name: 'Loja Conta PJ',
  document: '27.283.941/0001-36',
  email: 'contato@contapj.dev',
  features,
});
const pjAdmin = await createUser(ctx, {
  sellerId: pjSeller.id,
  email: 'contapj@e2e.cofre.dev',
  profile: 'ADMIN',
  password: DEMO_PASSWORD,
});
await acceptTerms(ctx, { sellerId: pjSeller.id, userId: pjAdmin.id } as Session, '127.0.0.1');

await ctx.jobs.stop();
await ctx.database.close();

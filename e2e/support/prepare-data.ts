// Runs before a server opens the data directory (PGlite is single-process): demo seed plus
// the sellers and notifications the browser tests need.
import pino from 'pino';
import { configFromEnv } from '../../apps/server/src/config.js';
import { createContext } from '../../apps/server/src/context-factory.js';
import { jobDefinitions } from '../../apps/server/src/jobs/definitions.js';
import { createNotification } from '../../apps/server/src/modules/notifications/service.js';
import { createSeller, createUser, setBlock } from '../../apps/server/src/ops/commands.js';
import { seedDemo } from '../../apps/server/src/ops/seed.js';
import { acceptTerms } from '../../apps/server/src/modules/sellers/service.js';
import type { Session } from '../../apps/server/src/plugins/types.js';
import { FEATURES, RESTRICTIVE_FEATURES } from '@cofre/contract';

const ctx = await createContext({ ...configFromEnv(), worker: false }, pino({ level: 'warn' }));
await ctx.jobs.start(jobDefinitions(ctx));
const { seller, users } = await seedDemo(ctx);
const features = FEATURES.filter((feature) => !RESTRICTIVE_FEATURES.includes(feature));
await createUser(ctx, {
  sellerId: seller.id,
  email: 'reset@e2e.cofre.dev',
  profile: 'SALE',
  password: 'senha-antiga-1',
});

const now = ctx.clock.now().getTime();
for (let i = 0; i < 12; i++) {
  await createNotification(ctx.db, new Date(now - (20 - i) * 60_000), {
    sellerId: seller.id,
    type: 'NOTIFICATION_PAYMENT_MADE',
    variables: {
      uuid: `a1b2c3d4-0000-4000-8000-${String(i).padStart(12, '0')}`,
      buyer: `Cliente ${i + 1}`,
      amount: String(15_000 + i * 100),
    },
  });
}
await createNotification(ctx.db, new Date(now - 60_000), {
  sellerId: seller.id,
  userId: users[0].id,
  type: 'NOTIFICATION_PAYMENT_LATE',
  variables: {
    uuid: 'a1b2c3d4-0000-4000-8000-999999999999',
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

await ctx.jobs.stop();
await ctx.database.close();

import { count, eq, sql } from 'drizzle-orm';
import { FEATURES, RESTRICTIVE_FEATURES, type Profile } from '@cofre/contract';
import type { AppContext } from '../context.js';
import { sellers, termsAcceptances } from '../modules/sellers/index.js';
import { DEMO_CLIENT_COUNT, insertDemoClients } from './demo-clients.js';
import { DEMO_CHARGE_COUNT, seedDemoCharges } from './demo-charges.js';
import { createSeller, createUser, publishTerms, setTwoFactor } from './commands.js';
import { DEMO_SUBSCRIPTION_COUNT, seedDemoSubscriptions } from './demo-subscriptions.js';
import { seedDemoLinks } from './demo-links.js';
import { seedDemoSplit } from './demo-split.js';
import { seedDemoBankingAccount, seedDemoNewSeller } from './demo-banking.js';
import { seedDemoCards } from './demo-cards.js';
import { seedDemoPayments } from './demo-payments.js';
import { markDemoHistoryRead } from './demo-notifications.js';
import { withGenericPlans } from './seed-plans.js';
import { theRow } from '../lib/rows.js';
import { payoutAccounts, sellerFinanceSettings } from '../modules/finance/index.js';

export const DEMO_PASSWORD = 'cofre-demo-2026';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
export const DEMO_SELLER = {
  name: 'Loja Demonstração Ltda',
  document: '11222333000181',
  email: 'contato@demo.cofre.dev',
  address: {
    zipCode: '01310200',
    street: 'Avenida Paulista',
    number: '1578',
    complement: '',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    country: 'BR',
  },
};
export const DEMO_USERS: Array<{ email: string; profile: Profile; twoFactor?: boolean }> = [
  { email: 'admin@demo.cofre.dev', profile: 'ADMIN' },
  { email: 'gerente@demo.cofre.dev', profile: 'MANAGER' },
  { email: 'financeiro@demo.cofre.dev', profile: 'FINANCE' },
  { email: 'supervisor@demo.cofre.dev', profile: 'SUPERVISOR' },
  { email: 'vendas@demo.cofre.dev', profile: 'SALE' },
  { email: 'seguro@demo.cofre.dev', profile: 'ADMIN', twoFactor: true },
];
/** The demo seller's payout bank account (Itaú, a checking account; docs/sandbox.md). */
export const DEMO_PAYOUT_ACCOUNT = {
  bankCode: '341',
  agency: '0001',
  agencyDigit: null,
  account: '12345',
  accountDigit: '6',
  accountType: 'CHECKING_ACCOUNT' as const,
  holderName: DEMO_SELLER.name,
  holderDocument: DEMO_SELLER.document,
};
export const DEMO_TERMS = { version: '2026-11', url: 'https://cofre.dev/termos/2026-11' };

/** The demo seller of the README, created on the first start of an empty database. */
/**
 * `charges: false` skips the demo charges (API tests make their own; they only slow the template);
 * a number seeds that many instead of DEMO_CHARGE_COUNT, and `subscriptions` that many instead of
 * DEMO_SUBSCRIPTION_COUNT.
 */
export async function seedDemo(
  ctx: AppContext,
  options: { charges?: boolean | number; subscriptions?: number; progress?: (message: string) => void } = {},
) {
  return withGenericPlans(ctx, () => seedEverything(ctx, options));
}

async function seedEverything(
  ctx: AppContext,
  options: { charges?: boolean | number; subscriptions?: number; progress?: (message: string) => void },
) {
  const progress = options.progress ?? (() => {});
  progress('criando a loja de demonstração e seus usuários');
  const seller = await createSeller(ctx, {
    ...DEMO_SELLER,
    features: FEATURES.filter((feature) => !RESTRICTIVE_FEATURES.includes(feature)),
  });
  const created: Array<{ id: string }> = [];
  for (const demo of DEMO_USERS) {
    const user = await createUser(ctx, {
      sellerId: seller.id,
      email: demo.email,
      profile: demo.profile,
      password: DEMO_PASSWORD,
    });
    if (demo.twoFactor) await setTwoFactor(ctx, demo.email, DEMO_TOTP_SECRET);
    created.push(user);
  }
  const owner = theRow(created, 'the first demo user');
  // Finance (docs/finance.md): the seller's payout account and on-demand anticipation on. The demo
  // seller stays BARTE_BANKING (the default); `UPDATE sellers SET banking_type = 'SELLER_BANKING'`
  // opens the 'include balance to be released' option.
  await ctx.db
    .insert(payoutAccounts)
    .values({ sellerId: seller.id, ...DEMO_PAYOUT_ACCOUNT, updatedAt: ctx.clock.now() });
  await ctx.db.insert(sellerFinanceSettings).values({ sellerId: seller.id, onDemandEnabled: true });
  const terms = await publishTerms(ctx, DEMO_TERMS.version, DEMO_TERMS.url);
  await ctx.db
    .insert(termsAcceptances)
    .values({ sellerId: seller.id, termsVersionId: terms.id, userId: owner.id, acceptedAt: ctx.clock.now() });
  progress('abrindo a conta PJ da loja e criando a segunda loja, sem conta PJ');
  await seedDemoBankingAccount(ctx, seller);
  await seedDemoNewSeller(ctx, DEMO_PASSWORD, terms.id);
  progress(`criando ${DEMO_CLIENT_COUNT} clientes`);
  await insertDemoClients(ctx.db, ctx.clock, seller.id, 0, DEMO_CLIENT_COUNT);
  if (options.charges !== false) {
    const count = typeof options.charges === 'number' ? options.charges : DEMO_CHARGE_COUNT;
    progress(`criando ${count} cobranças dos últimos 12 meses (cerca de um minuto)`);
    await seedDemoCharges(ctx, { sellerId: seller.id, userId: owner.id }, count, (done, total) =>
      progress(
        done < total
          ? `cobranças, pagamentos e estornos: ${Math.round((done / total) * 100)}%`
          : 'cobranças criadas; liberando recebíveis e emitindo notas fiscais',
      ),
    );
    progress('criando o checkout, os planos e os links de pagamento');
    await seedDemoLinks(ctx, { sellerId: seller.id, userId: owner.id });
    progress('criando os sub-vendedores e as vendas com split');
    await seedDemoSplit(ctx, { sellerId: seller.id, userId: owner.id });
    const subscriptions = options.subscriptions ?? DEMO_SUBSCRIPTION_COUNT;
    progress(`criando ${subscriptions} assinaturas e os ciclos cobrados nos últimos 12 meses`);
    await seedDemoSubscriptions(ctx, { sellerId: seller.id, userId: owner.id }, subscriptions);
    progress('criando os favoritos e os pagamentos Pix');
    await seedDemoPayments(ctx, seller.id);
    progress('criando os cartões corporativos');
    await seedDemoCards(ctx, seller.id);
    progress('atualizando as estatísticas do banco');
  }
  await markDemoHistoryRead(ctx, [seller.id]);
  // Fresh statistics: without them the planner guessed a handful of rows per seller and sorted
  // thousands of charges instead of walking their index.
  await ctx.db.execute(sql`ANALYZE`);
  return { seller, users: created };
}

export async function seedDemoIfEmpty(
  ctx: AppContext,
  options: { charges?: boolean | number; subscriptions?: number } = {},
): Promise<boolean> {
  const { total } = theRow(await ctx.db.select({ total: count() }).from(sellers), 'a count');
  if (total > 0) return false;
  ctx.log.info('Banco vazio: criando os dados de demonstração');
  await seedDemo(ctx, {
    charges: options.charges,
    subscriptions: options.subscriptions,
    progress: (message) => ctx.log.info(`Dados de demonstração: ${message}`),
  });
  ctx.log.info('Dados de demonstração prontos');
  return true;
}

/** Whether the demo seller of the README is in this database (the start-up line then names its admin). */
export async function demoSellerExists(ctx: AppContext): Promise<boolean> {
  const [found] = await ctx.db
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sellers.document, DEMO_SELLER.document));
  return !!found;
}

import { FEATURES, RESTRICTIVE_FEATURES } from '@cofre/contract';
import type { AppContext } from '../context.js';
import { createPixKey, finishAnalysisNow, saveBankingDraft, submitBankingAccount } from '../modules/banking/index.js';
import { termsAcceptances } from '../modules/sellers/index.js';
import { createSeller, createUser } from './commands.js';

/**
 * The second demo seller of the README: a company whose PJ account was never opened, so the
 * 'Ativar Conta PJ' wizard can be tried from the start (its CNPJ's branch 0001 is approved by the
 * sandbox bank; docs/sandbox.md).
 */
export const DEMO_NEW_SELLER = {
  name: 'Nova Loja Ltda',
  document: '27581496000190',
  email: 'contato@novaloja.cofre.dev',
  admin: 'admin@novaloja.cofre.dev',
};

/**
 * The demo seller's PJ account, opened through the same wizard, submission and sandbox analysis a
 * seller goes through: ACTIVE with its agency and number, the default Pix limits and three keys.
 */
export async function seedDemoBankingAccount(
  ctx: AppContext,
  seller: { id: string; name: string; document: string; email: string },
  options: { keys?: boolean } = {},
) {
  const address = {
    zipCode: '01310200',
    street: 'Avenida Paulista',
    number: '1578',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  };
  await saveBankingDraft(ctx, seller.id, {
    step: 1,
    company: {
      companyDocument: seller.document,
      companyName: seller.name,
      openingDate: '2015-03-10',
      mail: seller.email,
      address,
    },
  });
  await saveBankingDraft(ctx, seller.id, {
    step: 2,
    additional: {
      fantasyName: 'Loja Demo',
      url: 'https://loja.demo.cofre.dev',
      businessType: 'LTDA',
      mainActivity: '4781400',
    },
  });
  await saveBankingDraft(ctx, seller.id, {
    step: 3,
    partners: [
      {
        document: '52998224725',
        name: 'Conceição Araújo',
        type: 'PARTNER',
        date: '1985-06-01',
        email: 'conceicao@demo.cofre.dev',
        phone: '11987654321',
        address,
      },
    ],
  });
  await submitBankingAccount(ctx, seller.id);
  await finishAnalysisNow(ctx, seller.id, { tell: false });
  // Its keys, registered in the sandbox directory like any seller's: the CNPJ, an e-mail and a random key.
  if (options.keys === false) return;
  await createPixKey(ctx, seller.id, { type: 'CNPJ' });
  await createPixKey(ctx, seller.id, { type: 'EMAIL', key: 'pix@demo.cofre.dev' });
  await createPixKey(ctx, seller.id, { type: 'EVP' });
}

/** The second demo seller, its administrator (terms accepted) and nothing else. */
export async function seedDemoNewSeller(ctx: AppContext, password: string, termsVersionId: string) {
  const seller = await createSeller(ctx, {
    name: DEMO_NEW_SELLER.name,
    document: DEMO_NEW_SELLER.document,
    email: DEMO_NEW_SELLER.email,
    features: FEATURES.filter((feature) => !RESTRICTIVE_FEATURES.includes(feature)),
  });
  const admin = await createUser(ctx, {
    sellerId: seller.id,
    email: DEMO_NEW_SELLER.admin,
    profile: 'ADMIN',
    password,
  });
  await ctx.db
    .insert(termsAcceptances)
    .values({ sellerId: seller.id, termsVersionId, userId: admin.id, acceptedAt: ctx.clock.now() });
}

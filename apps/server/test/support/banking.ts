import type { SessionResponse } from '@cofre/contract';
import { createSeller, createUser } from '../../src/ops/commands.js';
import { DEMO_PASSWORD } from '../../src/ops/seed.js';
import type { TestApp } from './app.js';
import { caller } from './charges.js';

/**
 * The sandbox bank decides by the CNPJ's branch (docs/sandbox.md): 0001 approved, 0003 a partner
 * refused, 0004 lost, 0005 unanswered, 0006 slow to arrive (30 s).
 */
export const OPENING_CNPJ = {
  approved: '11.222.333/0001-81',
  partnerRefused: '11.222.333/0003-43',
  requestLost: '11.222.333/0004-24',
  answerLost: '11.222.333/0005-05',
  stalled: '11.222.333/0006-96',
};

const address = {
  zipCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
export const companyStep = (companyDocument: string) => ({
  companyDocument,
  companyName: 'Loja Demonstração Ltda',
  openingDate: '2015-03-10',
  mail: 'contato@demo.cofre.dev',
  address,
});
export const additionalStep = {
  fantasyName: 'Loja Demo',
  url: 'https://loja.demo.cofre.dev',
  businessType: 'LTDA',
  mainActivity: '4781400',
};
export const partnerOf = {
  document: '529.982.247-25',
  name: 'Conceição Araújo',
  type: 'PARTNER',
  date: '1985-06-01',
  email: 'conceicao@exemplo.com.br',
  phone: '(11) 98765-4321',
  address,
};

/** A seller of its own with an ADMIN user (the demo seller's account is seeded ACTIVE). */
export async function sellerWithAdmin(t: TestApp, seller: { name: string; document: string; email: string }) {
  const created = await createSeller(t.ctx, seller);
  const email = `admin@${seller.email.split('@')[1]}`;
  await createUser(t.ctx, { sellerId: created.id, email, profile: 'ADMIN', password: DEMO_PASSWORD });
  return t.signIn(email);
}

/** The three wizard steps saved through the API. */
export async function fillWizard(t: TestApp, session: SessionResponse, companyDocument: string) {
  const call = caller(t);
  for (const body of [
    { step: 1, company: companyStep(companyDocument) },
    { step: 2, additional: additionalStep },
    { step: 3, partners: [partnerOf] },
  ]) {
    const saved = await call(session, 'PUT', '/api/banking/account/draft', body);
    if (saved.statusCode !== 200) throw new Error(`step ${body.step}: ${saved.body}`);
  }
}

/** Fills, sends and has the sandbox bank approve the seller's PJ account at once. */
export async function activateAccount(t: TestApp, session: SessionResponse, companyDocument = OPENING_CNPJ.approved) {
  const call = caller(t);
  await fillWizard(t, session, companyDocument);
  const sent = await call(session, 'POST', '/api/banking/account/submission');
  if (sent.statusCode !== 202) throw new Error(`submission: ${sent.body}`);
  const done = await call(session, 'POST', '/api/sandbox/banking/account/analysis');
  if (done.json().status !== 'ACTIVE') throw new Error(`analysis: ${done.body}`);
}

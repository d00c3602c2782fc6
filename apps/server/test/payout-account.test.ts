import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { PAYOUT_ACCOUNT_MESSAGES, type SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { TOTP_GUARDRAILS } from '../src/modules/auth/totp.js';
import { mailOutbox } from '../src/modules/mail/tables.js';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../src/ops/seed.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller } from './support/charges.js';

// Monday 23 November 2026, 12:00 in São Paulo (withdrawals are open).
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let manager: SessionResponse;
let outsider: SessionResponse;

const bradesco = {
  bankCode: '237',
  agency: '1234',
  agencyDigit: '5',
  account: '987654',
  accountDigit: '3',
  accountType: 'CHECKING_ACCOUNT',
};
const change = (session: SessionResponse, body: object) => call(session, 'PUT', '/api/finance/payout-account', body);
const codeOf = (response: { json: () => { errors: Array<{ code: string }> } }) => response.json().errors[0]?.code;
const withdraw = (session: SessionResponse) => call(session, 'POST', '/api/sellers/transfers', { amount: 1_000 });
const totp = () =>
  generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(clock.now().getTime() / 1000), guardrails: TOTP_GUARDRAILS });

/** The two-factor demo admin, through the challenge. */
async function signInSecure(): Promise<SessionResponse> {
  const challenge = await t.app.inject({
    method: 'POST',
    url: '/api/public/auth/sign-in',
    payload: { email: 'seguro@demo.cofre.dev', password: DEMO_PASSWORD },
  });
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/twofactor/verify',
    headers: { authorization: `Bearer ${challenge.json().token}` },
    payload: { pin: await totp(), type: 'WEB' },
  });
  return verified.json();
}

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  manager = await t.signIn('gerente@demo.cofre.dev');
  outsider = await t.signInOutsider();
});
afterAll(() => t.close());

describe('Conta de repasse', () => {
  it('shows the account withdrawals go to, with no hold and no code asked without two-factor', async () => {
    const view = (await call(admin, 'GET', '/api/finance/payout-account')).json();
    expect(view).toMatchObject({ account: { bankCode: '341' }, withdrawalsFrom: null, stepUpRequired: false });
    expect((await call(outsider, 'GET', '/api/finance/payout-account')).json().account).toBeNull();
  });

  it('checks the bank against the list and the fields with the spec messages', async () => {
    expect(codeOf(await change(admin, { ...bradesco, bankCode: '000' }))).toBe('FIN-011');
    const short = await change(admin, { ...bradesco, agency: '12' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].description).toBe(PAYOUT_ACCOUNT_MESSAGES.minThree);
    expect((await change(admin, { ...bradesco, holderName: 'Outro' })).statusCode).toBe(400);
  });

  it('changes it, e-mails every admin, and holds withdrawals to it for 24 h', async () => {
    const changed = await change(admin, bradesco);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      account: { bankCode: '237', agency: '1234', account: '987654', holderName: 'Loja Demonstração Ltda' },
      withdrawalsFrom: new Date(clock.now().getTime() + 24 * 3_600_000).toISOString(),
    });
    const mails = await t.ctx.db
      .select({ to: mailOutbox.to, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Conta bancária de saques alterada'));
    expect(mails.map((mail) => mail.to).sort()).toEqual(['admin@demo.cofre.dev', 'seguro@demo.cofre.dev']);
    // The account is named enough to be recognised, never in full.
    expect(mails[0]!.text).toContain('***54-3');
    expect(mails[0]!.text).not.toContain('987654');

    const held = await withdraw(admin);
    expect(held.statusCode).toBe(409);
    expect(codeOf(held)).toBe('FIN-010');
    clock.advance(24 * 3_600_000 + 1_000);
    admin = await t.signIn('admin@demo.cofre.dev');
    // The hold is over: what stops it now is the empty balance, not the change.
    expect(codeOf(await withdraw(admin))).toBe('FIN-002');
  });

  it('asks a user with two-factor for a fresh authenticator code', async () => {
    const secure = await signInSecure();
    expect((await call(secure, 'GET', '/api/finance/payout-account')).json().stepUpRequired).toBe(true);
    expect(codeOf(await change(secure, bradesco))).toBe('FIN-012');
    expect(codeOf(await change(secure, { ...bradesco, code: '000000' }))).toBe('FIN-013');
    // The sign-in used this step's code: the next step's.
    clock.advance(30_000);
    const code = await totp();
    expect((await change(secure, { ...bradesco, code })).statusCode).toBe(200);
    expect(codeOf(await change(secure, { ...bradesco, code }))).toBe('FIN-013');
  });

  it('is for the administrators only', async () => {
    manager = await t.signIn('gerente@demo.cofre.dev');
    expect((await call(manager, 'GET', '/api/finance/payout-account')).statusCode).toBe(403);
    expect((await change(manager, bradesco)).statusCode).toBe(403);
    expect((await call(null, 'PUT', '/api/finance/payout-account', bradesco)).statusCode).toBe(401);
  });
});

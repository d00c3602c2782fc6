import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/lib/clock.js';
import { pollBankingAccounts, reconcilePixKeys } from '../src/modules/banking/index.js';
import { DEMO_NEW_SELLER } from '../src/ops/demo-banking.js';
import { DEMO_PASSWORD } from '../src/ops/seed.js';
import { additionalStep, companyStep, OPENING_CNPJ, partnerOf } from './support/banking.js';
import { testConfig } from './support/config.js';
import { crashBench, kill9 } from './support/crash.js';

/**
 * Issue 36: "kill -9 between intent and answer". A real server process (`src/main.ts`) on a
 * PostgreSQL copy of the seeded template records the intent (the account PENDING with its opening
 * reference; the key REGISTERING with its id as the reference), then calls the sandbox bank or
 * directory, whose first request takes 30 s to arrive (CNPJ branch 0006; the key `demorada@…`;
 * docs/sandbox.md). The test kills the server with SIGKILL while that call is in flight; the job,
 * run in-process past its lease, sends the same request again under the same reference and settles
 * it exactly once. PostgreSQL only.
 */

const crash = crashBench('banking-crash');
beforeAll(crash.setUp);
afterAll(crash.tearDown);
const { rows, waitFor } = crash;

/** The test's own view of the database: an in-process app on it, with a clock of its choosing. */
const inProcess = (clock: ManualClock) =>
  buildApp(testConfig({ databaseUrl: crash.bench.databaseUrl, dataDir: crash.bench.dataDir }), { clock });

/** A server without its worker (the test runs the jobs itself), whose bank call may take its time. */
const startServer = () => crash.startServer({ WORKER: 'false', ACQUIRER_TIMEOUT_MS: '60000' });

async function signIn(address: string, email: string): Promise<string> {
  const response = await fetch(`${address}/api/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

describe.skipIf(!process.env.DATABASE_URL)(
  'the PJ account and its Pix keys survive kill -9',
  { timeout: 180_000 },
  () => {
    it('opens an account whose server died during the bank call: ACTIVE once, told once, one opening at the bank', async () => {
      // The second demo seller (INACTIVE) fills the wizard with a CNPJ the sandbox bank is slow to receive.
      const [seller] = await rows<{ id: string }>(`select id from sellers where document = $1`, [
        DEMO_NEW_SELLER.document,
      ]);
      const sellerId = seller!.id;
      const setup = await inProcess(new ManualClock(new Date()));
      try {
        const signedIn = await setup.app.inject({
          method: 'POST',
          url: '/api/public/auth/sign-in',
          payload: { email: DEMO_NEW_SELLER.admin, password: DEMO_PASSWORD },
        });
        const auth = { authorization: `Bearer ${signedIn.json().token as string}` };
        for (const payload of [
          { step: 1, company: companyStep(OPENING_CNPJ.stalled) },
          { step: 2, additional: additionalStep },
          { step: 3, partners: [partnerOf] },
        ]) {
          const saved = await setup.app.inject({
            method: 'PUT',
            url: '/api/banking/account/draft',
            headers: auth,
            payload,
          });
          expect(saved.statusCode, saved.body).toBe(200);
        }
      } finally {
        await setup.app.close();
      }

      // A real server takes the submission; it is killed once the intent committed, the bank call in flight.
      const server = await startServer();
      const token = await signIn(server.address, DEMO_NEW_SELLER.admin);
      const inFlight = fetch(`${server.address}/api/banking/account/submission`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      }).catch(() => null);
      const [intent] = await waitFor<{ reference: string }>(
        'the opening intent and its request on the way to the bank',
        `select a.opening_reference as reference from banking_accounts a
       join sandbox_bank_accounts b on b.reference = a.opening_reference::text
       where a.seller_id = $1 and a.status = 'PENDING' and not b.received`,
        [sellerId],
      );
      await kill9(server.child);
      expect(await inFlight).toBeNull();
      const reference = intent!.reference;
      // The bank never received it (only its mark of a request on the way); the account is PENDING.
      expect(await rows(`select received from sandbox_bank_accounts where reference = $1`, [reference])).toEqual([
        { received: false },
      ]);
      expect(await rows(`select status from banking_accounts where seller_id = $1`, [sellerId])).toEqual([
        { status: 'PENDING' },
      ]);

      // The poll job, past its lease: sends the same request again (it arrives at once), then reads the decision.
      const later = new ManualClock(new Date(Date.now() + 5 * 60_000));
      const after = await inProcess(later);
      try {
        expect(await pollBankingAccounts(after.ctx)).toBe(0);
        expect(await rows(`select received from sandbox_bank_accounts where reference = $1`, [reference])).toEqual([
          { received: true },
        ]);
        later.advance(61_000);
        expect(await pollBankingAccounts(after.ctx)).toBe(1);
        // A second run (another worker, the next minute) finds nothing left to decide.
        expect(await pollBankingAccounts(after.ctx)).toBe(0);
        later.advance(61_000);
        expect(await pollBankingAccounts(after.ctx)).toBe(0);

        const [account] = await rows<{ status: string; reference: string; agency: string; number: string }>(
          `select status, opening_reference as reference, agency, account_number as number
         from banking_accounts where seller_id = $1`,
          [sellerId],
        );
        expect(account).toEqual({
          status: 'ACTIVE',
          reference,
          agency: '0001',
          number: expect.stringMatching(/^\d{8}$/) as string,
        });
        const history = await rows<{ status: string }>(
          `select status from status_changes where entity = 'banking_account' and entity_id = $1 order by changed_at`,
          [sellerId],
        );
        expect(history.map((row) => row.status)).toEqual(['PENDING', 'ACTIVE']);
        // One opening at the sandbox bank for this company, under the reference of the intent.
        expect(
          await rows(
            `select reference, received from sandbox_bank_accounts
           where regexp_replace(company_document, '\\D', '', 'g') = $1`,
            [OPENING_CNPJ.stalled.replace(/\D/g, '')],
          ),
        ).toEqual([{ reference, received: true }]);
        // Told once: one notification in the bell and one e-mail to its one administrator.
        expect(
          await rows(
            `select variables from notifications where seller_id = $1 and type = 'NOTIFICATION_BANKING_ACCOUNT'`,
            [sellerId],
          ),
        ).toEqual([{ variables: [{ name: 'event', value: 'ACTIVE' }] }]);
        expect(
          await rows(`select "to", subject from mail_outbox where "to" = $1 and subject like '%conta PJ%'`, [
            DEMO_NEW_SELLER.admin,
          ]),
        ).toEqual([{ to: DEMO_NEW_SELLER.admin, subject: 'Sua conta PJ está ativa' }]);
        // ACTIVE brought the default Pix limits, once.
        expect(await rows(`select period from pix_limits where seller_id = $1 order by period`, [sellerId])).toEqual([
          { period: 'DAY' },
          { period: 'NIGHT' },
        ]);
      } finally {
        await after.app.close();
      }
    });

    it('registers a Pix key whose server died during the directory call: ACTIVE once, one key in the directory', async () => {
      const KEY = 'demorada@exemplo.com';
      const server = await startServer();
      const token = await signIn(server.address, 'admin@demo.cofre.dev');
      const inFlight = fetch(`${server.address}/api/banking/pix-keys`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'EMAIL', key: KEY }),
      }).catch(() => null);
      const [intent] = await waitFor<{ id: string }>(
        'the key intent and its request on the way to the directory',
        `select k.id from pix_keys k join sandbox_dict_requests r on r.reference = k.id::text
       where k.key = $1 and k.status = 'REGISTERING' and not r.received`,
        [KEY],
      );
      await kill9(server.child);
      expect(await inFlight).toBeNull();
      const id = intent!.id;
      // The directory never received it: no key there, the intent REGISTERING.
      expect(await rows(`select key from sandbox_dict_keys where key = $1`, [KEY])).toEqual([]);
      expect(await rows(`select status from pix_keys where id = $1`, [id])).toEqual([{ status: 'REGISTERING' }]);

      // The reconcile job, past its lease: the directory does not know the reference, so it is sent again.
      const later = new ManualClock(new Date(Date.now() + 5 * 60_000));
      const after = await inProcess(later);
      try {
        expect(await reconcilePixKeys(after.ctx)).toBe(1);
        expect(await reconcilePixKeys(after.ctx)).toBe(0);
        later.advance(61_000);
        expect(await reconcilePixKeys(after.ctx)).toBe(0);

        const [key] = await rows<{ sellerId: string; status: string; refusal: string | null }>(
          `select seller_id as "sellerId", status, refusal from pix_keys where id = $1`,
          [id],
        );
        expect(key).toMatchObject({ status: 'ACTIVE', refusal: null });
        expect(await rows(`select id from pix_keys where key = $1`, [KEY])).toEqual([{ id }]);
        const history = await rows<{ status: string }>(
          `select status from status_changes where entity = 'pix_key' and entity_id = $1`,
          [id],
        );
        expect(history.map((row) => row.status)).toEqual(['ACTIVE']);
        // One live key in the directory, registered under our key's id; one request, answered once.
        expect(await rows(`select reference, deleted_at from sandbox_dict_keys where key = $1`, [KEY])).toEqual([
          { reference: id, deleted_at: null },
        ]);
        expect(await rows(`select received, answer from sandbox_dict_requests where reference = $1`, [id])).toEqual([
          { received: true, answer: { status: 'REGISTERED', key: KEY } },
        ]);
        // Nothing failed, so nothing is told in the bell about this key.
        expect(
          await rows(`select id from notifications where seller_id = $1 and variables::text like '%PIX_KEY_FAILED%'`, [
            key!.sellerId,
          ]),
        ).toEqual([]);
      } finally {
        await after.app.close();
      }
    });
  },
);

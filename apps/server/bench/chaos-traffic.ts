// The money traffic of the chaos runs (bench/chaos-run.ts: one process killed and restarted;
// bench/topology-chaos.ts: the whole topology's parts killed behind HAProxy): clients that create
// charges with an Idempotency-Key, pay the Pix ones, refund twice, and remember every answer; the
// retry of what a crash cut, with the same key and body; and the check of every answer against the
// database once everything has settled.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { createContext } from '../src/context-factory.js';
import { reconcileAttempts } from '../src/modules/charges/payment.js';
import { ledgerViolations } from '../src/modules/ledger/invariants.js';
import { reconcileRefunds } from '../src/modules/refunds/service.js';
import { DEMO_PASSWORD } from '../src/ops/seed.js';
import { percentile } from './support.js';

const REQUEST_TIMEOUT_MS = 20_000;
/** A client gives up retrying one request after this many answers of 'still in progress'. */
const MAX_RETRIES = 40;

/** One request a client made, with what it got back (null: the connection died). */
export interface Exchange {
  method: 'POST' | 'GET';
  url: string;
  body?: object;
  key?: string;
  status: number | null;
  answer?: unknown;
  /** What was going on when it was sent (the chaos phase). */
  phase: string;
  /** What was going on when its answer came, or its connection died. */
  endedIn?: string;
  ms?: number;
}

/**
 * An answer a client must send again: none (the connection died or timed out), or the server or the
 * balancer saying it could not serve (5xx: the idempotency plugin keeps no 500 or 503, and a 502 or
 * 504 is HAProxy's for a process that died with the request).
 */
export const lostAnswer = (status: number | null) => status === null || status >= 500;

const customer = {
  name: 'Conceição Araújo',
  document: '529.982.247-25',
  email: 'conceicao@exemplo.com.br',
  phone: '(11) 98765-4321',
};

export function chaosTraffic(base: string) {
  const exchanges: Exchange[] = [];
  let phase = 'before';

  async function send(exchange: Omit<Exchange, 'status' | 'phase'>, token: string, keep = true): Promise<Exchange> {
    const record: Exchange = { ...exchange, status: null, phase };
    if (keep) exchanges.push(record);
    const began = performance.now();
    try {
      const response = await fetch(`${base}${exchange.url}`, {
        method: exchange.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(exchange.body ? { 'content-type': 'application/json' } : {}),
          ...(exchange.key ? { 'idempotency-key': exchange.key } : {}),
        },
        body: exchange.body ? JSON.stringify(exchange.body) : undefined,
        // A request the server never answers counts as lost, like one cut by the kill.
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      record.answer = await response.json().catch(() => null);
      record.status = response.status;
      record.ms = performance.now() - began;
    } catch {
      record.status = null;
    }
    record.endedIn = phase;
    return record;
  }

  async function signIn(): Promise<string> {
    const response = await fetch(`${base}/api/public/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.cofre.dev', password: DEMO_PASSWORD }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return ((await response.json()) as { token: string }).token;
  }

  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

  /**
   * One client until `stopAt()`: a card or Pix charge, the Pix one paid in the sandbox, two refunds;
   * with `lists`, the charges list after each charge (read from the replica where there is one).
   * `whenCut` runs after a request found no server (wait for it, say).
   */
  async function client(
    index: number,
    stopAt: () => number,
    options: { lists?: boolean; whenCut?: () => Promise<void> },
  ) {
    let token = await signIn();
    for (let round = 0; Date.now() < stopAt(); round += 1) {
      const card = (index + round) % 2 === 0;
      const value = 10_000 + ((index * 37 + round * 11) % 5_000);
      const created = await send(
        {
          method: 'POST',
          url: '/api/charges',
          key: randomUUID(),
          body: {
            title: `Caos ${index}-${round}`,
            value,
            paymentMethod: card ? 'CREDIT_CARD' : 'PIX',
            expirationDate: today,
            customer,
            ...(card ? { card: { number: '4111111111111111', holderName: 'ANA', expiry: '12/2031', cvv: '123' } } : {}),
          },
        },
        token,
      );
      if (created.status === null) {
        await options.whenCut?.();
        token = await signIn().catch(() => token);
        continue;
      }
      const id = (created.answer as { uuid?: string } | null)?.uuid;
      if (!id) continue;
      if (!card) await send({ method: 'POST', url: `/api/sandbox/charges/${id}/payments` }, token);
      // Every fifth refund loses its answer at the acquirer (centavos ,91): reconciliation settles it.
      const amount = round % 5 === 0 ? 1_091 : 1_000 + (round % 50);
      for (let refund = 0; refund < 2; refund += 1) {
        await send(
          { method: 'POST', url: `/api/charges/${id}/refunds`, key: randomUUID(), body: { amount: amount + refund } },
          token,
        );
      }
      if (options.lists) await send({ method: 'GET', url: '/api/charges?size=20' }, token);
    }
  }

  /**
   * Sends again, with the same key and body, every keyed request whose answer was lost, until it gets
   * one that is not 'still in progress' (GEN-409 while the first attempt's lease runs). Answers how
   * many were retried.
   */
  async function retryLost(leaseMs: number): Promise<number> {
    const token = await signIn();
    const lost = exchanges.filter((exchange) => lostAnswer(exchange.status) && exchange.key);
    for (const exchange of lost) {
      for (let attempt = 1; ; attempt += 1) {
        const retry = await send(
          { method: exchange.method, url: exchange.url, body: exchange.body, key: exchange.key },
          token,
          false,
        );
        const inProgress =
          lostAnswer(retry.status) ||
          (retry.status === 409 &&
            (retry.answer as { errors?: Array<{ code: string }> })?.errors?.[0]?.code === 'GEN-409');
        if (inProgress && attempt < MAX_RETRIES) {
          await new Promise((resolve) => setTimeout(resolve, leaseMs / 2));
          continue;
        }
        exchange.status = retry.status;
        exchange.answer = retry.answer;
        break;
      }
    }
    return lost.length;
  }

  return {
    exchanges,
    signIn,
    client,
    retryLost,
    /** Marks the requests sent from now on. */
    set phase(next: string) {
      phase = next;
    },
  };
}

export function latencyOf(exchanges: Exchange[], matches: (url: string) => boolean): [number, number, number] {
  const times = exchanges.filter((exchange) => matches(exchange.url) && exchange.ms !== undefined).map((e) => e.ms!);
  if (times.length === 0) return [0, 0, 0];
  return [50, 95, 99].map((p) => Math.round(percentile(times, p) * 10) / 10) as [number, number, number];
}

type Context = Awaited<ReturnType<typeof createContext>>;
type Db = Context['db'];

/**
 * What the reconciliation sweeps do over the next minutes, at once: each run settles up to 200 card
 * attempts and refunds whose outcome is unknown, so it runs again while a run still settles some.
 */
export async function reconcileAll(ctx: Context): Promise<void> {
  for (let run = 0; run < 50; run += 1) {
    const settled = (await reconcileAttempts(ctx)) + (await reconcileRefunds(ctx));
    if (settled === 0) return;
  }
}

export async function rows<T>(db: Db, text: string, values: unknown[] = []): Promise<T[]> {
  const query = sql.empty();
  text.split(/\$(\d+)/).forEach((part, index) => {
    if (index % 2 === 0) query.append(sql.raw(part));
    else query.append(sql`${values[Number(part) - 1]}`);
  });
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What the clients were told, checked against the database once everything has settled. */
export async function checkAnswers(db: Db, exchanges: Exchange[], leaseMs: number) {
  const mismatches: string[] = [];
  const refundsTold = new Map<string, { chargeId: string; amount: number }>();
  for (const exchange of exchanges) {
    if (exchange.status === null || !exchange.url.endsWith('/refunds')) continue;
    if (exchange.status !== 201 && exchange.status !== 202) continue;
    const answer = exchange.answer as { refund: { uuid: string; amount: number } };
    refundsTold.set(answer.refund.uuid, { chargeId: exchange.url.split('/')[3]!, amount: answer.refund.amount });
  }
  const stored = await rows<{
    id: string;
    charge_id: string;
    amount_cents: string;
    status: string;
    idempotency_key: string | null;
  }>(
    db,
    `select r.id, r.charge_id, r.amount_cents::text, r.status, r.idempotency_key from charge_refunds r
      join charges c on c.id = r.charge_id where c.title like 'Caos %'`,
  );
  const byKey = new Map(exchanges.filter((exchange) => exchange.key).map((exchange) => [exchange.key!, exchange]));
  const byId = new Map(stored.map((row) => [row.id, row]));
  for (const [id, told] of refundsTold) {
    const row = byId.get(id);
    if (!row) mismatches.push(`refund ${id} answered but not stored`);
    else if (Number(row.amount_cents) !== told.amount || row.charge_id !== told.chargeId) {
      mismatches.push(`refund ${id} answered ${told.amount} but stored ${row.amount_cents}`);
    }
  }
  for (const row of stored) {
    if (refundsTold.has(row.id)) continue;
    const asked = row.idempotency_key ? byKey.get(row.idempotency_key) : undefined;
    mismatches.push(
      `refund ${row.id} (${row.status}) stored but no client was told of it; its request got ${asked?.status} ${JSON.stringify(asked?.answer ?? null).slice(0, 300)}`,
    );
  }
  const chargesTold = new Set(
    exchanges
      .filter((exchange) => exchange.url === '/api/charges' && exchange.method === 'POST' && exchange.status === 201)
      .map((exchange) => (exchange.answer as { uuid: string }).uuid),
  );
  const storedCharges = await rows<{ id: string }>(db, `select id from charges where title like 'Caos %'`);
  for (const row of storedCharges) {
    if (!chargesTold.has(row.id)) mismatches.push(`charge ${row.id} stored but no client was told of it`);
  }
  if (storedCharges.length !== chargesTold.size) {
    mismatches.push(`${chargesTold.size} charges answered, ${storedCharges.length} stored`);
  }
  const unanswered = exchanges.filter((exchange) => exchange.key && lostAnswer(exchange.status));
  for (const exchange of unanswered) mismatches.push(`${exchange.url} (key ${exchange.key}) never answered`);
  const cutoff = new Date(Date.now() - leaseMs).toISOString();
  const [pending] = await rows<{ n: number }>(
    db,
    `select (select count(*) from charge_refunds where status = 'PENDING' and created_at < $1)::int
          + (select count(*) from charge_attempts where status = 'PROCESSING' and created_at < $1)::int as n`,
    [cutoff],
  );
  const [stuck] = await rows<{ n: number }>(
    db,
    `select count(*)::int as n from idempotency_keys where status_code is null and claimed_at < $1`,
    [cutoff],
  );
  return {
    pendingPastLease: pending!.n,
    keysStuckInFlight: stuck!.n,
    mismatches,
    ledgerViolations: await ledgerViolations(db),
  };
}

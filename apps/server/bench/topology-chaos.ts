// Chaos across processes (issue 40): the money traffic of bench/chaos-traffic.ts sent through HAProxy
// to the whole topology (bench/topology.ts) while, one after another and each mid-burst, an API
// process, a worker and the leading scheduler are killed with SIGKILL, the replica is stopped (and
// started again), and PgBouncer is restarted. Then every keyed request a client lost is sent again
// with its key, reconciliation runs, and the run checks what must hold: every answer matches the
// database, nothing pending past its lease, no key stuck, webhooks delivered once per event and
// endpoint, each sweep queued once per minute, one scheduler leading, reads served while the replica
// was down, and balanced books. test/topology.test.ts runs it small; `npm run bench:topology-chaos`
// at full size.
import pino from 'pino';
import { configFromEnv } from '../src/config.js';
import { createContext } from '../src/context-factory.js';
import { kill9 } from '../test/support/crash.js';
import { startReceiver } from '../test/support/webhook-receiver.js';
import { chaosTraffic, checkAnswers, latencyOf, lostAnswer, reconcileAll, rows } from './chaos-traffic.js';
import type { RoleProcess, startTopology as StartTopology } from './topology.js';

type Topology = Awaited<ReturnType<typeof StartTopology>>;

/** The leases the topology's processes must be started with for this run (`startTopology({ env })`). */
export const CHAOS_LEASES = {
  RECONCILE_LEASE_MS: '1500',
  IDEMPOTENCY_LEASE_MS: '1500',
  WEBHOOK_LEASE_MS: '3000',
};
const LEASE_MS = 3_000;

export interface TopologyChaosOptions {
  /** Clients sending money traffic at once. */
  clients: number;
  /** Traffic runs this long before the first blow, between two, and after the last. */
  phaseMs: number;
  log?: (line: string) => void;
}

export interface PhaseCount {
  /** Requests that ended (answered or cut) in this phase. */
  requests: number;
  /** Answers lost (no answer, or 5xx) in this phase; keyed ones are retried afterwards. */
  lost: number;
  /** Of which reads (the charges list), which a client simply asks again. */
  lostReads: number;
}

export interface TopologyChaosReport {
  requests: number;
  retried: number;
  phases: Record<string, PhaseCount>;
  /** From the leader's SIGKILL until another scheduler answered `leading: true`. */
  schedulerTakeoverMs: number;
  leadersAtEnd: number;
  /** Sweeps queued more than once for one minute (pg-boss's `singleton_on`). */
  sweepsQueuedTwice: number;
  webhooks: {
    events: number;
    /** Events of the endpoint's domain with no delivery row, or a delivery not SUCCEEDED. */
    undelivered: number;
    /** Delivered events the receiver never got. */
    neverReceived: number;
    /** Requests the receiver got beyond one per event (a worker killed between the POST and its record). */
    repeats: number;
    /** Requests beyond the delivery's claims (`attempts`): a send no claim accounts for (must be 0). */
    unclaimedSends: number;
    /** Deliveries still PENDING with their claim's lease over. */
    pendingPastLease: number;
  };
  pendingPastLease: number;
  keysStuckInFlight: number;
  mismatches: string[];
  ledgerViolations: string[];
  /** The replica's router, per API process, after the run. */
  replicaFallbacks: number;
  latency: Record<'create' | 'list', [number, number, number]>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function leading(entry: RoleProcess): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${entry.port}/api/health/scheduler`, {
    signal: AbortSignal.timeout(1_000),
  }).catch(() => null);
  return Boolean(response?.ok && ((await response.json()) as { leading: boolean }).leading);
}

export async function runTopologyChaos(
  topology: Topology,
  options: TopologyChaosOptions,
): Promise<TopologyChaosReport> {
  const log = options.log ?? (() => {});
  const traffic = chaosTraffic(topology.url);
  const receiver = await startReceiver();
  const token = await traffic.signIn();
  const endpoint = await fetch(`${topology.url}/api/seller-api-webhooks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Caos', url: receiver.url, domains: ['ORDER'] }),
  });
  if (endpoint.status !== 201) throw new Error(`the webhook endpoint answered ${endpoint.status}`);
  const endpointId = ((await endpoint.json()) as { id: string }).id;

  let stopAt = Number.POSITIVE_INFINITY;
  // A client that fails outright (not a lost answer: a refused sign-in, say) fails the run after the
  // phases, not the process in the middle of them.
  const clients = Promise.all(
    Array.from({ length: options.clients }, (_, index) =>
      traffic.client(index, () => stopAt, { lists: true, whenCut: async () => void (await sleep(200)) }),
    ),
  ).then(
    () => null,
    (error: unknown) => error,
  );
  const phase = async (name: string, blow: () => Promise<void>) => {
    traffic.phase = name;
    const began = Date.now();
    await blow();
    log(`${name} (${Date.now() - began} ms), ${traffic.exchanges.length} requests so far`);
    await sleep(options.phaseMs);
  };
  const [api] = topology.processes.filter((entry) => entry.role === 'api');
  const [worker] = topology.processes.filter((entry) => entry.role === 'worker');
  const schedulers = topology.processes.filter((entry) => entry.role === 'scheduler');
  let respawned: Promise<void> = Promise.resolve();
  let schedulerTakeoverMs = Number.NaN;

  try {
    await phase('before', async () => {});
    await phase('API killed', async () => {
      await kill9(api!.child);
      // A supervisor starts it again; HAProxy sends it traffic once it is ready.
      respawned = topology.respawn(api!);
    });
    await phase('worker killed', () => kill9(worker!.child));
    await phase('scheduler killed', async () => {
      const states = await Promise.all(schedulers.map(leading));
      const leader = schedulers[states.indexOf(true)];
      if (!leader) throw new Error('no scheduler was leading');
      await kill9(leader.child);
      const killedAt = performance.now();
      const others = schedulers.filter((entry) => entry !== leader);
      while (!(await Promise.all(others.map(leading))).includes(true)) {
        if (performance.now() - killedAt > 30_000) throw new Error('no scheduler took over within 30 s');
        await sleep(100);
      }
      schedulerTakeoverMs = Math.round(performance.now() - killedAt);
    });
    await phase('replica stopped', async () => topology.cluster.stopReplica());
    await phase('replica started', async () => topology.cluster.startReplica());
    await phase('PgBouncer restarted', () => topology.bouncer!.restart());
  } catch (error) {
    // A blow that failed ends the traffic too; the clients' answers are not worth checking.
    stopAt = Date.now();
    await clients;
    await respawned.catch(() => {});
    await receiver.close();
    throw error;
  }
  stopAt = Date.now();
  const failed = await clients;
  await respawned;
  if (failed) {
    await receiver.close();
    throw failed;
  }
  const { exchanges } = traffic;
  const phases: Record<string, PhaseCount> = {};
  for (const exchange of exchanges) {
    // Counted where it ended: a request cut by a kill ends in the kill's phase.
    const count = (phases[exchange.endedIn ?? exchange.phase] ??= { requests: 0, lost: 0, lostReads: 0 });
    count.requests += 1;
    if (lostAnswer(exchange.status)) {
      count.lost += 1;
      if (exchange.method === 'GET') count.lostReads += 1;
    }
  }
  const answered = exchanges.filter((exchange) => !lostAnswer(exchange.status));
  const latency = {
    create: latencyOf(answered, (url) => url === '/api/charges'),
    list: latencyOf(answered, (url) => url.startsWith('/api/charges?')),
  };

  const retried = await traffic.retryLost(1_500);
  log(`${exchanges.length} requests; ${retried} keyed ones retried after losing their answer`);

  // The run's own view of the primary: reconciliation at once (no cron minute to wait for), the checks.
  const config = configFromEnv({ ...topology.env, ...CHAOS_LEASES, DATABASE_URL: topology.cluster.primaryUrl });
  const ctx = await createContext(
    { ...config, api: false, worker: false, scheduler: false, seedDemo: false, databaseReadUrl: undefined },
    pino({ level: 'silent' }),
  );
  try {
    await sleep(LEASE_MS);
    await reconcileAll(ctx);
    // The surviving worker delivers the backlog, and what the killed one held once its lease ends:
    // wait while it makes progress (a full-size run leaves thousands), give up after 20 s without.
    const owed = async () =>
      (
        await rows<{ n: number }>(
          ctx.db,
          `select (select count(*) from webhook_deliveries where status = 'PENDING')::int
                + (select count(*) from integration_events where fanned_out_at is null)::int as n`,
        )
      )[0]!.n;
    let lastOwed = await owed();
    let progressAt = Date.now();
    while (lastOwed > 0 && Date.now() - progressAt < 20_000) {
      await sleep(500);
      const now = await owed();
      if (now < lastOwed) progressAt = Date.now();
      lastOwed = now;
    }
    const events = await rows<{ id: string; status: string | null; attempts: number | null }>(
      ctx.db,
      `select e.id, d.status, d.attempts from integration_events e
         join webhook_endpoints w on w.id = $1
         left join webhook_deliveries d on d.event_id = e.id and d.endpoint_id = w.id
        where e.domain = 'ORDER' and e.created_at >= w.created_at`,
      [endpointId],
    );
    // What an undelivered event is waiting for (a retry's time, a lease, an endpoint switched off), by
    // delivery state and the errors of its attempts: the run's log then says why, not only how many.
    if (events.some((event) => event.status !== 'SUCCEEDED')) {
      const breakdown = await rows(
        ctx.db,
        `select d.status, d.attempts, w.active, (d.lease_until > now()) as leased, (d.next_attempt_at > now()) as later,
                (select string_agg(distinct coalesce(a.error, a.response_status::text, '?'), ',') from webhook_attempts a where a.delivery_id = d.id) as errors,
                count(*)::int as n
           from integration_events e join webhook_endpoints w on w.id = $1
           left join webhook_deliveries d on d.event_id = e.id and d.endpoint_id = w.id
          where e.domain = 'ORDER' and e.created_at >= w.created_at
          group by 1, 2, 3, 4, 5, 6`,
        [endpointId],
      );
      console.error(`undelivered webhook events, by state: ${JSON.stringify(breakdown)}; still owed: ${lastOwed}`);
    }
    const received = new Map<string, number>();
    for (const item of receiver.received) received.set(item.id, (received.get(item.id) ?? 0) + 1);
    const webhooks = {
      events: events.length,
      undelivered: events.filter((event) => event.status !== 'SUCCEEDED').length,
      neverReceived: events.filter(
        (event) => event.status === 'SUCCEEDED' && !received.has(`evt_${event.id.replace(/-/g, '')}`),
      ).length,
      repeats: [...received.values()].reduce((sum, times) => sum + times - 1, 0),
      unclaimedSends: events.reduce(
        (sum, event) =>
          sum + Math.max(0, (received.get(`evt_${event.id.replace(/-/g, '')}`) ?? 0) - (event.attempts ?? 0)),
        0,
      ),
    };
    const [doubled] = await rows<{ n: number }>(
      ctx.db,
      `select count(*)::int as n from (select name, singleton_on from pgboss.job where singleton_key = 'cron'
        group by name, singleton_on having count(*) > 1) as twice`,
    );
    const leaders = (
      await Promise.all(
        schedulers.filter((entry) => entry.child.exitCode === null && entry.child.signalCode === null).map(leading),
      )
    ).filter(Boolean).length;
    let replicaFallbacks = 0;
    for (const entry of topology.processes.filter((process) => process.role === 'api')) {
      const stats = (await (await fetch(`http://127.0.0.1:${entry.port}/api/health/replica`)).json()) as {
        fallbacks: number;
      };
      replicaFallbacks += stats.fallbacks;
    }
    const answers = await checkAnswers(ctx.db, exchanges, LEASE_MS);
    const [pendingWebhooks] = await rows<{ n: number }>(
      ctx.db,
      `select count(*)::int as n from webhook_deliveries where status = 'PENDING' and lease_until < now()`,
    );
    return {
      requests: exchanges.length,
      retried,
      phases,
      schedulerTakeoverMs,
      leadersAtEnd: leaders,
      sweepsQueuedTwice: doubled!.n,
      webhooks: { ...webhooks, pendingPastLease: pendingWebhooks!.n },
      ...answers,
      replicaFallbacks,
      latency,
    };
  } finally {
    await ctx.database.close();
    await receiver.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `npm run bench:topology-chaos`: full size (CHAOS_CLIENTS, CHAOS_PHASE_MS); exits 1 when an invariant broke.
  const { startTopology } = await import('./topology.js');
  const topology = await startTopology({
    demoCharges: 100,
    schedulers: 2,
    env: CHAOS_LEASES,
    log: (line) => console.log(line),
  });
  try {
    const report = await runTopologyChaos(topology, {
      clients: Number(process.env.CHAOS_CLIENTS ?? 20),
      phaseMs: Number(process.env.CHAOS_PHASE_MS ?? 10_000),
      log: (line) => console.log(line),
    });
    console.log(JSON.stringify({ ...report, mismatches: report.mismatches.slice(0, 20) }, null, 2));
    const held =
      report.phases['before']?.lost === 0 &&
      report.phases['replica stopped']?.lost === report.phases['replica stopped']?.lostReads &&
      report.mismatches.length === 0 &&
      report.pendingPastLease === 0 &&
      report.keysStuckInFlight === 0 &&
      report.ledgerViolations.length === 0 &&
      report.leadersAtEnd === 1 &&
      report.sweepsQueuedTwice === 0 &&
      report.webhooks.undelivered === 0 &&
      report.webhooks.neverReceived === 0 &&
      report.webhooks.unclaimedSends === 0 &&
      report.webhooks.pendingPastLease === 0;
    console.log(held ? 'every invariant held' : 'AN INVARIANT BROKE');
    process.exitCode = held ? 0 : 1;
  } finally {
    await topology.stop();
  }
}

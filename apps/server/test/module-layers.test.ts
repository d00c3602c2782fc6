import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODULES_DIR, cyclicArrows, moduleArrows, outsideArrows, type Arrow } from './support/module-graph.js';

/**
 * The server's modules depend one way (docs/architecture.md, "Modules"): a module imports only
 * modules of a LOWER layer of this table, never one of its own layer or above. A module below that
 * must make something happen above announces it (lib/domain-events.ts, wired in context-factory.ts);
 * a part of its answer held above is given to it at wiring (charges/view.ts `ChargeDetailReaders`,
 * seller-clients/activity.ts). A new module folder must be placed here. Type-only imports count.
 */
const LAYERS: ReadonlyArray<readonly string[]> = [
  // The one way a status changes (transition()) and its history: every module with a status uses it.
  ['lifecycle'],
  // Foundation: no other module but the lifecycle.
  // `events`: the integration events' outbox, written by charges and subscriptions in their transactions.
  ['platform', 'audit', 'mail', 'sellers', 'lookups', 'events'],
  // About a seller: its users, its notification panel, its clients, its plans and checkout identity.
  // `webhooks` fans the events out to the seller's endpoints and delivers them.
  ['users', 'notifications', 'seller-clients', 'plans', 'checkouts', 'integrations', 'webhooks', 'sub-sellers'],
  ['auth'],
  // The books: accounts, entries, receivables, prices. Announces nothing yet. And the company's users
  // (`team`): invitations and access changes go through auth's sessions and reset links.
  ['ledger', 'team'],
  // Books its payments in the ledger; announces `charge.paid`.
  ['charges'],
  // After the sale, the reads over charges and the ledger, and payment links (which react to `charge.paid`);
  // billing notices to buyers (`notices`: the dunning run over charges, the card's on-payment notice).
  // `banking`: the seller's PJ account (its KYC opening, Pix keys and limits), over the lifecycle and sellers.
  [
    'invoices',
    'disputes',
    'charge-exports',
    'statement',
    'payment-links',
    'finance',
    'dashboard',
    'notices',
    'banking',
  ],
  // Money out of the PJ account: the Pagamentos area (Pix payments under the banking account's
  // limits) and the corporate cards, both debited through the ledger.
  ['payments', 'cards'],
  // A CNAB batch pays each of its lines through the payments module's face (payBatchLines).
  ['payment-batches'],
  // Invoices follow refunds (refunds/service.ts calls invoicesFollowRefund); the hosted checkout
  // sells links through the charges service; subscriptions bill their cycles through it and
  // request invoices of paid cycles.
  ['refunds', 'subscriptions'],
  // The checkout sells links, and subscribes buyers to a subscription link's plan. Reports read the
  // sales, the ledger, withdrawals, invoices, links, disputes and the statement.
  ['hosted-checkout', 'reports'],
];

/**
 * `from file → to file` arrows that break the rule, each with its reason (docs/decisions.md,
 * "Modules that depend one way"). The test fails when one is no longer needed, too.
 */
const ALLOWED: Record<string, string> = {
  'ledger/tables.ts → charges/tables.ts':
    'schema only: the foreign keys journal_entries.charge_id and receivables.charge_id (migration 0002) ' +
    'need the charges.id column object for drizzle-kit to keep them; no ledger function uses the import',
};

const layerOf = new Map(LAYERS.flatMap((modules, layer) => modules.map((name) => [name, layer] as const)));

function layer(module: string): number {
  const found = layerOf.get(module);
  if (found === undefined) throw new Error(`module ${module} is in no layer of LAYERS`);
  return found;
}

const key = (arrow: Arrow) => `${arrow.fromFile} → ${arrow.toFile}`;
const describeArrow = (arrow: Arrow) =>
  `${arrow.fromFile}:${arrow.line} imports ${arrow.toFile}${arrow.typeOnly ? ' (type only)' : ''}: ` +
  `${arrow.from} (layer ${layer(arrow.from)}) may not import ${arrow.to} (layer ${layer(arrow.to)})`;

/** Arrows into the importer's own layer or above, apart from the allowed ones. */
const againstTheLayers = (list: Arrow[]) =>
  list.filter((arrow) => layer(arrow.to) >= layer(arrow.from) && !(key(arrow) in ALLOWED));

const fake = (fromFile: string, toFile: string): Arrow => ({
  from: fromFile.split('/')[0]!,
  to: toFile.split('/')[0]!,
  fromFile,
  toFile,
  line: 1,
  typeOnly: false,
});

/**
 * A module is reached only through its face, `<module>/index.ts` (docs/architecture.md, "Module
 * faces"): what the face does not export, no other module, job, plugin or command may use. Two
 * kinds of arrow may pass by: a `tables.ts` naming another module's table for a foreign key, and
 * `db/schema.ts`, which gathers every table for the schema tests (status-writes, tenant-scope). A face speaks only for its own module.
 */
const throughTheFace = (arrow: Arrow) => arrow.toFile === `${arrow.to}/index.ts`;
const foreignKey = (arrow: Arrow) => arrow.fromFile.endsWith('tables.ts') && arrow.toFile.endsWith('/tables.ts');
const schemaGathering = (arrow: Arrow) => arrow.fromFile === 'db/schema.ts' && arrow.toFile.endsWith('/tables.ts');
const pastTheFace = (list: Arrow[]) =>
  list.filter((arrow) => !throughTheFace(arrow) && !foreignKey(arrow) && !schemaGathering(arrow));
const facesSpeakingForOthers = (list: Arrow[]) => list.filter((arrow) => arrow.fromFile.endsWith('/index.ts'));

describe('module faces', () => {
  const arrows = [...moduleArrows(), ...outsideArrows()];

  it('reads the arrows from inside and outside the modules', () => {
    expect(arrows.some((arrow) => arrow.fromFile === 'app.ts' && arrow.to === 'charges')).toBe(true);
    expect(arrows.some((arrow) => arrow.fromFile === 'charges/payment.ts' && arrow.toFile === 'ledger/index.ts')).toBe(
      true,
    );
  });

  it('reaches another module only through its face (index.ts)', () => {
    expect(pastTheFace(arrows).map((arrow) => `${arrow.fromFile}:${arrow.line} imports ${arrow.toFile}`)).toEqual([]);
  });

  it("lets a face export only its own module's files", () => {
    expect(facesSpeakingForOthers(arrows).map((arrow) => `${arrow.fromFile} re-exports ${arrow.toFile}`)).toEqual([]);
  });

  it('fails on an import past a face, and lets foreign keys and the schema through', () => {
    const past = fake('refunds/service.ts', 'charges/queries.ts');
    const face = fake('refunds/service.ts', 'charges/index.ts');
    const key = fake('ledger/tables.ts', 'charges/tables.ts');
    const schema = { ...fake('db/schema.ts', 'charges/tables.ts'), from: '(outside)' };
    const job = { ...fake('jobs/definitions.ts', 'charges/jobs.ts'), from: '(outside)' };
    expect(pastTheFace([past, face, key, schema, job])).toEqual([past, job]);
    expect(facesSpeakingForOthers([fake('charges/index.ts', 'ledger/index.ts'), face])).toHaveLength(1);
  });
});

describe('module layers', () => {
  const arrows = moduleArrows();

  it('places every module folder in exactly one layer', () => {
    const folders = readdirSync(MODULES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect([...layerOf.keys()].sort()).toEqual(folders);
    expect(LAYERS.flat()).toHaveLength(layerOf.size);
  });

  it('reads the arrows it judges, type-only ones included', () => {
    expect(arrows.some((arrow) => arrow.fromFile === 'charges/payment.ts' && arrow.to === 'ledger')).toBe(true);
    expect(arrows.some((arrow) => arrow.typeOnly)).toBe(true);
  });

  it('lets a module import only the layers below its own', () => {
    expect(againstTheLayers(arrows).map(describeArrow)).toEqual([]);
  });

  it('keeps no exception that the code no longer needs', () => {
    const used = new Set(arrows.map(key));
    expect(Object.keys(ALLOWED).filter((allowed) => !used.has(allowed))).toEqual([]);
  });

  it('leaves no cycle between modules apart from the listed exceptions', () => {
    const judged = arrows.filter((arrow) => !(key(arrow) in ALLOWED));
    expect(cyclicArrows(judged).map(describeArrow)).toEqual([]);
  });

  it('fails on an import upwards or within a layer', () => {
    const up = fake('charges/view.ts', 'refunds/queries.ts');
    const across = fake('invoices/service.ts', 'disputes/queries.ts');
    const down = fake('refunds/service.ts', 'charges/queries.ts');
    expect(againstTheLayers([...arrows, up, across, down]).map(key)).toEqual([key(up), key(across)]);
    expect(cyclicArrows([...arrows, up]).map(key)).toContain(key(up));
  });
});

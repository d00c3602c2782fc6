import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.js';

/**
 * Every query on a tenant table (one with a seller_id column) names seller_id: a static check over
 * the server's drizzle query builder calls and raw SQL, so a new query that forgets the seller fails
 * here before it reaches review. docs/architecture.md, "One way to write each thing".
 *
 * A query is a chain of builder calls (`db.select().from(t).where(…)`, `db.update(t).set(…).where(…)`,
 * `db.delete(t).where(…)`, `.innerJoin(t, …)`, and the lifecycle's `transition(tx, t, …)`), read from the server as one TypeScript program so
 * that names resolve across imports and renames. It is scoped when the chain names `t.sellerId` — the
 * column itself, not any value called sellerId — directly, or through a declaration the chain uses,
 * up to three levels (a `where` helper such as `ofAttempt`, a `conditions` variable, an imported
 * `chargeConditions`). Inserts carry seller_id as a value and are not checked; a table passed as a
 * parameter is checked where the condition is built. Raw `sql` that reads a tenant table must say
 * seller_id. What is left is listed in ALLOWED with the reason the query may see every seller.
 */

const SRC = fileURLToPath(new URL('../src', import.meta.url));

const SWEEP = 'a job that sweeps every seller by design; each row it touches is then handled with its own seller';
const BY_JOB_ID = "the job's payload is the row's uuid, written by the seller-scoped request that queued it";
const CHILD_OF_CHARGE = 'rows of a charge the caller already read within its seller, found by that charge uuid';
const USERS =
  'users are global identities: sign-in and reset find them by unique e-mail or id before any seller is known, and staff users have no seller';
const LEDGER_CHECK = 'the ledger checker proves sums over the whole ledger, every seller at once (ledger/check.ts)';
const CHALLENGE = "the public /3ds page: the buyer holds only the challenge's unguessable id, never a session";

/**
 * `file › enclosing function › table` → how many such queries there are and why they may ignore the
 * seller. The count makes a new unscoped query in an allowed function fail too.
 */
const ALLOWED: Record<string, { count: number; why: string }> = {
  'modules/users/writes.ts › setPassword › users': { count: 2, why: USERS },
  'modules/users/writes.ts › acceptTotpStep › users': { count: 1, why: USERS },
  'modules/users/queries.ts › findUserByEmail › users': { count: 1, why: USERS },
  'modules/charge-exports/service.ts › requestChargeExport › users': {
    count: 1,
    why: "the requester's own e-mail, by the session's user id (a staff user acting for a seller has none)",
  },
  'modules/charges/changes.ts › chargeHistoryOf › users': {
    count: 1,
    why: "the author's name on history rows already read within the seller; " + USERS,
  },
  'modules/hosted-checkout/charge-page.ts › chargeOfPageToken › charges': {
    count: 1,
    why: "the buyer's page of a charge: the buyer holds only its unguessable page token, never a session",
  },
  'ops/commands.ts › setTwoFactor › users': { count: 1, why: 'operator command, by e-mail; ' + USERS },
  // charge_exports and report_requests are queried by lib/file-requests, which takes the table as a
  // parameter (so this check cannot see it): by id for the charges export's job, every seller for
  // the sweeps and purges, the seller otherwise (lib/file-requests/index.ts).
  'modules/invoices/emission.ts › emitInvoice › invoices': { count: 1, why: BY_JOB_ID },
  'modules/charges/jobs.ts › markLateCharges › charges': { count: 1, why: SWEEP },
  'modules/notices/dispatch.ts › dispatchEmailBatch › noticeDeliveries': { count: 1, why: SWEEP },
  'modules/notices/dispatch.ts › claimWhatsApp › noticeDeliveries': {
    count: 2,
    why: SWEEP + ' (the update names the ids the locked select returned)',
  },
  'modules/notices/dispatch.ts › reconcileWhatsApp › noticeDeliveries': { count: 1, why: SWEEP },
  'modules/charges/payment.ts › reconcileAttempts › chargeAttempts': { count: 1, why: SWEEP },
  'modules/charges/transition.ts › transitionCharges › charges': {
    count: 1,
    why: SWEEP + ' (the daily moves of due charges; counters and events are then booked per seller)',
  },
  'modules/events/outbox.ts › markFannedOut › integrationEvents': {
    count: 1,
    why: 'the fan-out (a sweep) marks the ids its locked select returned',
  },
  'modules/events/outbox.ts › deleteEvents › integrationEvents': {
    count: 1,
    why: 'the retention purge (a sweep of every seller) deletes the ids its subquery chose',
  },
  'modules/webhooks/dispatch.ts › claimDeliveries › webhookDeliveries': {
    count: 1,
    why: SWEEP + ' (the claim names the ids the locked select returned)',
  },
  'modules/webhooks/dispatch.ts › claimDeliveries › webhookEndpoints': {
    count: 1,
    why: SWEEP + ' (joined by the delivery row, which carries its seller)',
  },
  'modules/webhooks/dispatch.ts › nextDeliveryDueAt › webhookDeliveries': {
    count: 1,
    why: SWEEP + ' (when the next delivery of any seller falls due: how long the idle dispatcher rests)',
  },
  'modules/webhooks/dispatch.ts › nextDeliveryDueAt › webhookEndpoints': {
    count: 1,
    why: SWEEP + ' (joined by the delivery row, which carries its seller)',
  },
  'modules/webhooks/dispatch.ts › attemptAll › webhookEndpoints': {
    count: 1,
    why: 'the endpoints of the deliveries just claimed, by their ids',
  },
  'modules/webhooks/dispatch.ts › attemptAll › integrationEvents': {
    count: 1,
    why: 'the events of the deliveries just claimed, by their ids',
  },
  'modules/webhooks/dispatch.ts › settle › webhookEndpoints': {
    count: 2,
    why: 'the endpoints of the deliveries just attempted, by their ids',
  },
  'modules/sub-sellers/registration.ts › checkRegistrations › subSellers': {
    count: 1,
    why: SWEEP + ' (the PENDING registrations of every seller; each is then written under its own seller)',
  },
  'modules/webhooks/purge.ts › purgeOldWebhooks › webhookDeliveries': {
    count: 1,
    why: SWEEP + ' (the daily retention purge of finished deliveries)',
  },
  'modules/webhooks/endpoints.ts › rotateWebhookSecret › webhookEndpoints': {
    count: 1,
    why: 'the row the seller-scoped select just locked, by its id',
  },
  'modules/webhooks/log.ts › listAttempts › webhookDeliveries': {
    count: 1,
    why: "joined to the seller's own attempts (filtered by seller_id)",
  },
  'modules/webhooks/log.ts › listAttempts › integrationEvents': {
    count: 1,
    why: "joined to the seller's own attempts (filtered by seller_id)",
  },
  'modules/invoices/emission.ts › sweepInvoices › invoices': { count: 1, why: SWEEP },
  'modules/charges/change-intents.ts › reconcileChanges › chargeChangeIntents': { count: 1, why: SWEEP },
  'modules/refunds/service.ts › reconcileRefunds › chargeRefunds': { count: 1, why: SWEEP },
  'modules/finance/withdrawals.ts › reconcileWithdrawals › withdrawals': { count: 1, why: SWEEP },
  'modules/payments/execute.ts › reconcilePixPayments › pixPayments': { count: 1, why: SWEEP },
  'modules/payments/execute.ts › executeScheduledPayments › pixPayments': { count: 1, why: SWEEP },
  'modules/payments/boleto-execute.ts › reconcileBoletoPayments › boletoPayments': { count: 1, why: SWEEP },
  'modules/payments/boleto-execute.ts › executeScheduledBoletos › boletoPayments': { count: 1, why: SWEEP },
  'modules/ledger/payments.ts › releaseDueReceivables › receivables': { count: 1, why: SWEEP },
  'modules/ledger/receivable-moves.ts › markReleased › receivables': {
    count: 1,
    why: 'the release job moves the ids its locked select returned (releaseDueReceivables, a sweep)',
  },
  'modules/ledger/receivable-moves.ts › markSubSellerReleased › subSellerReceivables': {
    count: 1,
    why: 'the release job moves the ids its locked select returned (releaseDueSubSellerReceivables, a sweep)',
  },
  'modules/charges/payment.ts › hasOpenAttempt › chargeAttempts': { count: 1, why: CHILD_OF_CHARGE },
  'modules/disputes/queries.ts › findDispute › chargeDisputes': { count: 1, why: CHILD_OF_CHARGE },
  'modules/refunds/queries.ts › listRefunds › chargeRefunds': { count: 1, why: CHILD_OF_CHARGE },
  'modules/charges/payment.ts › completeChallenge › chargeAttempts': { count: 1, why: CHALLENGE },
  'modules/charges/three-d-secure-routes.ts › challengeView › chargeAttempts': { count: 1, why: CHALLENGE },
  'modules/ledger/accounts.ts › findOrCreate › ledgerAccounts': {
    count: 2,
    why: 'the owner condition is built by its two callers (accountId, subSellerAccountId), each naming seller_id',
  },
  'modules/ledger/split.ts › releaseDueSubSellerReceivables › subSellerReceivables': { count: 1, why: SWEEP },
  'modules/ledger/invariants.ts › splitViolations › receivables': { count: 1, why: LEDGER_CHECK },
  'modules/ledger/invariants.ts › splitViolations › subSellerReceivables': { count: 2, why: LEDGER_CHECK },
  'modules/ledger/accounts.ts › addToBalance › ledgerAccounts': {
    count: 1,
    why: 'by account uuid, which callers get from accountId(db, sellerId, kind) in the same transaction',
  },
  'modules/ledger/take-back.ts › reverseTakeBack › journalEntries': {
    count: 1,
    why: 'by the uuid of the entry being reversed, which the refund or dispute of a seller-scoped charge recorded',
  },
  'modules/ledger/take-back.ts › reverseTakeBack › postings': { count: 1, why: 'the postings of that entry' },
  'modules/ledger/take-back.ts › reverseTakeBack › receivables': {
    count: 1,
    why: 'the receivable a posting of that entry names (the update after it names the seller)',
  },
  'modules/ledger/invariants.ts › ledgerViolations › charges': { count: 3, why: LEDGER_CHECK },
  'modules/ledger/invariants.ts › ledgerViolations › chargeRefunds': { count: 1, why: LEDGER_CHECK },
  'modules/ledger/invariants.ts › ledgerViolations › journalEntries': { count: 2, why: LEDGER_CHECK },
  'modules/ledger/invariants.ts › ledgerViolations › postings': { count: 6, why: LEDGER_CHECK },
  'modules/ledger/invariants.ts › ledgerViolations › receivables': { count: 3, why: LEDGER_CHECK },
  'modules/ledger/invariants.ts › ledgerViolations › ledgerAccounts': { count: 4, why: LEDGER_CHECK },
  'modules/ledger/invariants.ts › ledgerViolations › boletoPayments': { count: 1, why: LEDGER_CHECK },
  'modules/ledger/invariants.ts › ledgerViolations › pixPayments': { count: 1, why: LEDGER_CHECK },
  'modules/ledger/invariants.ts › ledgerViolations › withdrawals': { count: 1, why: LEDGER_CHECK },
  'modules/ledger/invariants.ts › ledgerViolations › anticipationItems': { count: 1, why: LEDGER_CHECK },
};

interface Finding {
  key: string;
  where: string;
}

function tenantTables(): Map<string, string> {
  const byExport = new Map<string, string>();
  for (const [name, value] of Object.entries(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (config.columns.some((column) => column.name === 'seller_id')) byExport.set(name, config.name);
  }
  return byExport;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const BUILDER_METHODS = new Set(['from', 'update', 'delete', 'innerJoin', 'leftJoin', 'rightJoin', 'fullJoin']);

/** The name of the function (or method, or variable holding a function) a node sits in. */
function enclosingName(node: ts.Node): string {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if ((ts.isFunctionDeclaration(at) || ts.isMethodDeclaration(at)) && at.name) return at.name.getText();
    if (ts.isVariableDeclaration(at) && at.initializer && ts.isFunctionLike(at.initializer)) return at.name.getText();
  }
  return '(module)';
}

/** The whole builder chain a call belongs to: climb while the parent continues the chain. */
function chainOf(node: ts.Node): ts.Node {
  let top = node;
  while (
    top.parent &&
    ((ts.isPropertyAccessExpression(top.parent) && top.parent.expression === top) ||
      (ts.isCallExpression(top.parent) && top.parent.expression === top))
  ) {
    top = top.parent;
  }
  return top;
}

/**
 * The server's sources as one TypeScript program (so an identifier resolves to its declaration
 * across imports and renames), with `extra` files added in memory for the test's own examples.
 */
function serverProgram(extra: Record<string, string> = {}): ts.Program {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language) =>
    fileName in extra
      ? ts.createSourceFile(fileName, extra[fileName] ?? '', language, true)
      : getSourceFile(fileName, language);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => fileName in extra || fileExists(fileName);
  return ts.createProgram([...sourceFiles(SRC), ...Object.keys(extra)], options, host);
}

/**
 * The unscoped queries of one file of `program`. `tables` maps a tenant table's exported name to its
 * SQL name.
 */
function unscopedQueries(program: ts.Program, path: string, tables: Map<string, string>): Finding[] {
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(path);
  if (!file) throw new Error(`not in the program: ${path}`);
  const fileName = relative(SRC, path);

  /** The declarations an identifier stands for, through imports and renames. */
  const declarationsOf = (identifier: ts.Identifier): ts.Declaration[] => {
    let symbol = checker.getSymbolAtLocation(identifier);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.declarations ?? [];
  };
  const tableOf = (identifier: ts.Identifier): string | undefined => {
    for (const declaration of declarationsOf(identifier)) {
      if (ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name)) {
        const name = declaration.name.text;
        if (tables.has(name) && declaration.getSourceFile().fileName.endsWith('tables.ts')) return name;
      }
    }
    return undefined;
  };

  /**
   * The chain's text plus the text of the declarations it uses as values (a `where` helper, a
   * `conditions` variable), three levels deep. Property bases (`charge` in `charge.id`) are not
   * followed: a value read from a scoped row is not a seller predicate.
   */
  const reachableText = (chain: ts.Node): string => {
    const parts: string[] = [];
    const seen = new Set<ts.Node>();
    const collect = (node: ts.Node, depth: number) => {
      if (
        ts.isIdentifier(node) &&
        depth < 3 &&
        !(ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node) &&
        !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node)
      ) {
        for (const declaration of declarationsOf(node)) {
          const whole = ts.isBindingElement(declaration)
            ? declaration.parent.parent // the destructuring declaration: `const { where } = …`
            : declaration;
          if (seen.has(whole) || !(ts.isVariableDeclaration(whole) || ts.isFunctionDeclaration(whole))) continue;
          if (whole.getSourceFile().fileName.endsWith('tables.ts')) continue;
          seen.add(whole);
          parts.push(whole.getText());
          collect(whole, depth + 1);
        }
      }
      ts.forEachChild(node, (child) => collect(child, depth));
    };
    parts.push(chain.getText());
    collect(chain, 0);
    return parts.join('\n');
  };

  const findings: Finding[] = [];
  const report = (node: ts.Node, table: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    findings.push({ key: `${fileName} › ${enclosingName(node)} › ${table}`, where: `${fileName}:${line + 1}` });
  };
  const sqlNames = new Map([...tables].map(([name, sqlName]) => [sqlName, name]));

  const visit = (node: ts.Node) => {
    const argument = ts.isCallExpression(node) ? node.arguments[0] : undefined;
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      BUILDER_METHODS.has(node.expression.name.text) &&
      argument &&
      ts.isIdentifier(argument)
    ) {
      const table = tableOf(argument);
      if (table) {
        // The column itself, under whatever name this file gives the table.
        const column = new RegExp(`\\b(${argument.text}|${table})\\.sellerId\\b`);
        if (!column.test(reachableText(chainOf(node)))) report(node, table);
      }
    }
    // `transition(tx, table, lifecycle, { where, … })` (modules/lifecycle): a status update on `table`.
    const moved = ts.isCallExpression(node) ? node.arguments[1] : undefined;
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'transition' &&
      moved &&
      ts.isIdentifier(moved)
    ) {
      const table = tableOf(moved);
      if (table) {
        const column = new RegExp(`\\b(${moved.text}|${table})\\.sellerId\\b`);
        if (!column.test(reachableText(node))) report(node, table);
      }
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'sql') {
      const body = node.template.getText();
      for (const match of body.matchAll(/\b(?:from|join|update)\s+"?([a-z_]+)"?/gi)) {
        const table = sqlNames.get(match[1] ?? '');
        if (table && !/seller_id|\.sellerId\b/.test(body)) report(node, table);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

describe('tenant scope: every query on a table with seller_id names seller_id', () => {
  const tables = tenantTables();

  it('knows the tenant tables from the schema', () => {
    expect(tables.get('charges')).toBe('charges');
    expect(tables.get('receivables')).toBe('receivables');
    expect(tables.has('sellers')).toBe(false); // the tenant itself: its id is the seller
    expect(tables.size).toBeGreaterThan(15);
  });

  it('catches a query that forgets the seller, and accepts one that names it', () => {
    const example = join(SRC, 'modules', 'charges', '__tenant_scope_example__.ts');
    const program = serverProgram({
      [example]: `
        import { and, eq, sql } from 'drizzle-orm';
        import type { Db } from '../../db/client.js';
        import { charges as chargesTable } from './tables.js';
        import { receivables } from '../ledger/tables.js';
        export const byId = (db: Db, id: string) => db.select().from(chargesTable).where(eq(chargesTable.id, id));
        // A value called sellerId is not the column: this still writes another seller's charge.
        export const mixUp = (db: Db, charge: { sellerId: string }) =>
          db.update(chargesTable).set({ title: 'x' }).where(eq(chargesTable.id, charge.sellerId));
        export const raw = (db: Db) => db.execute(sql\`select * from receivables where id = \${1}\`);
        const own = (row: { id: string; sellerId: string }) =>
          and(eq(receivables.id, row.id), eq(receivables.sellerId, row.sellerId));
        export const ok = (db: Db, row: { id: string; sellerId: string }) => db.delete(receivables).where(own(row));
        export const ok2 = (db: Db, s: string) => {
          const conditions = [eq(chargesTable.sellerId, s)];
          return db.select().from(chargesTable).where(and(...conditions));
        };
        export const ok3 = (db: Db, s: string) => db.execute(sql\`select * from charges where seller_id = \${s}\`);
      `,
    });
    expect(unscopedQueries(program, example, tables).map((finding) => finding.key)).toEqual([
      'modules/charges/__tenant_scope_example__.ts › byId › charges',
      'modules/charges/__tenant_scope_example__.ts › mixUp › charges',
      'modules/charges/__tenant_scope_example__.ts › raw › receivables',
    ]);
  });

  it('finds none in the server outside the allowlist, and no stale allowlist entry', () => {
    const program = serverProgram();
    const findings = sourceFiles(SRC).flatMap((path) => unscopedQueries(program, path, tables));
    const counted: Record<string, number> = {};
    for (const finding of findings) counted[finding.key] = (counted[finding.key] ?? 0) + 1;
    const unexpected = findings.filter((finding) => (counted[finding.key] ?? 0) > (ALLOWED[finding.key]?.count ?? 0));
    expect(unexpected.map((finding) => `${finding.where} (${finding.key})`)).toEqual([]);
    // An allowance no longer needed (the query was scoped or removed) must go too.
    const stale = Object.entries(ALLOWED).filter(([key, { count }]) => counted[key] !== count);
    expect(stale.map(([key]) => key)).toEqual([]);
  });
});

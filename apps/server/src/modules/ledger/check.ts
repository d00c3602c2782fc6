import type { AppContext } from '../../context.js';
import { ledgerViolations } from './invariants.js';

export const LEDGER_CHECK_JOB = 'ledger.check';
/** Who hears of a broken ledger by e-mail (when SMTP is configured); else only the error log. */
const OPERATORS_ENV = 'OPERATOR_EMAIL';

/**
 * Job (daily) and `npm run ops -- ledger:check`: runs every ledger invariant. Findings are logged as
 * an error with their count (the lines name ids and amounts only, never people) and, when SMTP and
 * OPERATOR_EMAIL are set, e-mailed to the operators.
 */
export async function checkLedger(ctx: AppContext): Promise<string[]> {
  const violations = await ledgerViolations(ctx.db);
  if (violations.length === 0) return violations;
  ctx.log.error({ violations: violations.length, first: violations.slice(0, 5) }, 'ledger check found violations');
  const to = process.env[OPERATORS_ENV];
  if (ctx.config.smtpUrl && to) {
    await ctx.mail.queue({
      to,
      subject: `Cofre: ${violations.length} violação(ões) no razão`,
      text: `A verificação diária do razão encontrou:\n\n${violations.slice(0, 200).join('\n')}`,
      html: `<p>A verificação diária do razão encontrou:</p><pre>${violations
        .slice(0, 200)
        .map((line) => line.replace(/[<>&]/g, ''))
        .join('\n')}</pre>`,
    });
  }
  return violations;
}

export async function checkLedgerJob(ctx: AppContext): Promise<void> {
  await checkLedger(ctx);
}

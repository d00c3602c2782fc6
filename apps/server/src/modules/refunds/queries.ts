import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { chargeRefunds } from './tables.js';

/** The refunds of a charge shown on its detail, oldest first (failed ones are not refunds). */
export function listRefunds(db: DbOrTx, chargeId: string) {
  return db
    .select()
    .from(chargeRefunds)
    .where(and(eq(chargeRefunds.chargeId, chargeId), ne(chargeRefunds.status, 'FAILED')))
    .orderBy(chargeRefunds.createdAt);
}

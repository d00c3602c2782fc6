import { and, eq } from 'drizzle-orm';
import type { FileRequestRow, FileRequestTable, RequestKey } from './kind.js';

/** The rows of one request: by id, and by its seller whenever the caller knows it. */
export function requestWhere<Row extends FileRequestRow>(table: FileRequestTable<Row>, key: RequestKey) {
  return and(eq(table.id, key.id), key.sellerId === null ? undefined : eq(table.sellerId, key.sellerId));
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxAcquirerOperations } from './tables.js';

export type OperationKind = 'AUTHORIZATION' | 'REFUND' | 'RECIPIENT';

export interface StoredOperation {
  kind: OperationKind;
  result: unknown;
  /** False: the request was dropped before the sandbox processed it (a status query finds nothing). */
  received: boolean;
}

/** Where the sandbox acquirer remembers what it did, by our reference. */
export interface OperationStore {
  get(reference: string): Promise<StoredOperation | undefined>;
  put(reference: string, operation: StoredOperation): Promise<void>;
  /** Stores the operation unless the reference is known; answers what was there before (undefined: it was new). */
  putIfNew(reference: string, operation: StoredOperation): Promise<StoredOperation | undefined>;
}

/** In memory: tests that build a sandbox of their own; forgotten when the process ends. */
export class MemoryOperationStore implements OperationStore {
  private readonly operations = new Map<string, StoredOperation>();
  async get(reference: string) {
    return this.operations.get(reference);
  }
  async put(reference: string, operation: StoredOperation) {
    this.operations.set(reference, operation);
  }
  async putIfNew(reference: string, operation: StoredOperation) {
    const known = this.operations.get(reference);
    if (!known) this.operations.set(reference, operation);
    return known;
  }
}

/** In the database: what the server uses, so the sandbox remembers across a crash and restart. */
export class DbOperationStore implements OperationStore {
  constructor(private readonly db: Db) {}
  async get(reference: string) {
    const [row] = await this.db
      .select()
      .from(sandboxAcquirerOperations)
      .where(eq(sandboxAcquirerOperations.reference, reference));
    return row ? { kind: row.kind, result: row.result, received: row.received } : undefined;
  }
  async put(reference: string, operation: StoredOperation) {
    await this.db
      .insert(sandboxAcquirerOperations)
      .values({ reference, ...operation })
      .onConflictDoUpdate({
        target: sandboxAcquirerOperations.reference,
        set: { result: operation.result, received: operation.received },
      });
  }
  /** One statement when the reference is new (the usual case); a second read only for a known one. */
  async putIfNew(reference: string, operation: StoredOperation) {
    const inserted = await this.db
      .insert(sandboxAcquirerOperations)
      .values({ reference, ...operation })
      .onConflictDoNothing()
      .returning({ reference: sandboxAcquirerOperations.reference });
    return inserted.length > 0 ? undefined : this.get(reference);
  }
}

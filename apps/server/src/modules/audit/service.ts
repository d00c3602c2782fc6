import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { auditLog } from './tables.js';

export interface AuditEntry {
  action: string;
  sellerId?: string | null;
  userId?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

export class AuditService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.db.insert(auditLog).values({
      action: entry.action,
      sellerId: entry.sellerId ?? null,
      userId: entry.userId ?? null,
      ip: entry.ip ?? null,
      details: entry.details ?? null,
      createdAt: this.clock.now(),
    });
  }
}

import type { AppContext } from '../../context.js';
import { deliverBatch, fanOutEvents } from './dispatch.js';

/** How long the loop rests when a round found nothing to do. */
const IDLE_MS = 250;

/**
 * The webhook loop of the worker (docs/integrations.md, "Webhooks"): fan the new events out, send a
 * batch of due deliveries, and go again at once while there is work, every IDLE_MS otherwise — a
 * paid charge's event reaches its endpoint within about a quarter of a second plus the receiver's
 * time. Everything it owns is in the database (events, deliveries, leases), so a crash loses
 * nothing: after a restart the next round finds the same rows.
 */
export class WebhookDispatcher {
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;

  constructor(private readonly ctx: AppContext) {}

  start(): void {
    this.running = true;
    this.next(0);
  }

  private next(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.round = this.work().then((busy) => {
        this.round = null;
        if (this.running) this.next(busy ? 0 : IDLE_MS);
      });
    }, delayMs);
  }

  private async work(): Promise<boolean> {
    try {
      const fanned = await fanOutEvents(this.ctx);
      const sent = await deliverBatch(this.ctx);
      return fanned > 0 || sent > 0;
    } catch (error) {
      // The rows stay as they were; the next round retries. Never a value in the line.
      this.ctx.log.error({ err: { name: (error as Error).name } }, 'webhook dispatcher round failed');
      return false;
    }
  }

  /** Stops after the round in progress (its attempts are settled, not left to the lease). */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    await this.round;
  }
}

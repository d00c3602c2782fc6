import type { AppContext } from '../../context.js';
import { deliverBatch, fanOutEvents, nextDeliveryDueAt } from './dispatch.js';

/** How long the loop rests when a round found nothing to do, while the work signal is not heard. */
const IDLE_MS = 250;
/**
 * The longest rest while the work signal is heard. New events and deliveries made due announce
 * themselves (migration 0038) and end the rest at once; what comes due by time alone (a retry, a
 * dead dispatcher's lease) is waited for until its time. This bounds only what neither announces
 * (an endpoint switched back on with deliveries waiting).
 */
const SIGNALLED_MAX_REST_MS = 30_000;

/**
 * The webhook loop of the worker (docs/integrations.md, "Webhooks"): fan the new events out, send a
 * batch of due deliveries, and go again at once while there is work; otherwise rest until work is
 * announced (a paid charge's event reaches its endpoint within a round trip plus the receiver's
 * time), or IDLE_MS while announcements cannot be heard. Everything it owns is in the database
 * (events, deliveries, leases), so a crash loses nothing: after a restart the next round finds the
 * same rows.
 */
export class WebhookDispatcher {
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;
  /** Work was announced during a round: the next one starts at once. */
  private announced = false;
  private stopHearing: (() => void) | undefined;

  constructor(private readonly ctx: AppContext) {}

  start(): void {
    this.running = true;
    this.stopHearing = this.ctx.workSignal.on('webhooks', () => this.wake());
    this.next(0);
  }

  private wake(): void {
    if (!this.running) return;
    if (this.round) {
      this.announced = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.next(0);
  }

  private next(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.announced = false;
      this.round = this.work().then((rest) => {
        this.round = null;
        if (this.running) this.next(this.announced ? 0 : rest);
      });
    }, delayMs);
  }

  /** How long to rest after an idle round: until the next delivery is due, when announcements are heard. */
  private async rest(): Promise<number> {
    if (!this.ctx.workSignal.listening) return IDLE_MS;
    const due = await nextDeliveryDueAt(this.ctx);
    if (!due) return SIGNALLED_MAX_REST_MS;
    return Math.min(SIGNALLED_MAX_REST_MS, Math.max(IDLE_MS, due.getTime() - this.ctx.clock.now().getTime()));
  }

  /** One round; returns how long to wait before the next (0 while there is work). */
  private async work(): Promise<number> {
    try {
      const fanned = await fanOutEvents(this.ctx);
      const sent = await deliverBatch(this.ctx);
      return fanned > 0 || sent > 0 ? 0 : await this.rest();
    } catch (error) {
      // The rows stay as they were; the next round retries. Never a value in the line.
      this.ctx.log.error({ err: { name: (error as Error).name } }, 'webhook dispatcher round failed');
      return IDLE_MS;
    }
  }

  /** Stops after the round in progress (its attempts are settled, not left to the lease). */
  async stop(): Promise<void> {
    this.running = false;
    this.stopHearing?.();
    if (this.timer) clearTimeout(this.timer);
    await this.round;
  }
}

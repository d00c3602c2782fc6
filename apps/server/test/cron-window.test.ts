import cronParser from 'cron-parser';
import { describe, expect, it } from 'vitest';
import { firedInLastMinute } from '../src/jobs/cron-window.js';
import { jobDefinitions } from '../src/jobs/definitions.js';
import type { AppContext } from '../src/context.js';

const TZ = 'America/Sao_Paulo';

/** pg-boss's own answer (timekeeper.js, shouldSendIt): the unbounded previous firing. */
function pgBossAnswer(cron: string, localNow: number, databaseNow: number): boolean {
  const previous = cronParser.parseExpression(cron, { tz: TZ, currentDate: new Date(localNow) }).prev();
  return (databaseNow - previous.getTime()) / 1000 < 60;
}

const ours = Object.values(jobDefinitions({} as AppContext))
  .map((definition) => definition.cron)
  .filter((cron): cron is string => typeof cron === 'string');
// Beyond our schedules: days of the month and of the week, both, the last day, the n-th weekday.
const more = ['0 0 1 * *', '0 12 * * 1', '30 2 15 * 5', '0 0 L * *', '*/7 * * * *', '0 0 * * 0#2', '59 23 * * *'];

describe('cron-window: whether a sweep fired in the last minute, by a bounded walk', () => {
  it("gives the unbounded walk's answer for every schedule, at and around their firings", () => {
    expect(ours.length).toBeGreaterThan(10);
    // São Paulo times (UTC-3) on a month's last day, a Saturday. pg-boss's answer costs up to 15 ms
    // a call, which is why the instants are few and chosen: our schedules' firings.
    const days = [Date.UTC(2026, 1, 28, 3)];
    const times = ['00:00', '00:10', '04:45', '12:00', '20:20'];
    let fired = 0;
    for (const day of days) {
      for (const time of times) {
        const [hours, minutes] = time.split(':').map(Number) as [number, number];
        // The firing minute's first and last instants, and the next minute's first.
        for (const offset of [0, 59_999, 60_000]) {
          const now = day + (hours * 60 + minutes) * 60_000 + offset;
          for (const cron of [...ours, ...more]) {
            const expected = pgBossAnswer(cron, now, now);
            expect(firedInLastMinute(cron, TZ, now, now), `${cron} at ${new Date(now).toISOString()}`).toBe(expected);
            if (expected) fired += 1;
          }
        }
      }
    }
    // The comparison covered firings, not only silences.
    expect(fired).toBeGreaterThan(40);
  });

  it('follows the database clock when it runs ahead of or behind ours', () => {
    const local = Date.UTC(2026, 10, 27, 15, 0, 20); // 12:00:20 in São Paulo
    for (const skew of [-90_000, -30_000, 0, 30_000, 45_000, 90_000]) {
      for (const cron of ['0 12 * * *', '* * * * *', '59 11 * * *']) {
        expect(firedInLastMinute(cron, TZ, local, local + skew), `${cron} skew ${skew}`).toBe(
          pgBossAnswer(cron, local, local + skew),
        );
      }
    }
  });
});

import cronParser from 'cron-parser';

const MINUTE_MS = 60_000;

/**
 * Whether `cron` (in time zone `tz`) fired in the last minute before `databaseNow`, searching back
 * from `localNow`: the scheduler's question every minute for every sweep (jobs/scheduler.ts). Asked
 * of cron-parser with no bound (as pg-boss's own timekeeper did), the previous firing is walked back
 * an hour or a day at a time through luxon: 100–250 ms of one synchronous call for our twenty
 * schedules, which stalled every request in flight. Bounded to the last minute, the walk stops at
 * its first step past it: about 12 ms. The answer is the same (test/cron-window.test.ts compares
 * both on every schedule and more, across days).
 */
export function firedInLastMinute(cron: string, tz: string, localNow: number, databaseNow: number): boolean {
  try {
    const previous = cronParser
      .parseExpression(cron, { tz, currentDate: new Date(localNow), startDate: new Date(databaseNow - MINUTE_MS) })
      .prev();
    return databaseNow - previous.getTime() < MINUTE_MS;
  } catch (error) {
    // The walk went past the start of the minute: no firing in it.
    if (error instanceof Error && error.message === 'Out of the timespan range') return false;
    throw error;
  }
}

import { createRequire } from 'node:module';
import cronParser from 'cron-parser';

const MINUTE_MS = 60_000;

/**
 * Whether `cron` (in time zone `tz`) fired in the last minute before `databaseNow`, searching back
 * from `localNow`: pg-boss's own question ("shouldSendIt") every 30 s for every schedule, with its
 * answer. pg-boss asks cron-parser for the previous firing with no bound, and cron-parser walks back
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

interface TimekeeperPrototype {
  shouldSendIt(this: { clockSkew: number }, cron: string, tz: string): boolean;
}

/**
 * Puts `firedInLastMinute` in pg-boss's timekeeper (its class is not exported, only its file).
 * Returns the prototype so a test can check that the version in use still has the method replaced.
 */
export function boundTimekeeperCron(): TimekeeperPrototype {
  const timekeeper = (createRequire(import.meta.url)('pg-boss/src/timekeeper') as { prototype: TimekeeperPrototype })
    .prototype;
  if (typeof timekeeper.shouldSendIt !== 'function') {
    throw new Error('pg-boss no longer has Timekeeper.shouldSendIt: review src/jobs/cron-window.ts');
  }
  timekeeper.shouldSendIt = function shouldSendIt(cron, tz) {
    const now = Date.now();
    return firedInLastMinute(cron, tz, now, now + this.clockSkew);
  };
  return timekeeper;
}

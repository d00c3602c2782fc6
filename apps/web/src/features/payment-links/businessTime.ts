import { BUSINESS_TIME_ZONE } from '@cofre/contract';

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, timeZoneName: 'longOffset' });
const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** São Paulo's UTC offset at an instant, as ISO writes it ('-03:00'). */
function offsetAt(instant: Date): string {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const offset = name.replace('GMT', '');
  return offset === '' ? 'Z' : offset;
}

/** A day and time on São Paulo's clock ('2026-12-31', '23:45') as an ISO instant with its offset. */
export function businessInstant(date: string, time: string): string {
  const local = `${date}T${time}:00`;
  return `${local}${offsetAt(new Date(`${local}Z`))}`;
}

/** An ISO instant as the day ('yyyy-MM-dd') and time ('HH:mm') on São Paulo's clock. */
export function businessDateTime(iso: string): { date: string; time: string } {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Today on São Paulo's clock ('yyyy-MM-dd'). */
export function businessToday(now = new Date()): string {
  return businessDateTime(now.toISOString()).date;
}

/** The next quarter hour on São Paulo's clock ('HH:mm'): the first expiry time offered today (15-minute steps). */
export function nextQuarterHour(now = new Date()): string {
  const quarter = 15 * 60 * 1000;
  return businessDateTime(new Date(Math.ceil((now.getTime() + 1) / quarter) * quarter).toISOString()).time;
}

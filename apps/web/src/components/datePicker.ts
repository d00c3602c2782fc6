import 'dayjs/locale/pt-br';
import type { DatePickerPreset, DayOfWeek } from '@mantine/dates';
import { addDays, businessToday, monthOf } from '../lib/businessDate';
import { COMMON_TEXTS as T } from './texts';

/**
 * What every calendar of the back-office shares (DateRangeInput, DateField): pt-BR, the week from
 * Sunday as Brazilian calendars print it, one weekday style ('dom', 'seg', 'ter'…: dayjs's short
 * names, never the ambiguous one-letter 'D S T Q Q S S'), and the controls named in Portuguese.
 * Mantine paints weekends red-6 (3.28:1) and other months' days at half opacity (2.39:1): no
 * weekend colour and only this month's days keep every day at 4.5:1.
 */
export const CALENDAR_PROPS = {
  locale: 'pt-br',
  firstDayOfWeek: 0 as DayOfWeek,
  weekdayFormat: 'ddd',
  weekendDays: [] as DayOfWeek[],
  hideOutsideDates: true,
  ariaLabels: {
    previousMonth: T.previousMonth,
    nextMonth: T.nextMonth,
    previousYear: T.previousYear,
    nextYear: T.nextYear,
    previousDecade: T.previousDecade,
    nextDecade: T.nextDecade,
    monthLevelControl: T.monthLevelControl,
    yearLevelControl: T.yearLevelControl,
  },
} as const;

/** 'Hoje', 'Últimos 7 dias', 'Últimos 30 dias', 'Este mês', on São Paulo's calendar. */
export function rangePresets(today: string = businessToday()): DatePickerPreset<'range'>[] {
  return [
    { label: T.presetToday, value: [today, today] },
    { label: T.presetLast7, value: [addDays(today, -6), today] },
    { label: T.presetLast30, value: [addDays(today, -29), today] },
    { label: T.presetThisMonth, value: monthOf(today) },
  ];
}

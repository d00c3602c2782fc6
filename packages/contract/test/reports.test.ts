import { describe, expect, it } from 'vitest';
import {
  REPORT_MESSAGES,
  REPORT_TYPES,
  REPORT_TYPE_INFO,
  defaultReportPeriod,
  earliestReportDate,
  reportFileName,
  reportPeriodIssue,
  reportRequestSchema,
} from '../src/index.js';

const TODAY = '2026-11-23';

describe('report period (spec 3 §5, §9)', () => {
  it('defaults to the last 30 days, today included, and reaches back 90 days', () => {
    expect(defaultReportPeriod(TODAY)).toEqual({ startDate: '2026-10-25', endDate: TODAY });
    expect(earliestReportDate(TODAY)).toBe('2026-08-25');
    expect(earliestReportDate('2026-03-01')).toBe('2025-12-01');
  });

  it('refuses an end after today and a start before today − 90 days, on the right field', () => {
    expect(reportPeriodIssue({ startDate: '2026-08-25', endDate: TODAY }, TODAY)).toBeNull();
    expect(reportPeriodIssue({ startDate: TODAY, endDate: TODAY }, TODAY)).toBeNull();
    expect(reportPeriodIssue({ startDate: '2026-11-01', endDate: '2026-11-24' }, TODAY)).toEqual({
      field: 'endDate',
      message: REPORT_MESSAGES.afterToday,
    });
    expect(reportPeriodIssue({ startDate: '2026-08-24', endDate: TODAY }, TODAY)).toEqual({
      field: 'startDate',
      message: 'A data inicial pode ser de no máximo 90 dias atrás.',
    });
  });

  it('checks the body: both dates, in order, real days, a known type, nothing else', () => {
    const ok = { reportType: 'SALES', startDate: '2026-11-01', endDate: '2026-11-23' };
    expect(reportRequestSchema.parse(ok)).toEqual(ok);
    const messages = (body: object) =>
      reportRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ ...ok, startDate: undefined })).toEqual([REPORT_MESSAGES.needsStartDate]);
    expect(messages({ ...ok, endDate: '' })).toEqual([REPORT_MESSAGES.needsEndDate]);
    expect(messages({ ...ok, startDate: '2026-11-24' })).toEqual([REPORT_MESSAGES.endBeforeStart]);
    expect(messages({ ...ok, endDate: '2026-02-30' })).toEqual(['Informe uma data válida.']);
    expect(messages({ ...ok, reportType: 'TAXES' })).toEqual(['Escolha um tipo de relatório.']);
    expect(reportRequestSchema.safeParse({ ...ok, sellerId: 'x' }).success).toBe(false);
  });

  it('gives each of the eight types a title, a line and a file name', () => {
    expect(REPORT_TYPES).toHaveLength(8);
    for (const type of REPORT_TYPES) {
      expect(REPORT_TYPE_INFO[type].title.length).toBeGreaterThan(2);
      expect(REPORT_TYPE_INFO[type].description.endsWith('.')).toBe(true);
    }
    expect(reportFileName('PAYMENT_LINKS', '2026-11-01', TODAY)).toBe('links-de-pagamento-2026-11-01-a-2026-11-23.csv');
  });
});

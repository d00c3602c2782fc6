import { REPORT_MESSAGES, type ReportTypeInfo } from '@cofre/contract';

/** The Relatórios screen's words (spec 3 §2, §8); the contract's REPORT_MESSAGES hold the spec's texts and rules. */
export const REPORTS_TEXTS = {
  ...REPORT_MESSAGES,
  /** The button's accessible name: its visible words and the report it generates. */
  generateFor: (report: ReportTypeInfo) => `${REPORT_MESSAGES.generate} de ${report.title}`,
  listLabel: 'Tipos de relatório',
  datePlaceholder: 'dd/mm/aaaa – dd/mm/aaaa',
} as const;

/*
 * CNAB 240 (FEBRABAN, payments): read a seller's payment file, write one, answer it with a return
 * file. Pure functions over text; docs/cnab.md describes the layouts and the choices made.
 */
export { detectLayout, CNAB400_REFUSAL, UNKNOWN_LAYOUT_REFUSAL, type CnabLayout } from './detect.js';
export {
  allLayouts,
  batchHeaderLayout,
  batchTrailerLayout,
  fileHeaderLayout,
  fileTrailerLayout,
  segmentALayout,
  segmentBLayout,
  segmentJ52Layout,
  segmentJLayout,
  segmentOLayout,
} from './febraban240.js';
export {
  cnabText,
  formatField,
  InvalidField,
  isCalendarDate,
  readField,
  type FieldDescriptor,
  type FieldValue,
  type Picture,
} from './fields.js';
export {
  assertLayoutCovers,
  defineLayout,
  field,
  layoutProblems,
  RECORD_LENGTH,
  type FieldsOf,
  type InputOf,
  type Layout,
} from './layout.js';
export {
  describeOccurrence,
  isOccurrenceCode,
  OCCURRENCE_DESCRIPTIONS,
  PAID_OCCURRENCE,
  SCHEDULED_OCCURRENCES,
  splitOccurrences,
  type OccurrenceCode,
} from './occurrences.js';
export { isWellFormed, parseCnab240 } from './parse.js';
export { writeReturnFile, type Outcome } from './return-file.js';
export { PIX_INITIATIONS, type PaymentKind, type PixInitiation } from './segments.js';
export type * from './types.js';
export { writeCnab240 } from './write.js';
export { composePaymentFile, type PayingCompany, type PaymentFileLine } from './payment-file.js';

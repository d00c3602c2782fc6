import type {
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
import type { FieldsOf, InputOf } from './layout.js';

/* The shapes of a CNAB 240 file: as the parser reads it, and as the writer takes it. */

export type FileHeader = FieldsOf<typeof fileHeaderLayout>;
export type BatchHeader = FieldsOf<typeof batchHeaderLayout>;
export type BatchTrailer = FieldsOf<typeof batchTrailerLayout>;
export type FileTrailer = FieldsOf<typeof fileTrailerLayout>;
export type SegmentA = FieldsOf<typeof segmentALayout>;
export type SegmentB = FieldsOf<typeof segmentBLayout>;
export type SegmentJ = FieldsOf<typeof segmentJLayout>;
export type SegmentJ52 = FieldsOf<typeof segmentJ52Layout>;
export type SegmentO = FieldsOf<typeof segmentOLayout>;

/** A detail record's segment; 'J52' is a segment J whose positions 18–19 say 52. */
export type Segment = 'A' | 'B' | 'J' | 'J52' | 'O';

/** A detail record as read, with its 1-based line number in the file. */
export type ParsedDetail =
  | { line: number; segment: 'A'; fields: SegmentA }
  | { line: number; segment: 'B'; fields: SegmentB }
  | { line: number; segment: 'J'; fields: SegmentJ }
  | { line: number; segment: 'J52'; fields: SegmentJ52 }
  | { line: number; segment: 'O'; fields: SegmentO };

/** A problem with a line; `field` is the layout's field name when one field is at fault; `reason` is pt-BR. */
export interface LineError {
  line: number;
  field: string | null;
  reason: string;
}

/** A batch as read; a header or trailer is null when it is missing or unreadable (`errors` says which). */
export interface ParsedBatch {
  header: BatchHeader | null;
  /** Every detail whose fields could be read; a line whose fields could not is only in `errors`. */
  details: ParsedDetail[];
  trailer: BatchTrailer | null;
}

export interface ParsedFile {
  header: FileHeader | null;
  batches: ParsedBatch[];
  trailer: FileTrailer | null;
  errors: LineError[];
}

export interface WellFormedBatch extends ParsedBatch {
  header: BatchHeader;
  trailer: BatchTrailer;
}

/** A parsed file without errors: every record is there and readable, so it can be written back. */
export interface WellFormedFile extends ParsedFile {
  header: FileHeader;
  batches: WellFormedBatch[];
  trailer: FileTrailer;
}

/** Fields every detail gets from the writer: the file's bank, the batch's number, the position in the batch. */
type DetailComputed = 'bankCode' | 'batchNumber' | 'sequenceNumber';

export type SegmentAInput = InputOf<typeof segmentALayout, DetailComputed>;
export type SegmentBInput = InputOf<typeof segmentBLayout, DetailComputed>;
export type SegmentJInput = InputOf<typeof segmentJLayout, DetailComputed>;
export type SegmentJ52Input = InputOf<typeof segmentJ52Layout, DetailComputed>;
export type SegmentOInput = InputOf<typeof segmentOLayout, DetailComputed>;

export type Cnab240Detail =
  | { segment: 'A'; fields: SegmentAInput }
  | { segment: 'B'; fields: SegmentBInput }
  | { segment: 'J'; fields: SegmentJInput }
  | { segment: 'J52'; fields: SegmentJ52Input }
  | { segment: 'O'; fields: SegmentOInput };

export type FileHeaderInput = InputOf<typeof fileHeaderLayout>;
/** A batch header without the layout version is given the one of its details' kind (045, 040 or 012). */
export type BatchHeaderInput = InputOf<typeof batchHeaderLayout, 'bankCode' | 'batchNumber'>;
export type BatchTrailerInput = InputOf<
  typeof batchTrailerLayout,
  'bankCode' | 'batchNumber' | 'recordCount' | 'amountTotal' | 'currencyQuantityTotal'
>;
export type FileTrailerInput = InputOf<typeof fileTrailerLayout, 'bankCode' | 'batchCount' | 'recordCount'>;

export interface Cnab240Batch {
  header: BatchHeaderInput;
  details: readonly Cnab240Detail[];
  /** Only its other fields are taken: the writer computes the record count and the sums. */
  trailer?: BatchTrailerInput | null;
}

/** A file to write. A `WellFormedFile` is one, so parse → write gives the same text back. */
export interface Cnab240File {
  header: FileHeaderInput;
  batches: readonly Cnab240Batch[];
  /** Only its other fields are taken: the writer computes the batch and record counts. */
  trailer?: FileTrailerInput | null;
}

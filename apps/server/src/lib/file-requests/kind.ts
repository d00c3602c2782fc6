import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.js';
import type { ReadRouter } from '../../db/read-router.js';
import type { Clock } from '../clock.js';

/** How long a built file stays downloadable; the e-mail and the notification outlive it. */
export const FILE_KEEP_DAYS = 7;
/** A request still PENDING after this long lost its job (every retry and pg-boss's expiry included). */
export const FILE_STUCK_MS = 60 * 60 * 1000;
/** Files up to this size (uncompressed) go attached to the e-mail; larger ones only by the notification. */
export const ATTACH_LIMIT_BYTES = 5 * 1024 * 1024;
/** Requests one sweep fails at the most; the next hour's sweep takes the rest. */
export const SWEEP_BATCH = 500;

/** The columns every file-request table has, under these names (charge_exports, report_requests). */
export interface FileRequestRow {
  id: string;
  sellerId: string;
  userId: string;
  email: string;
  status: 'PENDING' | 'READY' | 'FAILED';
  rows: number | null;
  fileGzip: Buffer | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** A module's own request table: drizzle's table object holding the common columns. */
export type FileRequestTable<Row extends FileRequestRow> = PgTable & {
  [Column in keyof FileRequestRow]: AnyPgColumn;
} & { $inferSelect: Row };

/** A CSV built for a request: the gzip stored, its uncompressed size (does it fit in an e-mail) and its lines. */
export interface BuiltFile {
  gzip: Buffer;
  bytes: number;
  rows: number;
}

/** What an e-mail says; the helper adds the recipient and the attachment. */
export interface MailText {
  subject: string;
  text: string;
  html: string;
}

/** A notification for the requester (the notifications module's `createNotification`). */
export type Notify = (
  tx: DbOrTx,
  now: Date,
  notification: {
    sellerId: string;
    userId: string;
    type: 'NOTIFICATION_REPORT_READY' | 'NOTIFICATION_REPORT_FAILED';
    variables: Record<string, string>;
  },
) => Promise<unknown>;

/**
 * What differs between the modules that keep file requests: their table, their link, their file's
 * name and what the notification and the e-mail say. The owning module builds this for its own
 * table, so a module still writes only its own rows.
 */
export interface FileRequestKind<Row extends FileRequestRow> {
  table: FileRequestTable<Row>;
  /** Where the seller downloads a READY file (the notification's link). */
  downloadPath: (id: string) => string;
  /** The file's name as attached to the e-mail. */
  fileName: (row: Row) => string;
  /** Which report and which period, as the notification centre words them, ready or failed. */
  notificationVariables: (row: Row) => Record<string, string>;
  /** The e-mail of a ready file; `attached` says whether the file went with it. */
  readyMail: (row: Row, file: { rows: number; attached: boolean; publicUrl: string }) => MailText;
  notify: Notify;
}

/** The part of the app's context the helper uses (AppContext has it). */
export interface FileRequestContext {
  db: Db;
  reads: Pick<ReadRouter, 'databaseHaving'>;
  clock: Clock;
  config: { publicUrl: string };
  mail: {
    queue(message: {
      to: string;
      subject: string;
      text: string;
      html: string;
      attachments?: Array<{ filename: string; contentType: string; content: string }>;
    }): Promise<unknown>;
  };
}

/**
 * The request a job or a sweep acts on. `sellerId` is null only where the caller cannot know it: the
 * charges export's job carries just the id (its payload predates the seller; queued jobs keep it).
 */
export interface RequestKey {
  id: string;
  sellerId: string | null;
}

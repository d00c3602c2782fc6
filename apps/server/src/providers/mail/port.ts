/** Outgoing e-mail: SMTP in production, `.eml` files under DATA_DIR/outbox when no SMTP server is configured. */
export interface MailMessage {
  /** 'Name <address>', or the name and address apart (a seller's name over the platform's address). */
  from: string | { name: string; address: string };
  to: string;
  replyTo?: string;
  bcc?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export interface MailSender {
  readonly kind: 'smtp' | 'file';
  send(message: MailMessage): Promise<void>;
  /** Closes what it keeps open (SMTP's pooled connection) when the server stops. */
  close?(): Promise<void>;
}

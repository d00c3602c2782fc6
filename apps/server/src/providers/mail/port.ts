/** Outgoing e-mail: SMTP in production, the log when no SMTP server is configured. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export interface MailSender {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
}

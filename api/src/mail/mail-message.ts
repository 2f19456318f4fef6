/** One e-mail as Trail writes it; the transport (SMTP or the local outbox) is MailService's concern. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

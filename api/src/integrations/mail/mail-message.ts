/** A file sent along with a mail. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** One e-mail as Trail writes it; the transport (SMTP or the local outbox) is MailService's concern. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /**
   * An iCalendar invite (or its cancellation) as the text/calendar alternative mail programs turn
   * into Accept/Decline buttons; also attached as `invite.ics` for those that do not.
   */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /**
   * Names one mail however often it is sent (e.g. `receipt.<claim id>`): every attempt carries the
   * Message-ID `<stableId@sender's domain>`, so a provider that de-duplicates by Message-ID shows a
   * repeat once. Unset: each send gets a fresh Message-ID.
   */
  stableId?: string;
}

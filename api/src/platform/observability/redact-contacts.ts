const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
/** Seven or more digits, spaces or dashes allowed between them, with an optional leading +. */
const PHONE = /\+?\d(?:[\s-]?\d){6,}/g;

/**
 * Logs name people by user id only: e-mail addresses and phone numbers inside an outside
 * service's or the database's error text are masked before they are written.
 */
export function redactContacts(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(PHONE, '[phone]');
}

/** An international number (+234 801 234 5678) or a Nigerian mobile one (08012345678). */
const LIKELY_PHONE = /\+\d(?:[\s-]?\d){6,}|\b0[789][01]\d{8}\b/g;

/**
 * For every log message: e-mail addresses, and only numbers shaped like phone numbers, so amounts
 * in kobo, timestamps and counts stay readable in messages that never held a contact.
 */
export function redactContactsInLogs(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(LIKELY_PHONE, '[phone]');
}

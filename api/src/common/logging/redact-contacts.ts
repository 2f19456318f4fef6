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

import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * A mobile number in E.164 (`+2348031234567`), for WhatsApp reminders. Read with libphonenumber's
 * mobile metadata, Nigeria by default, so every way people write their number works (`0803 123
 * 4567`, `803 123 4567`, `+234 803 123 4567`, `2348031234567`); other countries need their `+` code.
 * Null when it is not a mobile number.
 */
export function normalisePhone(input: string): string | null {
  const text = input.trim();
  // A bare 234… is Nigeria's country code written without its +.
  const withPlus = /^234\d{10}$/.test(text.replace(/[\s().-]/g, '')) ? `+${text}` : text;
  const phone = parsePhoneNumberFromString(withPlus, 'NG');
  return phone?.isValid() ? phone.number : null;
}

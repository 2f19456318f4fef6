/**
 * A phone number in E.164 (`+2348031234567`). Nigerian local forms (`0803 123 4567`,
 * `2348031234567`) are read first; other countries must be given with `+`. Null when unreadable.
 */
export function normalisePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, '');
  if (/^0[789][01]\d{8}$/.test(compact)) return `+234${compact.slice(1)}`;
  if (/^234[789][01]\d{8}$/.test(compact)) return `+${compact}`;
  if (/^\+[1-9]\d{7,14}$/.test(compact)) return compact;
  return null;
}

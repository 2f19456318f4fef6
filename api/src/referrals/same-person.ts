const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches: case aside, and for Gmail without dots or a +tag in the name
 * (a.d.a+two@gmail.com reaches ada@gmail.com), the usual way to make a second account.
 */
export function mailboxOf(email: string): string {
  const [name = '', domain = ''] = email.trim().toLowerCase().split(/@(?=[^@]*$)/);
  if (!GMAIL_DOMAINS.has(domain)) return `${name}@${domain}`;
  return `${name.split('+')[0]!.replace(/\./g, '')}@gmail.com`;
}

export interface Person {
  _id: { toString(): string };
  email: string;
  phone?: string;
}

/** Two accounts of one person, as far as Trail can tell from what they gave (the bank account is checked apart). */
export function samePerson(a: Person, b: Person): boolean {
  if (a._id.toString() === b._id.toString()) return true;
  if (mailboxOf(a.email) === mailboxOf(b.email)) return true;
  return Boolean(a.phone && b.phone && a.phone.replace(/\D/g, '') === b.phone.replace(/\D/g, ''));
}

/** The e-mail a request's body is about, lowercased; undefined when it carries none. */
export function emailOf(req: { body?: unknown }): string | undefined {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

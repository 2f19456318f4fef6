/** The text of whatever was thrown: an Error's message, or the thrown value as a string. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

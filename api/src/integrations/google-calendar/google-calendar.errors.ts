/** Google could not be reached, timed out, failed on its side (5xx) or asked to slow down (429): try later. */
export class GoogleCalendarUnavailableError extends Error {
  override readonly name = 'GoogleCalendarUnavailableError';
  constructor(detail: string) {
    super(`Google Calendar could not be reached: ${detail}`);
  }
}

/** Google answered and refused (a bad credential, a calendar Trail may not write, a request it rejects). */
export class GoogleCalendarRequestError extends Error {
  override readonly name = 'GoogleCalendarRequestError';
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(`Google Calendar refused the request (${httpStatus}): ${message}`);
  }
}

export class GoogleCalendarNotConfiguredError extends Error {
  override readonly name = 'GoogleCalendarNotConfiguredError';
  constructor() {
    super('Google Calendar is not configured');
  }
}

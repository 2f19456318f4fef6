/** The API's answer (503) while its database is away; clients keep the session and try again. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Trail is briefly unavailable. Please try again in a moment.';

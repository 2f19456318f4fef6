export function caddyHeaders(headersFile: string): string;

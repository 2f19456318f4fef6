import { applyDecorators, type Type } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtension, ApiExtraModels, ApiProperty, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import type { OpenAPIObject, ResponseObject, SchemaObject } from '@nestjs/swagger';

/** The one error contract (platform/http/http-error.filter.ts): every failure answers this body. */
export class ErrorBody {
  @ApiProperty({ description: 'A short sentence a person can read; clients show it as it is', example: 'Please log in to continue' })
  error!: string;
}

const ERROR_CONTENT = { 'application/json': { schema: { $ref: getSchemaPath(ErrorBody) } } };

/** The statuses the API answers with an ErrorBody (docs/api-errors.md says when each happens). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503;
/** Each status a route can answer, with when. */
export type ErrorList = Partial<Record<ErrorStatus, string>>;

/**
 * A body typed in @trail/shared. The document names the type (title) rather than repeating its fields:
 * the TypeScript type stays the one definition (decision 0065).
 */
export function sharedType(name: string, description?: string): SchemaObject {
  return { type: 'object', title: name, description: description ?? `The \`${name}\` type of @trail/shared` };
}

/** A JSON array of a @trail/shared type. */
export function listOf(name: string, description?: string): SchemaObject {
  return { type: 'array', title: `${name}[]`, items: sharedType(name), description: description ?? `\`${name}[]\` of @trail/shared` };
}

/** `CursorPage<T>` of @trail/shared (decision 0057): `{ items, hasMore, cursor? }`. */
export function pageOf(name: string): SchemaObject {
  return {
    type: 'object',
    title: `CursorPage<${name}>`,
    required: ['items', 'hasMore'],
    properties: {
      items: { type: 'array', items: sharedType(name) },
      hasMore: { type: 'boolean' },
      cursor: { type: 'string', description: 'Opaque; send it back for the next page' },
    },
  };
}

/** A body that is not JSON: an HTML page, a CSV file, an image … */
export function media(...types: string[]): Record<string, { schema: SchemaObject }> {
  return Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: type.startsWith('text/') ? undefined : 'binary' } }]));
}

/** A JSON body (a class or a schema), or bodies of other media types. */
export type Answer = Type<unknown> | SchemaObject | { content: Record<string, { schema: SchemaObject }> };

/** The success answer: status, when, and its body (none for 204). */
export function ApiAnswers(status: number, description: string, body?: Answer) {
  if (!body) return ApiResponse({ status, description });
  if (typeof body === 'function') return ApiResponse({ status, description, type: body });
  if ('content' in body) return ApiResponse({ status, description, content: body.content });
  return ApiResponse({ status, description, schema: body });
}

export const ApiOk = (description: string, body?: Answer) => ApiAnswers(200, description, body);
export const ApiCreated = (description: string, body?: Answer) => ApiAnswers(201, description, body);
export const ApiNoContent = (description: string) => ApiAnswers(204, description);

/** The failures a route can answer, each `{ "error": "<message>" }` with when it happens. */
export function ApiErrors(errors: ErrorList) {
  return applyDecorators(
    ApiExtraModels(ErrorBody),
    // Spelled out as JSON: an error is JSON even on a route that @ApiProduces HTML or CSV.
    ...Object.entries(errors).map(([status, description]) => ApiResponse({ status: Number(status), description, content: ERROR_CONTENT })),
  );
}

/** Why common failures happen, worded once. */
export const WHY = {
  invalid: 'A field is missing, of the wrong type or not allowed (the message names it)',
  invalidId: 'The id is malformed',
  signedOut: 'No token, or a session that ended or expired: log in again',
  notAllowed: 'Signed in, but not allowed (role, unverified e-mail, parental agreement or suspension; the message says which)',
  demo: 'A change made with a demo account (the demo is read-only)',
  taken: 'A unique value is already taken',
  paystack: 'Paystack could not be reached or refused the request',
  notConfigured: 'An outside service is not configured (development only)',
  tooLarge: 'The body or file is too large',
} as const;

/** Routes behind JwtAuthGuard: a missing or ended session. */
export const SIGNED_IN: ErrorList = { 401: WHY.signedOut };

/**
 * What a route asks of its caller beyond a live session, as the document declares it (`x-access`):
 * `@RequireAccess` writes its rule here, so docs/api-endpoints.md can say who may call each route.
 */
export interface DeclaredAccess {
  roles?: readonly string[];
  verifiedEmail?: boolean;
  parentalAgreement?: boolean;
  notSuspended?: boolean;
}
export const ACCESS_EXTENSION = 'x-access';
export const ApiAccess = (rule: DeclaredAccess) => ApiExtension(ACCESS_EXTENSION, { ...rule });

/**
 * A route the spec's API table does not have (or has otherwise): it exists because the dashboard or the
 * extension needs it. `note` is shown beside the path in docs/api-endpoints.md: `added` unless told.
 */
export const ADDED_EXTENSION = 'x-added';
export const ApiAdded = (note = 'added') => ApiExtension(ADDED_EXTENSION, note);

/** Multipart: the body is JSON (`json`) or a form carrying the file field(s) in `multipart`. */
export function ApiJsonOrMultipart(json: Type<unknown>, multipart: SchemaObject, description: string) {
  return applyDecorators(
    ApiConsumes('application/json', 'multipart/form-data'),
    ApiExtraModels(json),
    ApiBody({ description, schema: { oneOf: [{ $ref: getSchemaPath(json) }, multipart] } }),
  );
}

/**
 * Failures any route can answer, added to every operation rather than repeated on each: the global
 * RateLimitGuard (429, with Retry-After) and MongoDB out of reach (503, with Retry-After).
 */
export const EVERY_ROUTE: Readonly<Partial<Record<ErrorStatus, string>>> = {
  429: 'Past a rate limit; Retry-After gives the seconds to wait',
  503: 'MongoDB cannot be reached just now; Retry-After gives the seconds to wait',
};

export function withEveryRouteErrors(document: OpenAPIObject): OpenAPIObject {
  for (const operations of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const responses = operations[method]?.responses;
      if (!responses) continue;
      for (const [status, description] of Object.entries(EVERY_ROUTE)) {
        const declared = responses[status] as ResponseObject | undefined;
        responses[status] = declared
          ? { ...declared, description: `${declared.description}; or: ${description}` }
          : { description, content: ERROR_CONTENT };
      }
    }
  }
  return document;
}

import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';
import { ACCESS_EXTENSION, ADDED_EXTENSION, type DeclaredAccess, type ErrorStatus, EVERY_ROUTE } from './api-contract';

/**
 * docs/api-endpoints.md is a hand-written header, this line, then what `endpointsMarkdown` renders from the
 * OpenAPI document (test/api-endpoints-doc.e2e-spec.ts compares and, asked to, writes it).
 */
export const GENERATED_MARKER =
  '<!-- Generated from the OpenAPI document below this line: do not edit it by hand. ' +
  'In api/: UPDATE_API_ENDPOINTS=1 npx jest test/platform/openapi/api-endpoints-doc.e2e-spec.ts -->';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** An operation as the document holds it, with the extensions api-contract.ts adds. */
type Operation = OperationObject & { [ACCESS_EXTENSION]?: DeclaredAccess; [ADDED_EXTENSION]?: string };

interface Row {
  method: string;
  path: string;
  operation: Operation;
}

/** Who may call the operation: public, signed in, or a role, with what the access rule asks besides. */
export function whoMayCall(operation: Operation): string {
  const access = operation[ACCESS_EXTENSION];
  const bearer = (operation.security ?? []).some((requirement) => 'bearer' in requirement);
  if (!bearer && !access) return 'public';
  const who = [access?.roles?.length ? access.roles.join(' or ') : 'signed in'];
  if (access?.verifiedEmail) who.push('verified e-mail');
  if (access?.parentalAgreement) who.push("parent's agreement if 13–17");
  if (access?.notSuspended) who.push('not suspended');
  if (operation.responses?.['402']) who.push('with a plan');
  return who.join(', ');
}

/** The failure statuses the operation declares itself (the 429 and 503 every route shares are left out unless it words its own). */
export function ownErrorStatuses(operation: Operation): string[] {
  return Object.entries(operation.responses ?? {})
    .filter(([status]) => /^[45]\d\d$/.test(status))
    .filter(([status, response]) => (response as ResponseObject).description !== EVERY_ROUTE[Number(status) as ErrorStatus])
    .map(([status]) => status)
    .sort();
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const heading = (tag: string) => tag.charAt(0).toUpperCase() + tag.slice(1);

/** `/api/v1/users/{id}` → `/users/:id`, as clients and the rest of docs/ write it. */
function shortPath(path: string, basePath: string): string {
  const relative = path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path;
  return relative.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * The generated part of docs/api-endpoints.md: one section per tag (in the document's tag order, then
 * in order of appearance), its description, a table of its operations (method and path, who may call,
 * the summary, the failure statuses) and the operations' descriptions as notes.
 */
export function endpointsMarkdown(document: OpenAPIObject, basePath = '/api/v1'): string {
  const groups = new Map<string, Row[]>((document.tags ?? []).map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'other';
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)!.push({ method: method.toUpperCase(), path: shortPath(path, basePath), operation });
    }
  }
  const described = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
  const out: string[] = [];
  for (const [tag, rows] of groups) {
    if (rows.length === 0) continue;
    out.push(`## ${heading(tag)}`, '');
    const about = described.get(tag);
    if (about) out.push(about, '');
    out.push('| Method and path | Who may call | Summary | Errors |', '|---|---|---|---|');
    for (const { method, path, operation } of rows) {
      const added = operation[ADDED_EXTENSION] ? ` *(${operation[ADDED_EXTENSION]})*` : '';
      const errors = ownErrorStatuses(operation).join(', ') || '—';
      out.push(`| ${method} ${cell(path)}${added} | ${cell(whoMayCall(operation))} | ${cell(operation.summary ?? '')} | ${errors} |`);
    }
    const notes = rows.filter(({ operation }) => operation.description);
    if (notes.length > 0) {
      out.push('');
      for (const { method, path, operation } of notes) out.push(`- **${method} ${path}**: ${operation.description!.replace(/\s*\n\s*/g, ' ')}`);
    }
    out.push('');
  }
  return out.join('\n');
}

/** The whole file: `current`'s hand-written header (everything above the marker) kept, the rest rendered anew. */
export function withGeneratedEndpoints(current: string, document: OpenAPIObject): string {
  const at = current.indexOf(GENERATED_MARKER);
  const header = (at < 0 ? current : current.slice(0, at)).trimEnd();
  return `${header}\n\n${GENERATED_MARKER}\n\n${endpointsMarkdown(document)}`;
}

import type { OpenAPIObject } from '@nestjs/swagger';
import { EVERY_ROUTE } from './api-contract';
import { endpointsMarkdown, GENERATED_MARKER, withGeneratedEndpoints } from './endpoints-markdown';

const document = {
  openapi: '3.0.0',
  info: { title: 't', version: '1' },
  tags: [{ name: 'admin', description: 'Role `admin` only.' }, { name: 'auth' }],
  paths: {
    '/api/v1/auth/up': { get: { tags: ['auth'], summary: 'The wake-up ping', responses: { 200: { description: 'up' }, 429: { description: EVERY_ROUTE[429] } } } },
    '/api/v1/admin/things/{id}': {
      post: {
        tags: ['admin'],
        summary: 'Do a | thing',
        description: 'Longer\nnotes',
        security: [{ bearer: [] }],
        'x-access': { roles: ['admin'], verifiedEmail: true },
        'x-added': 'added, decision 1',
        responses: { 200: { description: 'done' }, 404: { description: 'No such thing' }, 403: { description: 'No' }, 429: { description: 'Busy; or: x' } },
      },
    },
    '/api/v1/learning': { get: { tags: ['learning'], summary: 'Mine', security: [{ bearer: [] }], responses: { 402: { description: 'No plan' } } } },
  },
} as unknown as OpenAPIObject;

describe('endpointsMarkdown', () => {
  const markdown = endpointsMarkdown(document);

  it('groups by tag in the document order, then by first appearance', () => {
    expect(markdown.match(/^## .*/gm)).toEqual(['## Admin', '## Auth', '## Learning']);
    expect(markdown).toContain('## Admin\n\nRole `admin` only.\n\n| Method and path |');
  });

  it('says who may call, the summary and the route’s own error statuses', () => {
    expect(markdown).toContain('| POST /admin/things/:id *(added, decision 1)* | admin, verified e-mail | Do a \\| thing | 403, 404, 429 |');
    expect(markdown).toContain('| GET /auth/up | public | The wake-up ping | — |');
    expect(markdown).toContain('| GET /learning | signed in, with a plan | Mine | 402 |');
    expect(markdown).toContain('- **POST /admin/things/:id**: Longer notes');
  });

  it('keeps the hand-written header above the marker and renders the rest anew', () => {
    const file = withGeneratedEndpoints(`# Header\n\nHand-written.\n\n${GENERATED_MARKER}\n\nstale`, document);
    expect(file).toBe(`# Header\n\nHand-written.\n\n${GENERATED_MARKER}\n\n${markdown}`);
    expect(withGeneratedEndpoints(file, document)).toBe(file);
  });
});

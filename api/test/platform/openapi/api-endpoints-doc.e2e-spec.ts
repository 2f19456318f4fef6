import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import { GENERATED_MARKER, withGeneratedEndpoints } from '../../../src/platform/openapi/endpoints-markdown';
import { createTestApp, type TestApp } from '../../support/create-test-app';

const FILE = join(__dirname, '../../../../docs/api-endpoints.md');
const UPDATE = process.env.UPDATE_API_ENDPOINTS === '1';
const OUT_OF_DATE =
  'docs/api-endpoints.md is out of date: run UPDATE_API_ENDPOINTS=1 npx jest test/platform/openapi/api-endpoints-doc.e2e-spec.ts in api/';

/** docs/api-endpoints.md below its marker is rendered from the OpenAPI document, so it cannot drift from the routes. */
describe('docs/api-endpoints.md', () => {
  let t: TestApp;
  let document: OpenAPIObject;

  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.http().get('/api/docs-json').expect(200)).body as OpenAPIObject;
  });
  afterAll(() => t.close());

  it('gives every operation a one-line summary', () => {
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations as Record<string, { summary?: string }>)) {
        if (!operation.summary?.trim() || operation.summary.includes('\n')) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('is what the OpenAPI document renders', () => {
    const current = readFileSync(FILE, 'utf8');
    expect(current).toContain(GENERATED_MARKER);
    const rendered = withGeneratedEndpoints(current, document);
    if (UPDATE) {
      if (rendered !== current) writeFileSync(FILE, rendered);
      return;
    }
    if (rendered !== current) {
      const have = current.split('\n');
      const want = rendered.split('\n');
      const differs = want.findIndex((text, i) => text !== have[i]);
      const line = differs < 0 ? want.length : differs;
      throw new Error(`${OUT_OF_DATE}\n(first difference at line ${line + 1}:\n  file:      ${have[line] ?? '<end>'}\n  generated: ${want[line] ?? '<end>'})`);
    }
  });
});

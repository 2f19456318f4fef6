import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ANSWER_FILE_MESSAGES } from '@trail/shared';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, signUp } from '../support/factories/accounts';
import { fieldBySlug } from '../support/factories/mentors';
import { learnerWithPathway } from '../support/factories/pathways';

const BOUNDARY = 'trail-test-boundary';
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);

/**
 * Security review L12: multipart answers are buffered in memory, so one instance reads only a few at once
 * (ANSWER_UPLOADS_AT_ONCE), and a submission the plan or the attempts would refuse is refused before its files are read.
 */
describe('answers with files: what one instance reads at once', () => {
  let t: TestApp;
  let fieldId: string;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { ANSWER_UPLOADS_AT_ONCE: '1' } });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    fieldId = (await fieldBySlug(t, 'product-design'))._id;
  });
  afterAll(async () => {
    delete process.env.ANSWER_UPLOADS_AT_ONCE;
    await t?.close();
  });

  /** A submission whose body is sent in part and then held: its slot stays taken until it ends. */
  function heldSubmission(token: string): { abort: () => void; started: Promise<void> } {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/v1/fields/${fieldId}/assess`,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': String(10 * 1024 * 1024) },
    });
    req.on('error', () => undefined);
    const started = new Promise<void>((resolve) => {
      req.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="assessment"\r\n\r\n[]\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="q1"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`, () => resolve());
    });
    return { abort: () => req.destroy(), started };
  }

  it('answers a submission that finds every slot taken at once with 429 and Retry-After, and takes one again once the slot is free', async () => {
    const first = await learnerWithPathway(t);
    const second = await learnerWithPathway(t);
    const held = heldSubmission(first.token);
    await held.started;
    // Give the server the moment it needs to check the plan and take the slot.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const busy = await t.http().post(`/api/v1/fields/${fieldId}/assess`).set(bearer(second.token)).field('assessment', '[]').attach('q1', pdfOf(1024), 'b.pdf');
    expect(busy.status).toBe(429);
    expect(busy.headers['retry-after']).toBe('30');
    expect(busy.body).toEqual({ error: ANSWER_FILE_MESSAGES.busy });

    held.abort();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const again = await t.http().post(`/api/v1/fields/${fieldId}/assess`).set(bearer(second.token)).field('assessment', '[]');
    expect(again.status).not.toBe(429);
  });

  it('refuses a learner without the pathway before reading their files: 402, not a 6 MB upload', async () => {
    const visitor = await signUp(t);
    const res = await t.http().post(`/api/v1/fields/${fieldId}/assess`).set(bearer(visitor.token)).field('assessment', '[]').attach('q1', pdfOf(6 * 1024 * 1024), 'big.pdf');
    expect(res.status).toBe(402);
  });
});

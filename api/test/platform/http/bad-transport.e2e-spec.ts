import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../support/create-test-app';
import { bearer, signUp } from '../../support/factories/accounts';

/**
 * Raw bytes to the listening server, for requests a well-behaved client will not send. Written, not
 * ended: a half-closed socket makes Node drop a response still being prepared. The server closes it.
 */
function rawExchange(port: number, raw: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
    socket.write(raw);
  });
}

const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as unknown;

describe('bad requests below the DTOs get a 4xx in the error contract', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    auth = bearer((await signUp(t)).token);
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const todos = () => t.connection.collection('todos').countDocuments();
  const postTodo = (body: string | Buffer, headers: Record<string, string> = {}) =>
    t.http().post('/api/v1/todo').set(auth).set({ 'Content-Type': 'application/json', ...headers }).send(body);

  it('refuses JSON nested deeper than 32 levels before validation', async () => {
    const res = await postTodo(`{"title":"x","n":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`).expect(400);
    expect(res.body).toEqual({ error: 'The request body is nested too deeply (at most 32 levels)' });
    expect(await todos()).toBe(0);
  });

  it('refuses __proto__ and constructor keys instead of dropping them silently', async () => {
    const res = await postTodo('{"title":"x","__proto__":{"role":"admin"}}').expect(400);
    expect(res.body).toEqual({ error: 'property __proto__ should not exist' });
    expect(await todos()).toBe(0);
  });

  it.each(['gzip', 'deflate', 'br'])('answers 400 to a body that is not %s-encoded as its header says', async (encoding) => {
    const res = await postTodo('{"title":"x"}', { 'Content-Encoding': encoding }).expect(400);
    expect(res.body).toEqual({ error: 'The request body is not encoded as its Content-Encoding header says' });
  });

  it('answers 415 to an encoding it does not support, and still reads a real gzip body', async () => {
    const res = await postTodo('{"title":"x"}', { 'Content-Encoding': 'compress' }).expect(415);
    expect(res.body).toEqual({ error: 'The request body has an unsupported encoding' });
    const gzipped = gzipSync('{"title":"Read the gzip spec"}');
    const head =
      `POST /api/v1/todo HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: ${auth.Authorization}\r\n` +
      `Content-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: ${gzipped.length}\r\n\r\n`;
    const raw = await rawExchange(port, Buffer.concat([Buffer.from(head), gzipped]));
    expect(raw.startsWith('HTTP/1.1 201')).toBe(true);
  });

  it.each(['q', 'source'])('answers 400 to a NUL in ?%s', async (field) => {
    const res = await t.http().get(`/api/v1/learning?view=history&${field}=a%00b`).set(auth).expect(400);
    expect(res.body).toEqual({ error: 'The address must not contain NUL characters (%00)' });
  });

  it('answers a 16 KB address with 431 and a JSON error', async () => {
    const raw = await rawExchange(port, `GET /api/v1/skills?pad=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(raw.startsWith('HTTP/1.1 431 Request Header Fields Too Large\r\n')).toBe(true);
    expect(raw).toMatch(/\r\nContent-Type: application\/json/);
    expect(bodyOf(raw)).toEqual({ error: 'The request address or headers are too large' });
  });

  it('answers broken HTTP with 400 and a JSON error', async () => {
    const raw = await rawExchange(port, 'POST /api/v1/todo HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}');
    expect(raw.startsWith('HTTP/1.1 400 Bad Request\r\n')).toBe(true);
    expect(bodyOf(raw)).toEqual({ error: 'The request is not valid HTTP' });
  });

  describe('control characters', () => {
    it.each([
      ['/api/v1/todo', { title: 'Read\u0000me' }, 'title must not contain control characters'],
      ['/api/v1/learning', { title: 'SQL\u001b[31m', link: 'https://example.com/a', type: 'Video' }, 'title must not contain control characters'],
      ['/api/v1/learning', { title: 'SQL', link: 'https://example.com/b', type: 'Video', microSkill: ['sq\u0007l'] }, 'microSkill must not contain control characters'],
    ])('POST %s refuses %j', async (path, body, message) => {
      const res = await t.http().post(path).set(auth).send(body).expect(400);
      expect(res.body).toEqual({ error: message });
    });

    it('turns line breaks and tabs in a one-line field into one space, as a multi-line og:title has them', async () => {
      const saved = await t.http().post('/api/v1/learning').set(auth)
        .send({ title: 'Intro to SQL |\n\t  Example Academy', link: 'https://example.com/og', type: 'Video' }).expect(201);
      expect(saved.body.resource.title).toBe('Intro to SQL | Example Academy');
      const todo = await t.http().post('/api/v1/todo').set(auth).send({ title: 'Read\r\nthe docs' }).expect(201);
      expect(todo.body.todo.title).toBe('Read the docs');
    });

    it('refuses them in names, tags and usernames', async () => {
      const register = await t.http().post('/api/v1/auth/register')
        .send({ email: 'ctl@example.com', password: 'correct-horse-battery', firstName: 'A\u0085da', lastName: 'Obi', birthMonth: '1990-01' }).expect(400);
      expect(register.body).toEqual({ error: 'firstName must not contain control characters' });
      for (const field of ['tag', 'username']) {
        const res = await t.http().put('/api/v1/users/me').set(auth).send({ [field]: 'ada\u0000' }).expect(400);
        expect(res.body).toEqual({ error: `${field} must not contain control characters` });
      }
    });

    it('keeps line breaks and tabs in a bio, and refuses other control characters there', async () => {
      const ok = await t.http().put('/api/v1/users/me').set(auth).send({ bio: 'Line one\nLine two\twith a tab' }).expect(200);
      expect(ok.body.user.bio).toBe('Line one\nLine two\twith a tab');
      const res = await t.http().put('/api/v1/users/me').set(auth).send({ bio: 'bell\u0007' }).expect(400);
      expect(res.body).toEqual({ error: 'bio must not contain control characters other than line breaks and tabs' });
    });
  });

  it('answers an empty avatar file with 400 and a clear message', async () => {
    const res = await t.http().put('/api/v1/users/me').set(auth).attach('avatar', Buffer.alloc(0), { filename: 'me.png', contentType: 'image/png' }).expect(400);
    expect(res.body).toEqual({ error: 'The avatar file is empty' });
  });
});

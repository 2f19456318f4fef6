import { Body, Controller, Get, Logger, Post } from '@nestjs/common';
import { EXTENSION_DEV_ID } from '@trail/shared';
import { IsEmail, IsInt, IsString, Max, Min } from 'class-validator';
import { createTestApp, type TestApp } from '../../support/create-test-app';

class EchoDto {
  @IsString()
  title: string;

  @IsEmail()
  email: string;

  @IsInt()
  @Min(1)
  @Max(10)
  rating: number;
}

/** A route that exists only in this test, to exercise the global pipe and filter. */
@Controller('echo')
class EchoController {
  @Post()
  echo(@Body() body: EchoDto): EchoDto {
    return body;
  }

  @Get('boom')
  boom(): never {
    throw new Error('secret connection string mongodb://admin:hunter2@db');
  }
}

const valid = { title: 'Intro to SQL', email: 'ada@example.com', rating: 5 };

describe('API foundation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ controllers: [EchoController] });
  });
  afterAll(() => t.close());

  it('answers the wake-up check under /api/v1', async () => {
    const res = await t.http().get('/api/v1/auth/up').expect(200);
    expect(res.body).toEqual({ status: 'up' });
  });

  it('sends security headers and hides the framework', async () => {
    const res = await t.http().get('/api/v1/auth/up');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers unknown routes with a JSON error', async () => {
    const res = await t.http().get('/api/v1/nothing-here').expect(404);
    expect(res.body).toEqual({ error: 'Cannot GET /api/v1/nothing-here' });
  });

  it('accepts a valid body, typed by the pipe', async () => {
    const res = await t.http().post('/api/v1/echo').send(valid).expect(201);
    expect(res.body).toEqual(valid);
  });

  it('names the field in validation errors', async () => {
    const res = await t.http().post('/api/v1/echo').send({ ...valid, email: 'not-an-email' }).expect(400);
    expect(res.body).toEqual({ error: 'email must be an email' });
  });

  it('reports a missing field', async () => {
    const { title: _, ...withoutTitle } = valid;
    const res = await t.http().post('/api/v1/echo').send(withoutTitle).expect(400);
    expect(res.body.error).toBe('title must be a string');
  });

  it('refuses unknown fields', async () => {
    const res = await t.http().post('/api/v1/echo').send({ ...valid, role: 'admin' }).expect(400);
    expect(res.body).toEqual({ error: 'property role should not exist' });
  });

  it('refuses objects where strings belong', async () => {
    const res = await t.http().post('/api/v1/echo').send({ ...valid, title: { $gt: '' } }).expect(400);
    expect(res.body.error).toMatch(/^title must be a string/);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.http().post('/api/v1/echo').set('Content-Type', 'application/json').send('{"title":').expect(400);
    expect(res.body).toEqual({ error: 'The request body is not valid JSON' });
  });

  it('refuses a huge body', async () => {
    const res = await t.http().post('/api/v1/echo').send({ ...valid, title: 'x'.repeat(200_000) }).expect(413);
    expect(res.body).toEqual({ error: 'The request body is too large' });
  });

  it('answers an unexpected failure with a generic 500 that leaks nothing', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const res = await t.http().get('/api/v1/echo/boom').expect(500);
    expect(res.body).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    expect(logged).toHaveBeenCalled();
  });

  describe('CORS', () => {
    it('allows the dashboard origin', async () => {
      const res = await t.http().get('/api/v1/auth/up').set('Origin', 'http://localhost:5173');
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    });

    it('allows the extension', async () => {
      const origin = `chrome-extension://${EXTENSION_DEV_ID}`;
      const res = await t.http().get('/api/v1/auth/up').set('Origin', origin);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
    });

    it('does not allow other sites', async () => {
      const res = await t.http().get('/api/v1/auth/up').set('Origin', 'https://evil.example');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});

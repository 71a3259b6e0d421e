import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: createLogger('debug', {}, (line) => logLines.push(line)) });
});
afterAll(() => t.close());

const report = { message: 'TypeError: x is undefined', url: 'http://localhost:3000/projects', stack: 'at Foo' };

describe('the error shape on bad input', () => {
  it('answers unknown API routes with a 404 in the error shape', async () => {
    const res = await t.request('/api/does-not-exist', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No API endpoint at POST /api/does-not-exist' },
    });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.request('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"message": "oops",',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.message).not.toMatch(/at \w+ \(/); // no stack trace
  });

  it('names the missing field', async () => {
    const res = await t.request('/api/client-errors', { method: 'POST', json: { url: 'http://x' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toContain('message');
  });

  it('refuses a body over the route limit with 413', async () => {
    const res = await t.request('/api/client-errors', {
      method: 'POST',
      json: { ...report, stack: 'x'.repeat(40_000) },
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses any API body over the global limit with 413', async () => {
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers malformed JSON to the auth endpoints with a 4xx', async () => {
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('POST /api/client-errors', () => {
  it('writes a browser crash to the server log with the request id', async () => {
    const res = await t.request('/api/client-errors', { method: 'POST', json: report });
    expect(res.status).toBe(204);
    const requestId = res.headers.get('x-request-id');
    const entry = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'client error');
    expect(entry).toMatchObject({ level: 'warn', source: 'browser', message: report.message, requestId, userId: null });
  });
});

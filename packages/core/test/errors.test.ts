import { describe, expect, it } from 'vitest';
import { AppError, ERROR_STATUS, parseErrorBody } from '../src/errors.ts';

describe('AppError', () => {
  it('carries its HTTP status and serialises to the wire shape', () => {
    const error = new AppError('NOT_FOUND', 'Project not found');
    expect(error.status).toBe(404);
    expect(error.toBody()).toEqual({ error: { code: 'NOT_FOUND', message: 'Project not found' } });
  });

  it('maps every code to a 4xx or 5xx status', () => {
    for (const status of Object.values(ERROR_STATUS)) expect(status).toBeGreaterThanOrEqual(400);
  });
});

describe('parseErrorBody', () => {
  it('reads the wire shape back', () => {
    expect(parseErrorBody({ error: { code: 'RATE_LIMITED', message: 'Slow down' } })).toEqual({
      code: 'RATE_LIMITED',
      message: 'Slow down',
    });
  });

  it.each([
    null,
    'text',
    {},
    { error: null },
    { error: { code: 'MADE_UP', message: 'x' } },
    { error: { code: 'NOT_FOUND' } },
  ])('returns null for %j', (body) => {
    expect(parseErrorBody(body)).toBeNull();
  });
});

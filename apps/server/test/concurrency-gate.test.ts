import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../src/http/app-env.ts';
import { concurrencyGate } from '../src/http/concurrency-gate.ts';

describe('concurrencyGate', () => {
  it('runs at most its limit at once, lets the rest in in arrival order, and frees a slot on failure', async () => {
    const app = new Hono<AppEnv>();
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const finish = new Map<number, () => void>();
    app.use('/heavy/*', concurrencyGate(2));
    app.get('/heavy/:n', async (c) => {
      const n = Number(c.req.param('n'));
      running++;
      most = Math.max(most, running);
      started.push(n);
      await new Promise<void>((resolve) => finish.set(n, resolve));
      running--;
      if (n === 2) throw new Error('this one fails');
      return c.text(String(n));
    });
    app.onError((_error, c) => c.text('failed', 500));
    app.get('/light', (c) => c.text('light'));

    const responses = [1, 2, 3, 4, 5].map((n) => app.request(`/heavy/${n}`));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2]);
    // What the gate does not guard is not held up by it.
    expect(await (await app.request('/light')).text()).toBe('light');

    finish.get(2)!();
    expect((await responses[1]!).status).toBe(500);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);
    for (const n of [1, 3, 4, 5]) {
      finish.get(n)!();
      expect(await (await responses[n - 1]!).text()).toBe(String(n));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });
});

import { FAKE_AI_URL } from '../playwright.config.ts';
import { CONTROL_PATH } from '../apps/server/test/fakes/ai-provider-server.ts';
import { expect } from './fixtures.ts';

/**
 * Makes every analysis of the browser journeys' fake provider take `ms` (0 restores quick answers), so a
 * test can pause a batch while it runs. The fake is shared by the parallel workers: others only get slower.
 */
export async function setFakeAiLatency(ms: number) {
  const res = await fetch(`${FAKE_AI_URL}${CONTROL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ms > 0 ? { always: { slowMs: ms } } : {}),
  });
  expect(res.status).toBe(204);
}

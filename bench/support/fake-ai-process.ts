// The fake AI provider in a process of its own, for benchmarks: a real provider does not run on the
// server's event loop, so its work (reading each request's photos as JSON) must not be timed as ours.
// Prints the base URL once listening; stops with its parent.
import { startFakeAiProvider } from '../../apps/server/test/fakes/ai-provider-server.ts';

const latencyMs = Number(process.env.FAKE_AI_LATENCY_MS ?? 0);
const fake = await startFakeAiProvider({ always: latencyMs > 0 ? { slowMs: latencyMs } : 'good' });
process.stdout.write(`${fake.url}\n`);
process.on('disconnect', () => process.exit(0));

// The server Playwright starts: a fresh data directory each run, test hooks on, a fake EstateSales.NET,
// then `npm start`'s path.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, 'test-results/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
// EstateSales.NET is played by a loopback fake speaking its protocol (the same one the API tests use).
const { startFakeEstateSales } = await import('../apps/server/test/fakes/estatesales-server.ts');
process.env.ESTATESALES_BASE_URL = (await startFakeEstateSales()).url;
await import('./start.mjs');

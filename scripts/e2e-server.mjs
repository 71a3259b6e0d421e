// The servers Playwright starts: a fresh data directory each run, test hooks on, a fake EstateSales.NET and
// a fake AI provider, then `npm start`'s path. With E2E_AI=offline, no AI provider at all: the offline
// analyzer a fresh install runs, with its real models (the offline journey's server). With
// E2E_BILLING=stripe, Stripe (a fake) takes the payments.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureMallocTuning } from './malloc-tuning.mjs';
import { ensureTestPagesBuild } from './test-pages-build.mjs';

// start.mjs would run the process again for its malloc tuning; doing it first starts the fakes once.
if (!ensureMallocTuning()) await new Promise(() => {});
// The web app's test pages, which these servers serve at /__test/ (test hooks on): the first of them
// builds them when their sources changed.
ensureTestPagesBuild();
const offline = process.env.E2E_AI === 'offline';
const stripe = process.env.E2E_BILLING === 'stripe';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(
  root,
  offline ? 'test-results/e2e-data-offline' : stripe ? 'test-results/e2e-data-stripe' : 'test-results/e2e-data',
);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
// EstateSales.NET is played by a loopback fake speaking its protocol (the same one the API tests use).
const { startFakeEstateSales } = await import('../apps/server/test/fakes/estatesales-server.ts');
// The first server's on a known port (the server's + 10), so a browser test can read what the site holds
// and switch on its refusals (e2e/estatesales.spec.ts); the others' anywhere.
const first = !offline && !stripe;
process.env.ESTATESALES_BASE_URL = (
  await startFakeEstateSales({ port: first ? Number(process.env.PORT) + 10 : 0 })
).url;
// The AI provider is a loopback fake speaking OpenAI's chat completions: every analysis answers the same
// "Painted wooden chair" appraisal (with the number of photos it was shown), so journeys can assert on it.
if (!offline) {
  const { startFakeAiProvider } = await import('../apps/server/test/fakes/ai-provider-server.ts');
  // On a known port (the server's + 2), so a browser test can slow it down (e2e/queue-helpers.ts).
  const fakeAi = await startFakeAiProvider({ port: Number(process.env.PORT) + 2 });
  process.env.AI_PROVIDER = 'openai';
  process.env.AI_MODEL = 'fake-vision';
  process.env.AI_API_KEY = 'sk-e2e-fake';
  process.env.AI_BASE_URL = fakeAi.baseUrls.openai;
}
// With E2E_BILLING=stripe, payments go to Stripe as a loopback fake plays it (the API tests' fake), with
// its hosted checkout and portal pages delivering signed events to this server's webhook.
if (stripe) {
  const { startFakeStripe } = await import('../apps/server/test/fakes/stripe-server.ts');
  const webhook = { url: `${process.env.PUBLIC_URL}/api/billing/stripe/webhook`, secret: 'whsec_e2e_fake' };
  const fakeStripe = await startFakeStripe('sk_test_e2e_fake', { webhook });
  Object.assign(process.env, {
    BILLING_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: fakeStripe.secretKey,
    STRIPE_WEBHOOK_SECRET: webhook.secret,
    STRIPE_API_URL: fakeStripe.url,
    STRIPE_PRICE_BASIC: 'price_e2e_basic',
    STRIPE_PRICE_PRO_300: 'price_e2e_pro_300',
    STRIPE_PRICE_PRO_600: 'price_e2e_pro_600',
    STRIPE_PRICE_PRO_900: 'price_e2e_pro_900',
    STRIPE_PRICE_PACK_100: 'price_e2e_pack_100',
    STRIPE_PRICE_PACK_250: 'price_e2e_pack_250',
    STRIPE_PRICE_PACK_500: 'price_e2e_pack_500',
  });
}
await import('./start.mjs');

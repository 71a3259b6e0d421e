import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './e2e/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
/**
 * The second server: no AI provider configured, so the offline analyzer (e2e/offline-analyzer.spec.ts), and
 * no billing (BILLING_PROVIDER=none, e2e/billing-off.spec.ts), as a company hosting Tagwise for itself runs it.
 */
export const OFFLINE_URL = `http://localhost:${PORT + 1}`;
/** The third server: payments through Stripe, played by a loopback fake with its hosted pages (e2e/stripe.spec.ts). */
export const STRIPE_URL = `http://localhost:${PORT + 3}`;
/** The first server's fake AI provider, whose behaviour a test can change (its POST /__fake/behaviour). */
/** The e2e servers' instance owner (OWNER_EMAILS): the one account shown the admin commands. */
export const E2E_OWNER_EMAIL = 'owner@e2e.tagwise.test';
export const FAKE_AI_URL = `http://127.0.0.1:${PORT + 2}`;
/** The first server's fake EstateSales.NET: its state and switches (POST /__fake/...). */
export const FAKE_ESTATESALES_URL = `http://127.0.0.1:${PORT + 10}`;

const launchOptions = { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/reports/browser.json' }]],
  // Two workers and the server share two cores: a fifteen-step journey measured 13 s alone and 29 s there.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', testIgnore: /.*\.phone\.spec\.ts/, use: { ...devices['Desktop Chrome'], launchOptions } },
    {
      name: 'phone',
      testMatch: /.*\.phone\.spec\.ts/,
      use: { ...devices['Pixel 7'], launchOptions },
    },
  ],
  webServer: [
    { url: BASE_URL, port: PORT, ai: 'fake-openai', billing: 'test' },
    { url: OFFLINE_URL, port: PORT + 1, ai: 'offline', billing: 'none' },
    { url: STRIPE_URL, port: PORT + 3, ai: 'fake-openai', billing: 'stripe' },
  ].map(({ url, port, ai, billing }) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      PUBLIC_URL: url,
      TAGWISE_TEST_HOOKS: 'true',
      // A fixed owner, so which test happens to sign up first does not change what the others see.
      OWNER_EMAILS: E2E_OWNER_EMAIL,
      AUTH_RATE_LIMIT_PER_MINUTE: '200',
      // Every journey asks from one address; the per-person limit is the server test's (assistant.test.ts).
      ASSISTANT_RATE_LIMIT_PER_MINUTE: '200',
      LOG_LEVEL: 'warn',
      E2E_AI: ai,
      BILLING_PROVIDER: billing,
      E2E_BILLING: billing,
    },
  })),
});

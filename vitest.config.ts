import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const SERVER_TESTS = 'apps/server/test';
/** What a test file names when it reaches the database the run is given (TEST_DATABASE_URL). */
const USES_TEST_DATABASE = /TEST_DATABASE_URL|support\/(test-app|test-database|postgres-urls)\.ts/;
/** A test file that says why its database work is already covered on PostgreSQL by other files. */
const PGLITE_ONLY = /^\/\/ On PGlite only: /m;

/**
 * The server's test files that never reach the test database (the offline models, processes, PGlite's own
 * plumbing), and those marked "On PGlite only" (the offline models end to end, whose queries other files
 * run on PostgreSQL): the second, PostgreSQL pass of `npm test` leaves them out, since they would run
 * exactly as in the first and they are about half of its time.
 */
function filesWithoutTestDatabase(): string[] {
  if (!process.env.TEST_DATABASE_URL) return [];
  return readdirSync(fileURLToPath(new URL(SERVER_TESTS, import.meta.url)), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${SERVER_TESTS}/${file}`)
    .filter((file) => {
      const source = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
      return !USES_TEST_DATABASE.test(source) || PGLITE_ONLY.test(source);
    });
}

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'core', include: ['packages/core/test/**/*.test.ts'], environment: 'node' },
      },
      {
        // The repository's own scripts (the docs check of `npm test`).
        test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        // The web app's own alias (apps/web/vite.config.ts), for tests of its components' modules.
        resolve: { alias: { '@': fileURLToPath(new URL('apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: [`${SERVER_TESTS}/**/*.test.ts`],
          exclude: filesWithoutTestDatabase(),
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Each file gets its own database; two cores, so two files at a time.
          maxWorkers: 2,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

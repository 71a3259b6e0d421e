import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('runs with no settings at all, on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      google: undefined,
      devMailbox: true,
      isProduction: false,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', GOOGLE_CLIENT_ID: 'id-only', SMTP_URL: 'http://mail' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL: must start with postgres://');
    expect(problems).toContain('SMTP_URL: must start with smtp://');
    expect(problems).toContain('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
    expect((error as ConfigError).message).toMatch(/^Tagwise cannot start/);
  });

  it('demands a secret and a public URL in production, and refuses test hooks there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TAGWISE_TEST_HOOKS: 'true' })).toThrow(
      /BETTER_AUTH_SECRET: is required[\s\S]*PUBLIC_URL: is required[\s\S]*TAGWISE_TEST_HOOKS/,
    );
    expect(() => loadConfig({ BETTER_AUTH_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('switches to PostgreSQL and SMTP by URL alone', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/tagwise', SMTP_URL: 'smtps://u:p@mail:465' });
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/tagwise');
    expect(config.devMailbox).toBe(false);
  });
});

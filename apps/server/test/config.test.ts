import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

/** What loadConfig refuses in an environment: its list of problems, or none. */
const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('configuration', () => {
  it('runs with no settings at all, on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      // This machine only: a default start is not reachable from a café's or a VPS's network.
      host: '127.0.0.1',
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

  it('unloads the offline models after a quiet minute unless told otherwise, and loads them on demand', () => {
    expect(loadConfig({}).localAi).toEqual({ workers: 1, warmUp: false, idleSeconds: 60 });
    expect(loadConfig({ LOCAL_AI_IDLE_SECONDS: '0', LOCAL_AI_WARM_UP: 'true' }).localAi).toMatchObject({
      warmUp: true,
      idleSeconds: 0,
    });
    expect(loadConfig({ LOCAL_AI_IDLE_SECONDS: '0.5' }).localAi.idleSeconds).toBe(0.5);
    for (const value of ['-1', 'soon', '86401']) {
      expect(problems({ LOCAL_AI_IDLE_SECONDS: value })).toEqual([
        'LOCAL_AI_IDLE_SECONDS: must be a number of seconds from 0 (keep the offline models loaded) to 86400',
      ]);
    }
  });

  it('switches to PostgreSQL and SMTP by URL alone', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/tagwise', SMTP_URL: 'smtps://u:p@mail:465' });
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/tagwise');
    expect(config.devMailbox).toBe(false);
  });

  it('reads the AI provider: none or local means no cloud analyzer; keys, models and base URLs', () => {
    expect(loadConfig({}).ai).toBeUndefined();
    expect(loadConfig({ AI_PROVIDER: 'local' }).ai).toBeUndefined();
    expect(loadConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-1' }).ai).toEqual({
      provider: 'openai',
      model: 'gpt-4o',
      apiKey: 'sk-1',
      baseUrl: undefined,
    });
    expect(
      loadConfig({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'k', ANTHROPIC_API_KEY: 'other', AI_MODEL: 'claude-x' }).ai,
    ).toMatchObject({ apiKey: 'k', model: 'claude-x' });
    expect(
      loadConfig({ AI_PROVIDER: 'ollama', AI_MODEL: 'llava', AI_BASE_URL: 'http://127.0.0.1:11434/api/' }).ai,
    ).toEqual({ provider: 'ollama', model: 'llava', apiKey: undefined, baseUrl: 'http://127.0.0.1:11434/api' });
  });

  it('refuses an AI provider without what it needs', () => {
    expect(problems({ AI_PROVIDER: 'gpt' })[0]).toMatch(/^AI_PROVIDER: must be one of local, openai/);
    expect(problems({ AI_PROVIDER: 'google' })).toEqual([
      'AI_API_KEY: is required when AI_PROVIDER=google (or set GOOGLE_GENERATIVE_AI_API_KEY)',
    ]);
    expect(problems({ AI_PROVIDER: 'openai-compatible' })).toEqual([
      'AI_MODEL: is required when AI_PROVIDER=openai-compatible',
      'AI_BASE_URL: is required when AI_PROVIDER=openai-compatible',
    ]);
    expect(problems({ AI_PROVIDER: 'ollama', AI_MODEL: 'llava', AI_BASE_URL: 'not a url' })).toEqual([
      'AI_BASE_URL: must be an absolute URL such as http://127.0.0.1:11434/api',
    ]);
  });

  it('makes studio photos with Gemini’s image model on Google, offline otherwise, and checks AI_IMAGE_MODEL', () => {
    const google = { AI_PROVIDER: 'google', AI_API_KEY: 'g-1', AI_BASE_URL: 'http://127.0.0.1:9/v1beta' };
    expect(loadConfig(google).imageAi).toEqual({
      provider: 'google',
      model: 'gemini-2.5-flash-image',
      apiKey: 'g-1',
      baseUrl: 'http://127.0.0.1:9/v1beta',
    });
    expect(loadConfig({ ...google, AI_IMAGE_MODEL: 'gemini-3-pro-image' }).imageAi?.model).toBe('gemini-3-pro-image');
    expect(loadConfig({ ...google, AI_IMAGE_MODEL: 'local' }).imageAi).toBeUndefined();
    expect(loadConfig({}).imageAi).toBeUndefined();
    expect(loadConfig({ AI_PROVIDER: 'openai', AI_API_KEY: 'k', AI_IMAGE_MODEL: 'local' }).imageAi).toBeUndefined();

    expect(problems({ AI_PROVIDER: 'openai', AI_API_KEY: 'k', AI_IMAGE_MODEL: 'dall-e-3' })).toEqual([
      'AI_IMAGE_MODEL: applies only with AI_PROVIDER=google (other providers make studio photos offline); unset it or set it to local',
    ]);
    expect(problems({ ...google, AI_IMAGE_MODEL: 'gemini image' })).toEqual([
      'AI_IMAGE_MODEL: must be a model name such as gemini-2.5-flash-image, or local',
    ]);
  });

  it('keeps photos on local disk unless an S3 bucket is named, and checks the S3 settings', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'photos',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
      forcePathStyle: true,
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET: is required/);
    expect(() => loadConfig({ S3_BUCKET: 'p', S3_ACCESS_KEY_ID: 'a' })).toThrow(/set together/);
    expect(loadConfig({ UPLOAD_TTL_HOURS: '2' }).uploadTtlHours).toBe(2);
    expect(loadConfig({}).uploadTtlHours).toBe(24);
  });
});

describe('payments configuration', () => {
  const prices = {
    STRIPE_PRICE_BASIC: 'price_b',
    STRIPE_PRICE_PRO_300: 'price_3',
    STRIPE_PRICE_PRO_600: 'price_6',
    STRIPE_PRICE_PRO_900: 'price_9',
    STRIPE_PRICE_PACK_100: 'price_p1',
    STRIPE_PRICE_PACK_250: 'price_p2',
    STRIPE_PRICE_PACK_500: 'price_p5',
  };
  const keys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

  it('sells through the built-in test provider by default, and through Stripe once its keys are set', () => {
    expect(loadConfig({}).billing).toEqual({ provider: 'test' });
    expect(loadConfig({ BILLING_PROVIDER: 'none' }).billing).toEqual({ provider: 'none' });
    expect(loadConfig({ ...keys, ...prices }).billing).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      apiUrl: undefined,
      prices: {
        basic: 'price_b',
        'pro-300': 'price_3',
        'pro-600': 'price_6',
        'pro-900': 'price_9',
        'pack-100': 'price_p1',
        'pack-250': 'price_p2',
        'pack-500': 'price_p5',
      },
    });
    // Keys left in place while testing without them: BILLING_PROVIDER=test wins.
    expect(loadConfig({ ...keys, ...prices, BILLING_PROVIDER: 'test' }).billing).toEqual({ provider: 'test' });
  });

  it('refuses Stripe with a missing key, a wrong secret or a price that is not a price id, naming each', () => {
    expect(problems({ BILLING_PROVIDER: 'paypal' })).toEqual(['BILLING_PROVIDER: must be test, stripe or none']);
    const listed = problems({ STRIPE_SECRET_KEY: 'pk_live_x', ...prices, STRIPE_PRICE_PRO_600: 'prod_6' });
    expect(listed).toEqual([
      'STRIPE_SECRET_KEY: must be your Stripe secret key (sk_live_..., sk_test_... or rk_...)',
      "STRIPE_WEBHOOK_SECRET: must be the webhook endpoint's signing secret (whsec_...)",
      'STRIPE_PRICE_PRO_600: must be a Stripe price id (price_...)',
    ]);
    expect(problems({ BILLING_PROVIDER: 'stripe' })).toHaveLength(2 + Object.keys(prices).length);
  });
});

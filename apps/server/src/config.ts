import { z } from 'zod';
import path from 'node:path';

// Every setting the server reads, parsed once at boot. A wrong value stops the process with a list of
// every problem, rather than failing later in the middle of a request.

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://tagwise.example.com' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  BETTER_AUTH_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters (try: openssl rand -base64 32)').optional(),
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Tagwise <no-reply@tagwise.local>'),
  TRUST_PROXY: booleanFlag,
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  TAGWISE_TEST_HOOKS: booleanFlag,
  ESTATESALES_BASE_URL: z
    .url({ message: 'must be an absolute URL such as https://www.estatesales.net' })
    .default('https://www.estatesales.net'),
});

// Rules across several settings. They read the raw strings so they are reported together with any
// per-setting problem (zod skips object refinements once a field has failed).
function crossSettingProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const set = (name: string) => Boolean(env[name]?.trim());
  if (set('GOOGLE_CLIENT_ID') !== set('GOOGLE_CLIENT_SECRET')) {
    problems.push('GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (env.NODE_ENV === 'production') {
    if (!set('BETTER_AUTH_SECRET')) problems.push('BETTER_AUTH_SECRET: is required when NODE_ENV=production');
    if (!set('PUBLIC_URL')) problems.push('PUBLIC_URL: is required when NODE_ENV=production');
    if (env.TAGWISE_TEST_HOOKS === 'true' || env.TAGWISE_TEST_HOOKS === '1') {
      problems.push('TAGWISE_TEST_HOOKS: must not be enabled when NODE_ENV=production');
    }
  }
  return problems;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /** The listing site's API (a fake on loopback in tests). */
  estatesalesBaseUrl: string;
  dataDir: string;
  /** Set when running on PostgreSQL; undefined means embedded PGlite in `dataDir/db`. */
  databaseUrl: string | undefined;
  /** Undefined until boot resolves it (from the environment, or generated and kept in the data directory). */
  authSecret: string | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  authRateLimitPerMinute: number;
  bodyLimitBytes: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  shutdownTimeoutMs: number;
  testHooks: boolean;
  /** The development mailbox page exists only without SMTP and outside production. */
  devMailbox: boolean;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Tagwise cannot start; fix these settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`)),
    ...crossSettingProblems(env),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    authSecret: e.BETTER_AUTH_SECRET,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    testHooks: e.TAGWISE_TEST_HOOKS,
    devMailbox: !e.SMTP_URL && e.NODE_ENV !== 'production',
    estatesalesBaseUrl: e.ESTATESALES_BASE_URL.replace(/\/+$/, ''),
  };
}

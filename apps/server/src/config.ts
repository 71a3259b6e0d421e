import { z } from 'zod';
import { BACKUP_DEFAULT_MAX_BYTES } from '@tagwise/core/values/backup';
import path from 'node:path';
import { UPLOAD_TTL_HOURS } from '@tagwise/core/schemas/analysis';
import type { QueueSettings } from './jobs/queue-runner.ts';
import { billingConfig, billingConfigProblems, type BillingConfig } from './billing-config.ts';

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

/** Cloud providers reached through the AI SDK; "local" is the offline analyzer. */
export const AI_PROVIDERS = ['local', 'openai', 'google', 'anthropic', 'openai-compatible', 'ollama'] as const;
export type AiProviderName = Exclude<(typeof AI_PROVIDERS)[number], 'local'>;

/** Models used when AI_MODEL is not set, for providers whose catalogue we can name; the others must set it. */
const DEFAULT_MODELS: Partial<Record<AiProviderName, string>> = {
  openai: 'gpt-4o',
  google: 'gemini-2.5-flash',
  anthropic: 'claude-sonnet-4-5',
};
/**
 * The image model that makes studio photos when AI_PROVIDER=google; "local" keeps the offline cut-out, which
 * is what every other provider uses (none of them has an image model behind the AI SDK we can rely on).
 */
const DEFAULT_GOOGLE_IMAGE_MODEL = 'gemini-2.5-flash-image';
const LOCAL_IMAGE_MODEL = 'local';

/** Each provider's own key variable, read when AI_API_KEY is not set (the names their SDKs document). */
const PROVIDER_KEY_VARS: Partial<
  Record<AiProviderName, 'OPENAI_API_KEY' | 'GOOGLE_GENERATIVE_AI_API_KEY' | 'ANTHROPIC_API_KEY'>
> = {
  openai: 'OPENAI_API_KEY',
  google: 'GOOGLE_GENERATIVE_AI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
};

const IDLE_SECONDS_MESSAGE = 'must be a number of seconds from 0 (keep the offline models loaded) to 86400';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // This machine only, unless the operator opens it up (HOST=0.0.0.0): a default start in a café or on a
  // fresh VPS must not be reachable by strangers (listen-notice.ts says at start who can reach it).
  HOST: z.string().trim().min(1).default('127.0.0.1'),
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
  SUPPORT_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
  TRUST_PROXY: booleanFlag,
  OWNER_EMAILS: optionalString.pipe(
    z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ message: 'must be e-mail addresses separated by commas' })).min(1))
      .optional(),
  ),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  ASSISTANT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  ASSISTANT_AI_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(60),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** The largest workspace backup a restore accepts (2 GB). */
  BACKUP_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .default(BACKUP_DEFAULT_MAX_BYTES),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  TAGWISE_TEST_HOOKS: booleanFlag,
  ESTATESALES_BASE_URL: z
    .url({ message: 'must be an absolute URL such as https://www.estatesales.net' })
    .default('https://www.estatesales.net'),
  ESTATESALES_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  AI_PROVIDER: optionalString.pipe(
    z.enum(AI_PROVIDERS, { message: `must be one of ${AI_PROVIDERS.join(', ')}` }).optional(),
  ),
  AI_MODEL: optionalString,
  AI_IMAGE_MODEL: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9][\w.:/-]*$/, `must be a model name such as ${DEFAULT_GOOGLE_IMAGE_MODEL}, or local`)
      .optional(),
  ),
  AI_API_KEY: optionalString,
  AI_BASE_URL: optionalString.pipe(
    z.url({ message: 'must be an absolute URL such as http://127.0.0.1:11434/api' }).optional(),
  ),
  OPENAI_API_KEY: optionalString,
  GOOGLE_GENERATIVE_AI_API_KEY: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  LOCAL_AI_WORKERS: z.coerce.number().int().min(1).max(8).default(1),
  LOCAL_AI_WARM_UP: booleanFlag,
  LOCAL_AI_IDLE_SECONDS: z.coerce
    .number({ message: IDLE_SECONDS_MESSAGE })
    .min(0, IDLE_SECONDS_MESSAGE)
    .max(86_400, IDLE_SECONDS_MESSAGE)
    .default(60),
  UPLOAD_TTL_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 30)
    .default(UPLOAD_TTL_HOURS),
  QUEUE_RUNNER: booleanFlag.default(true),
  QUEUE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  QUEUE_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(120),
  QUEUE_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  QUEUE_MAINTENANCE_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  QUEUE_ABANDON_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 90)
    .default(24),
  QUEUE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(4),
  QUEUE_RETRY_BASE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  QUEUE_RETRY_MAX_MS: z.coerce.number().int().min(0).max(3_600_000).default(120_000),
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(
    z.url({ message: 'must be an absolute URL such as https://s3.example.com' }).optional(),
  ),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag,
});

// Rules across several settings. They read the raw strings so they are reported together with any
// per-setting problem (zod skips object refinements once a field has failed).
function crossSettingProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const set = (name: string) => Boolean(env[name]?.trim());
  const provider = env.AI_PROVIDER?.trim() as AiProviderName | 'local' | undefined;
  if (provider && provider !== 'local' && (AI_PROVIDERS as readonly string[]).includes(provider)) {
    const keyVar = PROVIDER_KEY_VARS[provider];
    if (keyVar && !set('AI_API_KEY') && !set(keyVar)) {
      problems.push(`AI_API_KEY: is required when AI_PROVIDER=${provider} (or set ${keyVar})`);
    }
    if (!DEFAULT_MODELS[provider] && !set('AI_MODEL')) {
      problems.push(`AI_MODEL: is required when AI_PROVIDER=${provider}`);
    }
    if (provider === 'openai-compatible' && !set('AI_BASE_URL')) {
      problems.push('AI_BASE_URL: is required when AI_PROVIDER=openai-compatible');
    }
  }
  const imageModel = env.AI_IMAGE_MODEL?.trim();
  if (imageModel && imageModel !== LOCAL_IMAGE_MODEL && provider !== 'google') {
    problems.push(
      `AI_IMAGE_MODEL: applies only with AI_PROVIDER=google (other providers make studio photos offline); unset it or set it to ${LOCAL_IMAGE_MODEL}`,
    );
  }
  const s3Vars = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];
  if (!set('S3_BUCKET') && s3Vars.some(set)) {
    problems.push(`S3_BUCKET: is required when any of ${s3Vars.join(', ')} is set`);
  }
  if (set('S3_ACCESS_KEY_ID') !== set('S3_SECRET_ACCESS_KEY')) {
    problems.push('S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
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
  /** The address to listen on: loopback by default, so only this machine reaches the server. */
  host: string;
  publicUrl: string;
  /** The listing site's API (a fake on loopback in tests). */
  estatesalesBaseUrl: string;
  /** One call to the listing site before it counts as unanswered (and is tried again, up to three times). */
  estatesalesTimeoutMs: number;
  dataDir: string;
  /** Set when running on PostgreSQL; undefined means embedded PGlite in `dataDir/db`. */
  databaseUrl: string | undefined;
  /** Undefined until boot resolves it (from the environment, or generated and kept in the data directory). */
  authSecret: string | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where people write with questions (the pricing page's support link); none: no link. */
  supportEmail: string | undefined;
  trustProxy: boolean;
  /**
   * Who runs this server (OWNER_EMAILS): the people the app tells the exact settings and commands to, and
   * whom everyone else is told to ask. Empty: the first account created on the instance.
   */
  ownerEmails: readonly string[];
  authRateLimitPerMinute: number;
  /**
   * The help assistant: questions per minute per person (a visitor: per address), and answers worded by
   * the cloud AI per hour per workspace (0: never; past it the help search answers on its own).
   */
  assistant: { perMinute: number; aiPerHour: number };
  bodyLimitBytes: number;
  /** The largest backup zip POST /api/backup/restore accepts. */
  backupMaxBytes: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  shutdownTimeoutMs: number;
  testHooks: boolean;
  /** The development mailbox page exists only without SMTP and outside production. */
  devMailbox: boolean;
  /** The cloud AI provider; undefined means the offline analyzer (AI_PROVIDER unset or "local"). */
  ai: AiConfig | undefined;
  /**
   * The offline models: how many processes run them, whether they load at start, and the seconds without
   * work after which their process exits and gives its memory back (0: never).
   */
  localAi: { workers: number; warmUp: boolean; idleSeconds: number };
  /** The cloud image model for studio photos; undefined means the offline cut-out. */
  imageAi: ImageAiConfig | undefined;
  /** Hours an upload not used by an analysis is kept. */
  uploadTtlHours: number;
  /** An S3-compatible bucket for photos; undefined keeps them on local disk (DATA_DIR/media). */
  s3: S3Config | undefined;
  /** The bulk queue's runner in this process (`npm run worker` runs one without HTTP). */
  queue: QueueSettings & { enabled: boolean };
  /** How often an idle event stream sends a comment, so proxies keep it open. */
  sseHeartbeatMs: number;
  /** Who takes payments: Stripe, the built-in test provider, or nobody (billing-config.ts). */
  billing: BillingConfig;
}

export interface AiConfig {
  provider: AiProviderName;
  model: string;
  apiKey: string | undefined;
  /** Another endpoint than the provider's public one (a proxy, a self-hosted gateway, a test fake). */
  baseUrl: string | undefined;
}

/** Gemini's image model through the AI SDK, with the same key and endpoint as the analysis model. */
export interface ImageAiConfig {
  provider: 'google';
  model: string;
  apiKey: string | undefined;
  baseUrl: string | undefined;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** Another service than AWS (MinIO, R2, Backblaze, a test fake). */
  endpoint: string | undefined;
  /** Explicit keys; without them the SDK's own chain (environment, instance role) applies. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Tagwise cannot start; fix these settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * For the entry points (the server, `npm run worker`): the configuration, or the list of what to fix on
 * stderr and exit 1. `require` adds the entry point's own conditions, as ConfigError problems.
 */
export function loadConfigOrExit(require: (config: Config) => string[] = () => []): Config {
  try {
    const config = loadConfig();
    const problems = require(config);
    if (problems.length > 0) throw new ConfigError(problems);
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`)),
    ...crossSettingProblems(env),
    ...billingConfigProblems(env),
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
    supportEmail: e.SUPPORT_EMAIL,
    trustProxy: e.TRUST_PROXY,
    ownerEmails: e.OWNER_EMAILS ?? [],
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    assistant: { perMinute: e.ASSISTANT_RATE_LIMIT_PER_MINUTE, aiPerHour: e.ASSISTANT_AI_PER_HOUR },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    backupMaxBytes: e.BACKUP_MAX_BYTES,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    testHooks: e.TAGWISE_TEST_HOOKS,
    devMailbox: !e.SMTP_URL && e.NODE_ENV !== 'production',
    estatesalesBaseUrl: e.ESTATESALES_BASE_URL.replace(/\/+$/, ''),
    estatesalesTimeoutMs: e.ESTATESALES_TIMEOUT_MS,
    ai: aiConfig(e),
    localAi: { workers: e.LOCAL_AI_WORKERS, warmUp: e.LOCAL_AI_WARM_UP, idleSeconds: e.LOCAL_AI_IDLE_SECONDS },
    imageAi: imageAiConfig(e),
    uploadTtlHours: e.UPLOAD_TTL_HOURS,
    queue: {
      enabled: e.QUEUE_RUNNER,
      concurrency: e.QUEUE_CONCURRENCY,
      leaseMs: Math.round(e.QUEUE_LEASE_SECONDS * 1000),
      pollMs: e.QUEUE_POLL_MS,
      maintenanceMs: e.QUEUE_MAINTENANCE_MS,
      abandonAfterMs: Math.round(e.QUEUE_ABANDON_HOURS * 3_600_000),
      retry: {
        maxAttempts: e.QUEUE_MAX_ATTEMPTS,
        baseDelayMs: e.QUEUE_RETRY_BASE_MS,
        maxDelayMs: e.QUEUE_RETRY_MAX_MS,
      },
    },
    sseHeartbeatMs: e.SSE_HEARTBEAT_MS,
    billing: billingConfig(env),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}

function aiConfig(e: z.output<typeof EnvSchema>): AiConfig | undefined {
  const provider = e.AI_PROVIDER;
  if (!provider || provider === 'local') return undefined;
  const keyVar = PROVIDER_KEY_VARS[provider];
  return {
    provider,
    // crossSettingProblems has refused a provider without a default model and no AI_MODEL.
    model: e.AI_MODEL ?? DEFAULT_MODELS[provider] ?? '',
    apiKey: e.AI_API_KEY ?? (keyVar ? e[keyVar] : undefined),
    baseUrl: e.AI_BASE_URL?.replace(/\/+$/, ''),
  };
}

function imageAiConfig(e: z.output<typeof EnvSchema>): ImageAiConfig | undefined {
  const ai = aiConfig(e);
  if (ai?.provider !== 'google') return undefined;
  const model = e.AI_IMAGE_MODEL ?? DEFAULT_GOOGLE_IMAGE_MODEL;
  if (model === LOCAL_IMAGE_MODEL) return undefined;
  return { provider: 'google', model, apiKey: ai.apiKey, baseUrl: ai.baseUrl };
}

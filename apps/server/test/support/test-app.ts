import { eq } from 'drizzle-orm';
import { user, userSettings } from '../../src/db/schema/index.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalDiskStorage } from '../../src/storage/local-disk-storage.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { createApp } from '../../src/app.ts';
import { createAuth } from '../../src/auth/auth.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createLogger, type Logger } from '../../src/logger.ts';
import { createMailer } from '../../src/mail/mailer.ts';
import type { LocalVision } from '../../src/ai/local/local-vision.ts';
import { createProcessVision } from '../../src/ai/local/process-vision.ts';
import type { PhotoAnalyzer } from '../../src/ai/photo-analyzer.ts';
import type { PhotoEnhancer } from '../../src/ai/photo-enhancer.ts';
import { createTestDatabase } from './test-database.ts';
import { createLocalEventBus, type EventBus } from '../../src/events/event-bus.ts';

export const TEST_ORIGIN = 'http://localhost:3000';
const TEST_SECRET = 'test-secret-test-secret-test-secret-1234';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  config: Config;
  /** Requests as a browser on our origin would send them (better-auth checks Origin). */
  request(path: string, init?: RequestInit & { json?: unknown; cookie?: string }): Promise<Response>;
  /** Signs up through the real endpoint and returns the session cookie. */
  signUp(email: string, password?: string): Promise<string>;
  /** Signs up a team member of an existing admin (until team invitations do it) and returns the cookie. */
  signUpSubUser(email: string, adminEmail: string): Promise<string>;
  storage: Storage;
  /** The in-process event bus the routes publish on (a test's queue runner shares it). */
  bus: EventBus;
  /** Where this test app's photos are written. */
  mediaDir: string;
  /** The server's clock that a sale's time is checked against: real time until a test sets it. */
  clock: { set(at: string | Date): void; reset(): void };
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    logger?: Logger;
    database?: DatabaseHandle;
    /** A web build to serve (the app shell and its assets); none by default. */
    webDist?: string;
    /** The photo analyzer to use instead of the configured provider. */
    analyzer?: PhotoAnalyzer;
    /** The offline models (closed with the app); by default a model process that starts on first use. */
    localVision?: LocalVision;
    /** The studio-photo maker to use instead of the configured one, and its deadline. */
    enhancer?: PhotoEnhancer;
    enhancementTimeoutMs?: number;
    /** Another bus than a fresh in-process one (a test of PostgreSQL's LISTEN/NOTIFY). */
    bus?: EventBus;
    /** Mounts the route `npm run admin` asks a running server through, with this token. */
    adminToken?: string;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent-tagwise-data',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...options.env,
  });
  const logger = options.logger ?? createLogger('silent');
  const database = options.database ?? (await createTestDatabase());
  const mailer = createMailer({ db: database.db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const auth = createAuth({
    config,
    db: database.db,
    logger,
    mailer,
    secret: TEST_SECRET,
  });
  // Real files on disk, in a directory of this test app's own.
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'tagwise-media-'));
  const storage = createLocalDiskStorage(mediaDir);
  const localVision = options.localVision ?? createProcessVision();
  const bus = options.bus ?? createLocalEventBus();
  let pinned: Date | null = null;
  const app = createApp({
    clock: () => pinned ?? new Date(),
    bus,
    config,
    database,
    logger,
    auth,
    storage,
    secret: TEST_SECRET,
    webDist: options.webDist,
    analyzer: options.analyzer,
    localVision,
    enhancer: options.enhancer,
    enhancementTimeoutMs: options.enhancementTimeoutMs,
    adminToken: options.adminToken,
    mailer,
  });

  const request: TestApp['request'] = (path, init = {}) => {
    const { json, cookie, headers, ...rest } = init;
    const h = new Headers(headers);
    h.set('origin', TEST_ORIGIN);
    if (cookie) h.set('cookie', cookie);
    if (json !== undefined) h.set('content-type', 'application/json');
    return Promise.resolve(
      app.request(path, { ...rest, headers: h, body: json !== undefined ? JSON.stringify(json) : rest.body }),
    );
  };

  const signUp: TestApp['signUp'] = async (email, password = 'correct-horse-1') => {
    const res = await request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password, name: email.split('@')[0] },
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    return sessionCookie(res);
  };

  return {
    app,
    database,
    config,
    request,
    signUp,
    async signUpSubUser(email, adminEmail) {
      const cookie = await signUp(email);
      const [member] = await database.db.select().from(user).where(eq(user.email, email));
      const [admin] = await database.db.select().from(user).where(eq(user.email, adminEmail));
      await database.db
        .insert(userSettings)
        .values({ userId: member!.id, userRole: 'sub_user', adminUserId: admin!.id });
      return cookie;
    },
    storage,
    bus,
    mediaDir,
    clock: {
      set: (at) => {
        pinned = new Date(at);
      },
      reset: () => {
        pinned = null;
      },
    },
    close: async () => {
      await bus.close();
      await localVision.close();
      await database.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

export function sessionCookie(res: Response): string {
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('tagwise.session_token='))
    ?.split(';')[0];
  if (!cookie) throw new Error('no session cookie in response');
  return cookie;
}

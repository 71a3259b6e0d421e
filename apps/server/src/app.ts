import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from './http/body-limit.ts';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { Auth } from './auth/auth.ts';
import { authRoute } from './auth/auth-route.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { AppEnv } from './http/app-env.ts';
import { errorResponse, noSuchEndpoint, onError } from './http/on-error.ts';
import { createRouter } from './http/router.ts';
import { refuseNul } from './http/refuse-nul.ts';
import { sameOriginWrites } from './http/same-origin-writes.ts';
import type { Logger } from './logger.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { Storage } from './storage/storage.ts';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@tagwise/core/schemas/item-images';
import { BUSINESS_LOGO_MAX_BYTES, BUSINESS_LOGO_MESSAGES } from '@tagwise/core/values/business-logo';
import { apiDocsRoutes } from './modules/api-docs/routes.ts';
import { CLIENT_ERROR_PATH, clientErrorBodyLimit, clientErrorRoutes } from './modules/client-errors/routes.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/routes.ts';
import { mailboxOpenTo } from './modules/dev-mailbox/mailbox-open.ts';
import { creditRoutes } from './modules/credits/routes.ts';
import { folderRoutes } from './modules/folders/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { bulkItemRoutes } from './modules/bulk-items/routes.ts';
import { labelRoutes } from './modules/labels/routes.ts';
import { itemCsvRoutes } from './modules/item-csv/routes.ts';
import { ITEM_CSV_IMPORT_PATH, itemCsvImportBodyLimit, itemCsvImportRoutes } from './modules/item-csv-import/routes.ts';
import { listingRoutes } from './modules/listings/routes.ts';
import { promoRoutes } from './modules/promo/routes.ts';
import { createPromoWriter } from './ai/create-promo-writer.ts';
import { createAssistantWriter } from './ai/create-assistant-writer.ts';
import { assistantRoutes } from './modules/assistant/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { itemImageRoutes, PHOTO_UPLOAD_PATH } from './modules/item-images/routes.ts';
import { reviewLearningRoutes } from './modules/review-learning/routes.ts';
import { itemRoutes } from './modules/items/routes.ts';
import { integrationRoutes } from './modules/integrations/routes.ts';
import { listingSiteRoutes } from './modules/estatesales-listing/routes.ts';
import { deriveKey } from './crypto/secret-box.ts';
import { createEstateSalesClient } from './integrations/estatesales/client.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { AVATAR_PATH, BUSINESS_LOGO_PATH, settingsRoutes } from './modules/settings/routes.ts';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '@tagwise/core/values/avatar';
import { concurrencyGate } from './http/concurrency-gate.ts';
import { isStillSignedIn, requireActor, requireAdmin } from './auth/require-actor.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { billingPublicRoutes, billingRoutes, testCheckoutRoutes } from './modules/billing/routes.ts';
import { payerBrowser } from './modules/billing/payer-browser.ts';
import { stripeProvider } from './modules/billing/stripe-provider.ts';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook-routes.ts';
import { testProvider } from './modules/billing/test-provider.ts';
import { billingOffPublicRoutes, billingOffRoutes } from './modules/billing/billing-off-routes.ts';
import { setBillingEnabled } from './modules/credits/plan-of.ts';
import { BILLING_MESSAGES } from '@tagwise/core/schemas/billing';
import { listOffers } from './modules/billing/list-offers.ts';
import { publicConfigOf } from './modules/system/public-config.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { testHookRoutes } from './modules/test-hooks/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { BACKUP_RESTORE_PATH, backupBodyLimit, backupRoutes } from './modules/backup/routes.ts';
import { loadBootData } from './web/boot-data.ts';
import { staticRoutes } from './web/static-routes.ts';
import { createPhotoAnalyzer } from './ai/create-photo-analyzer.ts';
import type { LocalVision } from './ai/local/local-vision.ts';
import { createProcessVision } from './ai/local/process-vision.ts';
import type { PhotoAnalyzer } from './ai/photo-analyzer.ts';
import { createPhotoEnhancer } from './ai/create-photo-enhancer.ts';
import type { PhotoEnhancer } from './ai/photo-enhancer.ts';
import { ENHANCEMENT_TIMEOUT_MS } from '@tagwise/core/schemas/enhancements';
import { enhancementRoutes } from './modules/enhancements/routes.ts';
import { analysisRoutes } from './modules/analyses/routes.ts';
import { ANALYSIS_UPLOAD_PATH, uploadRoutes } from './modules/uploads/routes.ts';
import { BATCH_FILE_PATH, batchRoutes } from './modules/batches/routes.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { settlementRoutes } from './modules/settlement/routes.ts';
import { receiptRoutes } from './modules/receipts/routes.ts';
import type { EventBus } from './events/event-bus.ts';
import { createQueueChannels } from './events/queue-channel.ts';
import { createSalesChannels } from './events/sales-channel.ts';
import { createSessionEndWatch } from './events/session-ends.ts';
import { BATCH_GROUP_MAX } from '@tagwise/core/schemas/batches';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  auth: Auth;
  /** Where photos are kept. */
  storage: Storage;
  /** The server's secret: keys for what is stored encrypted are derived from it. */
  secret: string;
  /** The built web app; omitted in API-only tests. */
  webDist?: string;
  /** The offline models (worker threads, started on first use); the server passes its one pool. */
  localVision?: LocalVision;
  /** The AI analyzer; by default the one the configuration names (tests pass one with short timeouts). */
  analyzer?: PhotoAnalyzer;
  /** What makes studio photos; by default the one the configuration names (offline unless Gemini). */
  enhancer?: PhotoEnhancer;
  /** How long one studio photo may take: 60 s (core-app.md section 9); tests shorten it. */
  enhancementTimeoutMs?: number;
  /** Messages between the parts of the server and between processes (queue changes, credits, work). */
  bus: EventBus;
  /** This start's token for `npm run admin` (modules/admin/admin-access.ts); no admin route without it. */
  adminToken?: string;
  /** What sends e-mail; by default one for the configuration (the server passes the one auth sends with). */
  mailer?: Mailer;
  /**
   * The server's clock, which a sale's time from a device is checked against (decision 0026); tests set it to
   * the moment their sales happen.
   */
  clock?: () => Date;
}

/** A multipart form around a photo adds a boundary and headers; this much is allowed on top of the photo. */
const MULTIPART_ALLOWANCE_BYTES = 16 * 1024;

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  // 'wasm-unsafe-eval' lets the page's own WebAssembly compile (the tag scanner's zxing-wasm, in a worker
  // that has this policy too); it allows no eval of JavaScript.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  // Radix positions popovers with inline styles.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://lh3.googleusercontent.com'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'", 'https://accounts.google.com'],
  frameAncestors: ["'none'"],
};

export function createApp({
  config,
  database,
  logger,
  auth,
  storage,
  secret,
  webDist,
  localVision = createProcessVision({
    processes: config.localAi.workers,
    idleSeconds: config.localAi.idleSeconds,
    logger,
  }),
  analyzer = createPhotoAnalyzer(config, localVision),
  enhancer = createPhotoEnhancer(config, localVision),
  enhancementTimeoutMs = ENHANCEMENT_TIMEOUT_MS,
  bus,
  adminToken,
  mailer = createMailer({ db: database.db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom }),
  clock = () => new Date(),
}: AppDeps) {
  const studio = { enhancer, timeoutMs: enhancementTimeoutMs };
  const app = new Hono<AppEnv>();
  const mailboxOpen = mailboxOpenTo(config);
  const queueChannels = createQueueChannels({ db: database.db, bus, logger });
  const salesChannels = createSalesChannels({ db: database.db, bus, logger });
  const sessionEnds = createSessionEndWatch(bus);

  app.use(requestId({ limitLength: 64 }));
  app.use(async (c, next) => {
    const started = performance.now();
    const requestLogger = logger.child({ requestId: c.var.requestId });
    c.set('logger', requestLogger);
    await next();
    requestLogger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
      strictTransportSecurity: config.publicUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  // A person's data is never kept by the browser or a proxy unless a route says otherwise (photos do).
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
  // API answers (lists of items grow large) are compressed on the fly; static files come precompressed.
  // Not the event stream: compression would hold its events back until a buffer fills.
  const compressApi: MiddlewareHandler<AppEnv> = compress();
  app.use('/api/*', (c, next) =>
    // Hono types the matched route's input as `any`; compression only reads the response.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument
    c.req.path === '/api/events' ? next() : compressApi(c, next),
  );
  // Before anything reads a body: a write from another origin is refused outright (decision 0009).
  app.use('/api/*', sameOriginWrites(config.publicUrl));
  const jsonLimit: MiddlewareHandler<AppEnv> = bodyLimit({
    maxSize: config.bodyLimitBytes,
    onError: (c) =>
      errorResponse(c, 413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${config.bodyLimitBytes} bytes.`),
  });
  // Photos are bigger than any JSON body: their route has its own limit.
  const photoLimit: MiddlewareHandler<AppEnv> = bodyLimit({
    maxSize: PHOTO_MAX_BYTES,
    onError: (c) => errorResponse(c, 413, 'PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge),
  });
  const formPhotoLimit: MiddlewareHandler<AppEnv> = bodyLimit({
    maxSize: PHOTO_MAX_BYTES + MULTIPART_ALLOWANCE_BYTES,
    onError: (c) => errorResponse(c, 413, 'PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge),
  });
  // A grouped batch sends the photos of one item in one request.
  const groupPhotoLimit: MiddlewareHandler<AppEnv> = bodyLimit({
    maxSize: BATCH_GROUP_MAX * (PHOTO_MAX_BYTES + MULTIPART_ALLOWANCE_BYTES),
    onError: (c) => errorResponse(c, 413, 'PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge),
  });
  const logoLimit: MiddlewareHandler<AppEnv> = bodyLimit({
    maxSize: BUSINESS_LOGO_MAX_BYTES,
    onError: (c) => errorResponse(c, 413, 'PAYLOAD_TOO_LARGE', BUSINESS_LOGO_MESSAGES.tooLarge),
  });
  const avatarLimit: MiddlewareHandler<AppEnv> = bodyLimit({
    maxSize: AVATAR_MAX_BYTES,
    onError: (c) => errorResponse(c, 413, 'PAYLOAD_TOO_LARGE', AVATAR_MESSAGES.tooLarge),
  });
  // A workspace backup is restored from one zip of up to BACKUP_MAX_BYTES, streamed to a temporary file.
  const backupLimit: MiddlewareHandler<AppEnv> = backupBodyLimit(config.backupMaxBytes);
  // Bodies bigger than JSON get their own limits on their own paths; everything else the JSON one.
  const bodyLimits: [method: string, path: RegExp | string, limit: MiddlewareHandler<AppEnv>][] = [
    ['POST', PHOTO_UPLOAD_PATH, photoLimit],
    ['POST', ANALYSIS_UPLOAD_PATH, formPhotoLimit],
    ['POST', BATCH_FILE_PATH, groupPhotoLimit],
    ['POST', CLIENT_ERROR_PATH, clientErrorBodyLimit],
    ['PUT', BUSINESS_LOGO_PATH, logoLimit],
    ['PUT', AVATAR_PATH, avatarLimit],
    ['POST', ITEM_CSV_IMPORT_PATH, itemCsvImportBodyLimit],
    ['POST', BACKUP_RESTORE_PATH, backupLimit],
  ];
  app.use('/api/*', (c, next) => {
    const limit =
      bodyLimits.find(
        ([method, path]) =>
          c.req.method === method && (typeof path === 'string' ? c.req.path === path : path.test(c.req.path)),
      )?.[2] ?? jsonLimit;
    // Hono types the matched route's input as `any`; the limits only read the body.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument
    return limit(c, next);
  });

  app.use('/api/*', refuseNul);

  app.on(['GET', 'POST'], '/api/auth/*', authRoute({ auth, config, db: database.db, bus, logger, mailer }));

  // Routes with schemas: they make up the OpenAPI document.
  const api = createRouter();
  api.route('/', healthRoutes({ database }));
  api.route('/', systemRoutes(config, mailboxOpen));
  api.route('/', clientErrorRoutes(auth));
  // Visitors may ask too: answered from the help alone, never by the operator's AI (routes.ts).
  api.route(
    '/',
    assistantRoutes({
      auth,
      db: database.db,
      writer: createAssistantWriter(config.ai),
      billed: config.billing.provider !== 'none',
      trustProxy: config.trustProxy,
      limits: config.assistant,
    }),
  );
  if (config.devMailbox) api.route('/', devMailboxRoutes(database.db, mailboxOpen));
  // Who takes payments (billing-config.ts); with none, plans, prices and credit limits are off.
  setBillingEnabled(config.billing.provider !== 'none');
  const payments =
    config.billing.provider === 'stripe'
      ? stripeProvider(config.billing, config.publicUrl)
      : config.billing.provider === 'test'
        ? testProvider(config.publicUrl)
        : undefined;
  if (payments) {
    // The browser that opened or paid a visitor's checkout, by a cookie signed with a key of its own.
    const payer = payerBrowser(deriveKey(secret, 'payer-browser-cookie'), config.publicUrl);
    api.route('/', billingPublicRoutes(database.db, payments, config.publicUrl, payer));
    if (payments.kind === 'test') api.route('/', testCheckoutRoutes(database.db, payments.prices, payer, auth));
    // Signed in, each refusal in the spec's words for what the person was doing.
    api.use('/api/billing/checkout', requireActor(auth, database.db, BILLING_MESSAGES.mustSignInToBuy));
    // Buying is the admin's: a member is told so before the request is looked at.
    api.use('/api/billing/checkout', requireAdmin(BILLING_MESSAGES.adminOnly));
    api.use('/api/billing/cancel', requireActor(auth, database.db, BILLING_MESSAGES.signInToCancel));
    for (const path of ['/api/billing/portal', '/api/billing/resume']) {
      api.use(path, requireActor(auth, database.db, BILLING_MESSAGES.signInForBilling));
    }
    for (const path of [
      '/api/billing/subscription',
      '/api/billing/claim',
      '/api/billing/sync',
      '/api/billing/purchases',
      '/api/billing/checkouts/*',
    ]) {
      api.use(path, requireActor(auth, database.db));
    }
    // Billing is the admin's (DESIGN section 5); a member reads the plan only. A member's own account has
    // no plan to claim or sync one into (the workspace's is the admin's), the purchases are what the admin
    // paid, and a checkout's success page is the payer's, who is the admin.
    for (const path of ['/api/billing/claim', '/api/billing/sync']) {
      api.use(path, requireAdmin(BILLING_MESSAGES.claimAdminOnly));
    }
    for (const path of ['/api/billing/purchases', '/api/billing/checkouts/*']) {
      api.use(path, requireAdmin(BILLING_MESSAGES.billingAdminOnly));
    }
    api.route('/', billingRoutes(database.db, payments, config.publicUrl, payer));
  } else {
    api.route('/', billingOffPublicRoutes());
    api.use('/api/billing/subscription', requireActor(auth, database.db));
    api.route('/', billingOffRoutes(database.db));
  }

  // Everything below needs a signed-in person; the actor scopes every query to their workspace.
  const signedIn = requireActor(auth, database.db);
  for (const path of [
    '/api/projects',
    '/api/projects/*',
    '/api/folders',
    '/api/folders/*',
    '/api/items',
    '/api/items/*',
    '/api/labels',
    '/api/labels/*',
    '/api/listings/*',
    '/api/settings/*',
    '/api/images/*',
    '/api/integrations/*',
    '/api/credits',
    '/api/credits/*',
    '/api/uploads',
    '/api/uploads/*',
    '/api/analyses',
    '/api/batches',
    '/api/batches/*',
    '/api/events',
    '/api/backup',
    '/api/backup/*',
    '/api/team',
    '/api/team/*',
    '/api/analytics',
    '/api/invoices/*',
    '/api/holds/*',
    '/api/sale-conflicts/*',
    '/api/expenses/*',
    '/api/consignors/*',
  ]) {
    api.use(path, signedIn);
  }
  // The heavy reads wait in line, so a crowd searching cannot take every turn of the database from a
  // sign-in or a saved price (http/concurrency-gate.ts); the embedded one runs in this thread, hence two.
  const listGate = concurrencyGate(database.kind === 'pglite' ? 2 : 8);
  api.on(
    'GET',
    [
      '/api/items',
      '/api/items/count',
      '/api/items/export.csv',
      '/api/projects/:projectId/items',
      // The dashboard reads every item of the workspace (in one scan, but a scan).
      '/api/analytics',
      '/api/projects/:projectId/analytics',
    ],
    listGate,
  );
  api.route('/', folderRoutes(database.db));
  api.route('/', projectRoutes(database.db, storage));
  api.route('/', reportRoutes(database.db, storage));
  api.route('/', analyticsRoutes(database.db, { billed: config.billing.provider !== 'none' }));
  api.route('/', settingsRoutes(database.db, storage, config.ownerEmails));
  api.route('/', teamRoutes(database.db, bus, storage));
  api.route('/', creditRoutes(database.db));
  // Before itemRoutes: /api/items/bulk must not be read as an item id.
  api.route('/', bulkItemRoutes(database.db, storage));
  // Before itemRoutes too: /api/items/by-tag/:code is not an item id.
  api.route('/', labelRoutes(database.db, config.publicUrl));
  api.route('/', itemCsvRoutes(database.db, config.publicUrl));
  api.route('/', itemCsvImportRoutes(database.db));
  api.route('/', listingRoutes(database.db));
  api.route('/', promoRoutes(database.db, createPromoWriter(config.ai)));
  api.route('/', itemImageRoutes(database.db, storage));
  api.route('/', enhancementRoutes(database.db, storage, studio));
  // Before itemRoutes too: /api/items/apply-review is not an item id.
  api.route('/', reviewLearningRoutes(database.db));
  api.route('/', itemRoutes(database.db, storage));
  api.route('/', uploadRoutes(database.db, storage));
  api.route('/', analysisRoutes(database.db, storage, analyzer, studio));
  api.route('/', batchRoutes(database.db, storage, bus));
  api.route('/', checkoutRoutes({ db: database.db, bus, publicUrl: config.publicUrl, clock }));
  api.route('/', settlementRoutes({ db: database.db, storage }));
  api.route('/', receiptRoutes({ db: database.db, storage, mailer }));
  api.route(
    '/',
    eventRoutes({
      channels: queueChannels,
      sales: salesChannels,
      sessionEnds,
      heartbeatMs: config.sseHeartbeatMs,
      stillSignedIn: (headers, userId) => isStillSignedIn(auth, database.db, headers, userId),
    }),
  );
  api.route('/', backupRoutes({ db: database.db, storage, maxBytes: config.backupMaxBytes }));
  const estatesalesKey = deriveKey(secret, 'estatesales-api-key');
  const estatesales = createEstateSalesClient(config.estatesalesBaseUrl, { timeoutMs: config.estatesalesTimeoutMs });
  api.route('/', integrationRoutes(database.db, estatesalesKey, estatesales));
  api.route('/', listingSiteRoutes({ db: database.db, storage, client: estatesales, secretKey: estatesalesKey }));
  app.route('/', api);
  app.route('/', apiDocsRoutes(api, auth.api));
  if (config.billing.provider === 'stripe' && payments) {
    app.route('/', stripeWebhookRoutes(database.db, config.billing, payments.prices));
  }

  if (config.testHooks) app.route('/', testHookRoutes(auth, database.db, bus, config.trustProxy));
  if (adminToken) app.route('/', adminRoutes({ db: database.db, storage, bus, token: adminToken }));

  app.all('/api/*', noSuchEndpoint);
  if (webDist) {
    app.route(
      '/',
      staticRoutes(webDist, {
        loadBootData: (request) =>
          loadBootData({
            auth,
            billing: config.billing.provider,
            db: database.db,
            ownerEmails: config.ownerEmails,
            ...request,
          }),
        publicConfig: publicConfigOf(config),
        devMailboxOpen: mailboxOpen,
        publicUrl: config.publicUrl,
        offers: payments ? listOffers(payments) : null,
      }),
    );
  }

  app.notFound((c) => errorResponse(c, 404, 'NOT_FOUND', 'Not found'));
  app.onError(onError);
  return app;
}

export type App = ReturnType<typeof createApp>;

import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadCommonPasswords } from '@academy/domain/account/common-passwords';
import { installKoreanErrorMap } from '@academy/domain/validation/validation.error-map';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { academyExportsCleanupJob } from './features/academy-export/academy-export.cleanup';
import { academyExportRoutes } from './features/academy-export/academy-export.routes';
import { accountRoutes } from './features/account/account.routes';
import { authRoutes } from './features/account/auth.routes';
import { accountsDailyJob } from './features/account/dormant.service';
import { familyRoutes } from './features/account/family.routes';
import { profileImageRoutes } from './features/account/profile-image.routes';
import { withdrawalRoutes } from './features/account/withdrawal.routes';
import { attendanceDevRoutes } from './features/attendance/attendance.dev.routes';
import { attendanceRoutes } from './features/attendance/attendance.routes';
import { markNoShowsJob } from './features/attendance/no-shows.service';
import { billingRoutes } from './features/billing/billing.routes';
import { billingStudentsRoutes } from './features/billing/billing-students.routes';
import { billsAutoIssueJob } from './features/billing/bills.auto-issue';
import { billsAutopayJob } from './features/billing/bills.autopay';
import { cardsDevRoutes } from './features/billing/cards.dev.routes';
import { cardsRoutes } from './features/billing/cards.routes';
import { cashReceiptsIssueJob } from './features/billing/cash-receipts.issue';
import { nicePayReturnRoutes } from './features/billing/payments.nicepay-return.routes';
import { paymentOrderRoutes } from './features/billing/payments.order.routes';
import { paymentsReconcileJob } from './features/billing/payments.reconcile';
import { paymentsSandboxRoutes } from './features/billing/payments.sandbox.routes';
import { paymentsSandboxDepositRoutes } from './features/billing/payments.sandbox-deposit.routes';
import { paymentsWebhookRoutes } from './features/billing/payments.webhook.routes';
import { cashBookRoutes } from './features/books/cash-book.routes';
import { ledgerRoutes } from './features/books/ledger.routes';
import { payoutsDevRoutes } from './features/books/payouts.dev.routes';
import { booksPayoutsJob } from './features/books/payouts.job';
import { remindersDevRoutes } from './features/books/reminders.dev.routes';
import { billsOverdueRemindersJob } from './features/books/reminders.job';
import { remindersRoutes } from './features/books/reminders.routes';
import { settlementsSyncJob } from './features/books/settlement.job';
import { settlementRoutes } from './features/books/settlement.routes';
import { transactionsRoutes } from './features/books/transactions.routes';
import { chatHeldPushesJob } from './features/chat/chat.pushes';
import { chatRoutes } from './features/chat/chat.routes';
import { chatSocketRoutes } from './features/chat/chat.socket.routes';
import { classesRoutes } from './features/classes/classes.routes';
import { deskRoutes } from './features/desk/desk.routes';
import { devOauthRoutes } from './features/dev-oauth/dev-oauth.routes';
import { devOutboxRoutes } from './features/dev-outbox/dev-outbox.routes';
import { employeesRoutes } from './features/employees/employees.routes';
import { permissionsRoutes } from './features/employees/permissions.routes';
import { feedRoutes } from './features/feed/feed.routes';
import { gradesRoutes } from './features/grades/grades.routes';
import { homeRoutes } from './features/home/home.routes';
import { homeworkRemindersJob } from './features/homework/homework.reminders';
import { homeworkRoutes } from './features/homework/homework.routes';
import { identityRoutes } from './features/identity/identity.routes';
import { identitySandboxRoutes } from './features/identity/identity.sandbox.routes';
import { instituteRoutes } from './features/institute/institute.routes';
import { instLogoRoutes } from './features/institute/logo.routes';
import { materialsRoutes } from './features/materials/materials.routes';
import { noticesRoutes } from './features/notices/notices.routes';
import { noticesSendJob } from './features/notices/notices.send';
import { notificationsDevRoutes } from './features/notifications/notifications.dev.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { reportBatchesResumeJob } from './features/reports/reports.batches';
import { reportsRoutes } from './features/reports/reports.routes';
import { scheduleRoutes } from './features/schedule/schedule.routes';
import { studentsBatchRoutes } from './features/students/students.batch.routes';
import { studentsRoutes } from './features/students/students.routes';
import { systemRoutes } from './features/system/system.routes';
import { openApiTransform } from './platform/access/openapi-access';
import { registerRouteAccess } from './platform/access/route-access';
import { createAdapters } from './platform/adapters/create-adapters';
import { checkoutSources } from './platform/adapters/payments/csp-sources';
import { registerActivityTracking } from './platform/auth/activity';
import { registerAuthHooks } from './platform/auth/auth-hooks';
import { type Clock, systemClock } from './platform/clock';
import type { Adapters, AppContext } from './platform/context';
import { AppError } from './platform/errors/app-error';
import { answerClientError } from './platform/errors/client-error';
import { answerFrameworkError, registerErrorHandling } from './platform/errors/error-handler';
import { registerEventBus } from './platform/events/event-bus';
import { filesRoutes } from './platform/files/files.routes';
import { uploadsCleanupJob } from './platform/files/uploads';
import { registerCookiePolicy } from './platform/http/cookies';
import { registerNoStore } from './platform/http/no-store';
import { postgresRateLimitStore } from './platform/http/rate-limit-store';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { type Job, type Scheduler, startScheduler } from './platform/jobs/scheduler';
import { type LogDestination, logOptions } from './platform/logging/log-options';
import { OneLinePerRequest } from './platform/logging/request-log';
import { deliveriesSettled, queuedMessagesJob } from './platform/messages/message-queue';
import { registerMetrics } from './platform/metrics/metrics';
import { devPagesGone, localOnly, registerLoopbackGate } from './platform/mode/local-only';
import { assertRunModeAllowed } from './platform/mode/run-mode-refusal';
import { notificationDeliveryJob, wakeDeliveryOnNotifications } from './platform/notifications/delivery';
import { observabilitySources } from './platform/observability/csp-sources';
import { startErrorReporting } from './platform/observability/sentry';
import { retentionJob } from './platform/retention/retention';

export type AppDeps = {
  config: Config;
  db: Database;
  clock?: Clock;
  /** Replace some outside services (tests); the rest come from the configuration. */
  adapters?: Partial<Adapters>;
  /** false silences the log (tests); by default JSON lines at the configured level, to stdout or the given stream. */
  logger?: false | { stream: LogDestination; level?: string };
  /** Run the background jobs (at start, then on their intervals); off by default when NODE_ENV=test. */
  jobs?: boolean;
  /** The database's connection string, for the event bus's own listening connection (`app.events`). */
  databaseUrl?: string;
};

/** Every feature's routes, in one list; those for trying the product only through localOnly (platform/mode). */
const featureRoutes = [
  systemRoutes,
  localOnly(devOutboxRoutes),
  identityRoutes,
  localOnly(identitySandboxRoutes),
  localOnly(devOauthRoutes),
  devPagesGone,
  authRoutes,
  accountRoutes,
  familyRoutes,
  withdrawalRoutes,
  profileImageRoutes,
  filesRoutes,
  employeesRoutes,
  permissionsRoutes,
  instituteRoutes,
  instLogoRoutes,
  homeRoutes,
  studentsRoutes,
  studentsBatchRoutes,
  attendanceRoutes,
  deskRoutes,
  notificationsRoutes,
  localOnly(notificationsDevRoutes),
  localOnly(attendanceDevRoutes),
  classesRoutes,
  scheduleRoutes,
  academyExportRoutes,
  noticesRoutes,
  feedRoutes,
  chatRoutes,
  chatSocketRoutes,
  reportsRoutes,
  gradesRoutes,
  homeworkRoutes,
  materialsRoutes,
  billingRoutes,
  billingStudentsRoutes,
  localOnly(paymentsSandboxRoutes),
  paymentsWebhookRoutes,
  localOnly(paymentsSandboxDepositRoutes),
  cardsRoutes,
  localOnly(cardsDevRoutes),
  transactionsRoutes,
  settlementRoutes,
  cashBookRoutes,
  remindersRoutes,
  localOnly(remindersDevRoutes),
  localOnly(payoutsDevRoutes),
  paymentOrderRoutes,
  nicePayReturnRoutes,
  ledgerRoutes,
];

/** Every feature's background jobs, in one list. */
export const featureJobs: readonly Job[] = [
  accountsDailyJob,
  markNoShowsJob,
  uploadsCleanupJob,
  retentionJob,
  academyExportsCleanupJob,
  queuedMessagesJob,
  noticesSendJob,
  chatHeldPushesJob,
  reportBatchesResumeJob,
  homeworkRemindersJob,
  notificationDeliveryJob,
  paymentsReconcileJob,
  billsAutoIssueJob,
  cashReceiptsIssueJob,
  billsAutopayJob,
  billsOverdueRemindersJob,
  settlementsSyncJob,
  booksPayoutsJob,
];

/** Public IP lookup services the browser may call when our own endpoint cannot answer. */
export const IP_LOOKUP_ORIGINS = [
  'https://api.ipify.org',
  'https://api64.ipify.org',
  'https://ipinfo.io',
  'https://icanhazip.com',
];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  installKoreanErrorMap();
  // New-password bodies check the common-password list while requests are validated, synchronously.
  await loadCommonPasswords();
  const { config } = deps;
  assertRunModeAllowed(config);
  const clock = deps.clock ?? systemClock;
  const ctx: AppContext = {
    db: deps.db,
    clock,
    config,
    adapters: { ...createAdapters(config, deps.db, clock), ...deps.adapters },
  };

  const app = Fastify({
    logger: deps.logger === false ? false : logOptions(deps.logger?.level ?? config.logLevel, deps.logger?.stream),
    logController: new OneLinePerRequest(),
    trustProxy: config.trustedProxy,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      // A random id, not a row id: no clock or counter to keep per request.
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Refusals the framework and Node's HTTP parser make answer in the error contract too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const indexHtml = path.join(config.webDistDir, 'index.html');
  // Error reporting only with SENTRY_DSN (its SDK is not even loaded otherwise).
  const errorReporter = await startErrorReporting(config);
  if (errorReporter)
    app.addHook('onClose', async () => {
      await errorReporter.flush(2000);
    });
  registerErrorHandling(app, {
    spaIndex: existsSync(indexHtml),
    reportServerError: errorReporter?.reportServerError,
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  const observability = observabilitySources(config);
  const checkout = checkoutSources(config.providers.payments);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...observability.scriptSrc, ...checkout.scriptSrc],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...observability.imgSrc, ...checkout.imgSrc],
        connectSrc: ["'self'", ...IP_LOOKUP_ORIGINS, ...observability.connectSrc, ...checkout.connectSrc],
        frameSrc: ["'self'", ...checkout.frameSrc],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in PostgreSQL, so each limit holds across every server process.
    store: postgresRateLimitStore(ctx.db),
    allowList: config.rateLimitAllowList,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
  await app.register(fastifyCookie);
  registerCookiePolicy(app, config);
  registerLoopbackGate(app);
  registerAuthHooks(app, ctx);
  registerRouteAccess(app, ctx);
  registerNoStore(app);
  registerMetrics(app, ctx);
  registerActivityTracking(app, ctx);
  await app.register(fastifyMultipart, { limits: { fileSize: 50 * 1024 * 1024, files: 10 } });
  // A client only sends heartbeats: a frame of more than 4 KB ends its socket (ws's default is 100 MB).
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: '학원 운영 서비스 API', description: 'Korean-first academy management API', version: '0.1.0' },
      servers: [],
    },
    transform: openApiTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  for (const routes of featureRoutes) await app.register(routes, { ctx });

  await registerWebApp(app, config);

  registerEventBus(app, deps.databaseUrl);
  // Messages queued by the last requests go out before the database is closed.
  app.addHook('onClose', async () => deliveriesSettled(ctx.db));
  if (deps.jobs ?? config.env !== 'test') {
    // Every new notification, written by any process, wakes this process's delivery (decision 0046).
    wakeDeliveryOnNotifications(app, ctx);
    let scheduler: Scheduler | undefined;
    app.addHook('onReady', async () => {
      scheduler = startScheduler(ctx, featureJobs, app.log);
    });
    app.addHook('onClose', async () => scheduler?.stop());
  }
  return app;
}

/** Hashed build files never change under their name; everything else is checked again each time. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA (its router takes unknown page paths); `/` redirects to ROOT_REDIRECT. The
 * build writes Brotli and gzip copies of its text files (apps/web/build/precompress.ts), sent to the
 * browsers that accept them; the hashed files under `/assets/` are kept by browsers for a year.
 */
async function registerWebApp(app: FastifyInstance, config: Config) {
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect(config.rootRedirect));
  if (!existsSync(path.join(config.webDistDir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: config.webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      const inAssets = path.relative(config.webDistDir, filePath).startsWith(`assets${path.sep}`);
      response.header('cache-control', inAssets ? ASSET_CACHE : 'no-cache');
    },
  });
  // A landing screen the build drew into a page of its own (apps/web/build/prerender-landing.ts,
  // `prerendered/<name>.html`) is that page at `/<name>`; every other page path gets index.html.
  const prerendered = path.join(config.webDistDir, 'prerendered');
  for (const file of existsSync(prerendered) ? readdirSync(prerendered) : []) {
    if (!file.endsWith('.html')) continue;
    app.get(`/${file.slice(0, -'.html'.length)}`, { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html').header('cache-control', 'no-cache').sendFile(`prerendered/${file}`),
    );
  }
}

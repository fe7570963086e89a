import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { API_PREFIX } from '@cuebrief/shared';
import type { Config } from './config';
import { openCacheNotifications } from './db/cache-notifications';
import { openDatabase, type Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { CompletedRequestLogController } from './lib/log-controller';
import { loggerOptions } from './lib/logger';
import { requestLoggerFactory } from './lib/request-logger';
import { resolveJwtSecret } from './lib/secrets';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { audioRoutes } from './modules/audio/audio.routes';
import { mediaRoutes } from './modules/audio/media.routes';
import { catalogueUploadsRoutes } from './modules/catalogue/catalogue-uploads.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { placementUploadsRoutes } from './modules/placements/placement-uploads.routes';
import { placementsRoutes } from './modules/placements/placements.routes';
import { mediaOriginOf } from './modules/audio/storage/create-storage';
import { authRoutes } from './modules/auth/auth.routes';
import { sessionsRoutes } from './modules/auth/sessions.routes';
import { healthRoutes } from './modules/health/health.routes';
import { homeRoutes } from './modules/home/home.routes';
import { licenceCheckoutRoutes } from './modules/licences/licence-checkout.routes';
import { licencesRoutes } from './modules/licences/licences.routes';
import { homeSummariesRoutes } from './modules/home-summaries/home-summaries.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { makeSubscriptionRoutes, paymentsRoutes } from './modules/payments/payments.routes';
import { webhookRoutes } from './modules/payments/webhook.routes';
import { requestsRoutes } from './modules/requests/requests.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { secondFactorRoutes } from './modules/second-factor/second-factor.routes';
import { sharePagesRoutes } from './modules/share-pages/share-pages.routes';
import { offersRoutes } from './modules/offers/offers.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { passwordResetsRoutes } from './modules/password-resets/password-resets.routes';
import { shortlistsRoutes } from './modules/shortlists/shortlists.routes';
import { submissionUploadsRoutes } from './modules/submissions/submission-uploads.routes';
import { submissionsRoutes } from './modules/submissions/submissions.routes';
import { clientTakesRoutes } from './modules/submissions/client-takes.routes';
import { contactRoutes } from './modules/tickets/contact.routes';
import { ticketsRoutes } from './modules/tickets/tickets.routes';
import { adminUsersRoutes } from './modules/users/admin-users.routes';
import { usersRoutes } from './modules/users/users.routes';
import { registerAccessControl } from './plugins/access-control';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerJsonBodies } from './plugins/json-bodies';
import { registerRequestOrigins } from './lib/public-url';
import { registerLifecycle } from './plugins/lifecycle';
import { createAppMetrics, registerMetrics } from './plugins/metrics';
import { registerTracing } from './plugins/tracing';
import { registerSecurityHeaders } from './plugins/security-headers';
import { answerClientError, registerSlowClientLimits } from './plugins/slow-clients';
import { registerWebApp } from './plugins/web-app';
import { createServices, type Services } from './services';
import { startWorkers } from './workers';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    database: Database;
    dataDir: string;
    /** The demo accounts this start created, if any: filled by the start step (start.ts). */
    demoAccounts: { label: string; email: string }[];
  }
}

export type AppOptions = {
  config: Config;
  clock?: Clock;
  logStream?: DestinationStream;
  /** The built web app (a folder with index.html); without it `/` is a plain page. */
  webRoot?: string;
  /** An embedded database to start from, already migrated (tests; see `openDatabase`). */
  embeddedDatabaseSnapshot?: Blob;
};

const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;

  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new CompletedRequestLogController(),
    childLoggerFactory: requestLoggerFactory,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    // No request may hold a connection forever: a socket idle for two minutes closes, and a
    // body must keep a minimum pace and arrive within its request's time (slow-clients.ts).
    // Node's own requestTimeout stays off: one limit for all cannot fit both a JSON body and a
    // 2 GB stems zip on an agency's line.
    connectionTimeout: 120_000,
    requestTimeout: 0,
    keepAliveTimeout: 10_000,
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON only: a text/plain body is refused with 415, not parsed as a string.
  app.removeContentTypeParser('text/plain');
  registerJsonBodies(app);
  // Without PUBLIC_URL, links follow the origin each request came to (lib/public-url.ts).
  if (!config.isPublicUrlSet) registerRequestOrigins(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const webApp =
    options.webRoot === undefined
      ? undefined
      : {
          root: options.webRoot,
          settings: {
            isMusicViewEnabled: config.isMusicViewEnabled,
            stripePublishableKey: config.stripe.publishableKey,
          },
        };
  // Before any hook or route, so tracing covers them all; only when an endpoint is set.
  if (config.otlpEndpoint) await registerTracing(app, config.otlpEndpoint);
  // Before the app's other hooks, so every request is counted until its answer is out (a
  // drain waits for them).
  registerLifecycle(app);
  registerErrorHandling(app, { webApp });
  registerSlowClientLimits(app, config.bodyPace);
  // Callback hooks where the work is synchronous: an async one costs a promise on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await mkdir(config.dataDir, { recursive: true });
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDir: config.embeddedDatabaseDir,
    embeddedSnapshot: options.embeddedDatabaseSnapshot,
    onIdleClientError: (error) =>
      app.log.warn({ err: error }, 'database connection lost; the pool reconnects'),
  });
  // Listens beside the pool, so every instance's caches hear the changes made on the others.
  const caches = await openCacheNotifications({ databaseUrl: config.databaseUrl, log: app.log });
  // Only with METRICS_TOKEN: otherwise prom-client is never loaded and nothing is counted.
  const metrics = config.metricsToken ? await createAppMetrics() : undefined;
  const services = createServices({
    db: database.db,
    caches,
    clock,
    config,
    jwtSecret,
    log: app.log,
    uploadBytes: metrics?.uploadBytes,
  });
  app.decorate('database', database);
  app.decorate('services', services);
  app.decorate('dataDir', config.dataDir);
  app.decorate('demoAccounts', []);

  // The workers stop when a drain begins (their claims go back at once), or at the latest here.
  const workers = startWorkers(services, config, app.log);
  app.lifecycle.onDrain(workers.stop);
  app.addHook('onClose', async () => {
    await workers.stop();
    await services.mp3Inspectors.close();
    await caches.close();
    await database.close();
  });

  registerSecurityHeaders(app, config.publicUrl, mediaOriginOf(config));
  if (config.isApiDocsEnabled) await registerDocs(app);
  registerAccessControl(app, services.auth, services.secondFactor);
  if (metrics && config.metricsToken) {
    registerMetrics(app, metrics, {
      token: config.metricsToken,
      readings: {
        databaseConnections: database.connections,
        pendingMails: services.mail.countPending,
        pendingJobs: services.analysis.countPending,
      },
    });
  }

  if (webApp) await registerWebApp(app, webApp);
  else await app.register(homeRoutes);
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: API_PREFIX.auth });
  await app.register(sessionsRoutes, { prefix: API_PREFIX.auth });
  await app.register(usersRoutes, { prefix: API_PREFIX.auth });
  await app.register(secondFactorRoutes, { prefix: API_PREFIX.auth });
  await app.register(passwordResetsRoutes, { prefix: API_PREFIX.auth });
  await app.register(adminUsersRoutes, { prefix: API_PREFIX.auth });
  await app.register(mailRoutes, { prefix: API_PREFIX.mail });
  await app.register(notificationsRoutes, { prefix: API_PREFIX.auth });
  await app.register(contactRoutes, { prefix: API_PREFIX.auth });
  await app.register(ticketsRoutes, { prefix: API_PREFIX.tickets });
  await app.register(requestsRoutes, { prefix: API_PREFIX.request });
  await app.register(submissionsRoutes, { prefix: API_PREFIX.request });
  await app.register(submissionUploadsRoutes, { prefix: API_PREFIX.request });
  await app.register(clientTakesRoutes, { prefix: API_PREFIX.request });
  await app.register(audioRoutes, { prefix: API_PREFIX.request });
  await app.register(offersRoutes, { prefix: API_PREFIX.request });
  await app.register(reviewsRoutes, { prefix: API_PREFIX.request });
  await app.register(catalogueRoutes, { prefix: API_PREFIX.request });
  await app.register(catalogueUploadsRoutes, { prefix: API_PREFIX.request });
  await app.register(placementsRoutes, { prefix: API_PREFIX.request });
  await app.register(placementUploadsRoutes, { prefix: API_PREFIX.request });
  await app.register(mediaRoutes, { prefix: API_PREFIX.media });
  await app.register(paymentsRoutes, { prefix: API_PREFIX.payment });
  await app.register(webhookRoutes, { prefix: API_PREFIX.payment });
  await app.register(makeSubscriptionRoutes, { prefix: API_PREFIX.auth });
  await app.register(licencesRoutes, { prefix: API_PREFIX.request });
  await app.register(licenceCheckoutRoutes, { prefix: API_PREFIX.payment });
  await app.register(sharePagesRoutes, { prefix: API_PREFIX.share });
  await app.register(shortlistsRoutes, { prefix: API_PREFIX.request });
  await app.register(homeSummariesRoutes, { prefix: API_PREFIX.request });
  return app;
}

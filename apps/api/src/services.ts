import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { CacheNotifications } from './db/cache-notifications';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { Counter } from './lib/counter';
import { createAnalysisService } from './modules/analysis/analysis.service';
import { createAudioFilesService } from './modules/audio/audio-files.service';
import { createStorage } from './modules/audio/storage/create-storage';
import { createAlbumsService } from './modules/catalogue/albums.service';
import { createCatalogueAudiosService } from './modules/catalogue/catalogue-audios.service';
import { createTrackFilesService } from './modules/catalogue/track-files.service';
import { createPlacementsService } from './modules/placements/placements.service';
import { createAccessTokens } from './modules/auth/access-tokens';
import { createAuthService } from './modules/auth/auth.service';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createSessionsService } from './modules/auth/sessions.service';
import { createLicencesService } from './modules/licences/licences.service';
import { createHomeSummariesService } from './modules/home-summaries/home-summaries.service';
import { createMailService } from './modules/mail/mail.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createPaymentsService } from './modules/payments/payments.service';
import { createPaymentProvider } from './modules/payments/providers/create-payment-provider';
import { createSmtpTransport } from './modules/mail/mail.transport';
import { createRateLimiter } from './modules/rate-limit/rate-limit.service';
import { createRequestDigestsService } from './modules/requests/request-digests.service';
import { createRequestsService } from './modules/requests/requests.service';
import { createReviewDigestsService } from './modules/reviews/review-digests.service';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createSecondFactorService } from './modules/second-factor/second-factor.service';
import { createSharePagesService } from './modules/share-pages/share-pages.service';
import { createAudiosService } from './modules/audio/audios.service';
import { createOffersService } from './modules/offers/offers.service';
import { createPasswordResetsService } from './modules/password-resets/password-resets.service';
import { createFileSweeper } from './modules/audio/stored-files';
import { createMp3InspectorPool } from './modules/audio/inspect/mp3-worker-pool';
import { createOrphanFiles } from './modules/audio/orphan-files';
import { createStorageQuota } from './modules/audio/storage-quota';
import { createShortlistsService } from './modules/shortlists/shortlists.service';
import { createSubmissionsService } from './modules/submissions/submissions.service';
import { createClientTakesService } from './modules/submissions/client-takes.service';
import { createTakesService } from './modules/submissions/takes.service';
import { createTakeVersionsService } from './modules/submissions/take-versions.service';
import { createTicketsService } from './modules/tickets/tickets.service';
import { createUsersService } from './modules/users/users.service';
import { publicUrlOf } from './lib/public-url';

/** Wires the services once per app; routes reach them through `app.services`. */
export function createServices(deps: {
  db: Db;
  /** How this instance's caches hear of changes made on any instance (decision 024). */
  caches: CacheNotifications;
  clock: Clock;
  config: Config;
  jwtSecret: string;
  log: FastifyBaseLogger;
  /** Where the bytes of uploads are counted (the metrics); uncounted without. */
  uploadBytes?: Counter<'kind'>;
}) {
  const { db, caches, clock, config, jwtSecret, log } = deps;
  const publicUrl = publicUrlOf(config);
  const rateLimiter = createRateLimiter({ db, clock });
  const mail = createMailService({
    db,
    clock,
    log,
    from: config.mailFrom,
    transport: config.smtpUrl ? createSmtpTransport(config.smtpUrl) : undefined,
  });
  // What the app's bell shows, written beside the mail of the same change.
  const notifications = createNotificationsService({ db, clock });
  const sessions = createSessionsService({ db, caches, clock, secret: jwtSecret });
  const users = createUsersService({ db, caches, clock, mail, notifications, publicUrl });
  const accessTokens = createAccessTokens(jwtSecret, clock);
  // One throttle for passwords and second-factor codes: a wrong code is a failed login.
  const loginThrottle = createLoginThrottle({ rateLimiter, clock });
  const secondFactor = createSecondFactorService({
    db,
    clock,
    jwtSecret,
    isRequired: config.adminSecondFactor === 'required',
    failedLogins: loginThrottle,
  });
  const auth = createAuthService({
    db,
    users,
    sessions,
    accessTokens,
    loginThrottle,
    secondFactor,
  });
  const passwordResets = createPasswordResetsService({
    db,
    clock,
    users,
    sessions,
    mail,
    rateLimiter,
    // The configured address, never a request's: see the service.
    publicUrl: config.publicUrl,
  });
  const tickets = createTicketsService({ db, clock, mail, users, publicUrl });
  const requestDigests = createRequestDigestsService({
    db,
    clock,
    mail,
    publicUrl,
  });
  const requests = createRequestsService({
    db,
    clock,
    users,
    digests: requestDigests,
    caches,
    log,
  });
  const reviewDigests = createReviewDigestsService({
    db,
    clock,
    mail,
    publicUrl,
    log,
  });
  const storage = createStorage(config);
  // Its workers start with the first mp3 upload; the app ends them when it closes.
  const mp3Inspectors = createMp3InspectorPool();
  const audioFiles = createAudioFilesService({
    storage,
    clock,
    jwtSecret,
    publicUrl,
    mp3Inspectors,
    uploadBytes: deps.uploadBytes,
  });
  const sweep = createFileSweeper(audioFiles, log);
  const storageQuota = createStorageQuota({
    db,
    composerQuotaBytes: config.composerStorageQuotaBytes,
  });
  const orphanFiles = createOrphanFiles({ db, clock, storage, log });
  // Stored audio is measured off the request path, on this instance's worker threads; the app
  // starts and stops the runner like the other workers.
  const analysis = createAnalysisService({
    db,
    clock,
    log,
    openStoredFile: (storageKey) => storage.read(storageKey),
    threads: config.analysisWorkers,
    pollMs: config.analysisPollMs,
  });
  const audios = createAudiosService({
    db,
    clock,
    audioFiles,
    sweep,
    onFilesRecorded: analysis.nudge,
  });
  const reviews = createReviewsService({ db, clock, audios, notifications });
  const submissions = createSubmissionsService({ db, clock, requests, audios, reviews });
  const takes = createTakesService({ db, clock, requests, audios, notifications });
  const takeVersions = createTakeVersionsService({
    db,
    clock,
    requests,
    audios,
    reviews,
    notifications,
  });
  const clientTakes = createClientTakesService({ db, clock });
  const offers = createOffersService({
    db,
    clock,
    users,
    audios,
    mail,
    reviews,
    publicUrl,
  });
  const albums = createAlbumsService({ db, clock, audios });
  const catalogueAudios = createCatalogueAudiosService({ db, clock, albums, audios });
  const trackFiles = createTrackFilesService({ audios });
  const placements = createPlacementsService({ db, clock, audios });
  const payments = createPaymentsService({
    db,
    clock,
    users,
    provider: createPaymentProvider(config, { clock, jwtSecret, publicUrl }),
    publicUrl,
  });
  const licences = createLicencesService({
    db,
    clock,
    users,
    requests,
    audios,
    offers,
    payments,
    mail,
    notifications,
    publicUrl,
    log,
  });
  const homeSummaries = createHomeSummariesService({ db, clock, requests, reviews, payments });
  const shortlists = createShortlistsService({
    db,
    clock,
    audios,
    licences,
    reviews,
    publicUrl,
  });
  const sharePages = createSharePagesService({
    db,
    clock,
    jwtSecret,
    publicUrl,
    mail,
    rateLimiter,
    audios,
    audioFiles,
    licences,
    reviews,
  });

  // Cross-module hooks, wired here rather than inside the factories, so the order of the
  // factories above does not matter. A removal ends every session of the account, in the
  // transaction of the change (users knows nothing of sessions; a new password's sessions are
  // auth's, which starts the caller's new one there).
  users.onAccountRemoved(sessions.endAllOf);
  users.onAccountRemoved(sessions.removeAccountData);
  // The other modules' share of a removal runs in this order, in its transaction: a composer's
  // takes are weighed against the licences' guard before the licences are anonymised.
  users.onAccountRemoved(tickets.removeAccountData);
  users.onAccountRemoved(requests.removeAccountData);
  users.onAccountRemoved(submissions.removeAccountData);
  users.onAccountRemoved(audios.removeAccountData);
  users.onAccountRemoved(reviews.removeAccountData);
  users.onAccountRemoved(offers.removeAccountData);
  users.onAccountRemoved(payments.removeAccountData);
  users.onAccountRemoved(licences.removeAccountData);
  users.onAccountRemoved(shortlists.removeAccountData);
  users.onAccountRemoved(secondFactor.removeAccountData);
  users.onAccountRemoved(notifications.removeAccountData);
  users.onAccountRemoved(passwordResets.removeAccountData);
  // An admin's own profile says whether their second factor is on, or must be set up.
  users.describeSecondFactorWith(secondFactor.statusOf);
  // A paid licence checkout issues the licence.
  payments.onPaymentSettled('licence', licences.settleLicence);
  // A take or catalogue track that a licence, or a checkout, relies on is not deleted.
  audios.guardDeletion(licences.guardAudioDeletion);
  return {
    caches,
    rateLimiter,
    mail,
    notifications,
    sessions,
    users,
    auth,
    secondFactor,
    passwordResets,
    tickets,
    requestDigests,
    requests,
    reviewDigests,
    audioFiles,
    mp3Inspectors,
    analysis,
    storageQuota,
    orphanFiles,
    submissions,
    takes,
    takeVersions,
    clientTakes,
    audios,
    reviews,
    offers,
    albums,
    catalogueAudios,
    trackFiles,
    placements,
    payments,
    licences,
    shortlists,
    sharePages,
    homeSummaries,
  };
}
export type Services = ReturnType<typeof createServices>;

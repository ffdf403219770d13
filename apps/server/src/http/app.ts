import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SYSTEM_PREFERENCE_BOUNDS } from '@attest/domain';
import type { Config } from '../config.ts';
import { systemClock, type Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/client.ts';
import { registerJobQueue } from '../platform/jobs/register.ts';
import { scheduleTempSweep } from '../platform/storage/temp-sweep.job.ts';
import { registerIdempotency, scheduleIdempotencySweep } from './idempotency/idempotency.ts';
import type { BlobStore } from '../platform/storage/blob-store.ts';
import { authRoutes } from '../modules/auth/auth.routes.ts';
import { ssoRoutes } from '../modules/sso/sso.routes.ts';
import { ssoSigningRoutes } from '../modules/signatures/sso-signing.routes.ts';
import { ssoContextOf } from '../modules/sso/sso-context.ts';
import { providerSigningName } from '../modules/sso/sso-signing.service.ts';
import { documentRoutes } from '../modules/document-page/documents.routes.ts';
import { documentFileRoutes } from '../modules/document-page/document-files.routes.ts';
import { referenceRoutes } from '../modules/reference/reference.routes.ts';
import { storageIntegrityRoutes } from '../modules/files/storage-integrity.routes.ts';
import { OrphanSweeper } from '../modules/files/orphan-sweep.ts';
import { scheduleOrphanSweep } from '../modules/files/orphan-sweep.job.ts';
import { signatureConfigRoutes } from '../modules/signatures/signature-config.routes.ts';
import { SIGNATURE_CONFIG_FOUR_EYES } from '../modules/signatures/signature-config.ts';
import { settingChangesRoutes } from '../modules/setting-changes/setting-changes.routes.ts';
import { SettingChangeDecisions } from '../modules/setting-changes/setting-changes.service.ts';
import { scheduleSignatureReminders } from '../modules/signatures/signature-reminders.job.ts';
import { signatureRoutes } from '../modules/signatures/signatures.routes.ts';
import { workflowRoutes } from '../modules/workflow/workflow.routes.ts';
import { myWorkRoutes } from '../modules/workflow/my-work.routes.ts';
import { systemRoutes } from '../modules/system/system.routes.ts';
import { systemOverviewRoutes } from '../modules/system/system-overview.routes.ts';
import { jobRoutes } from '../modules/system/jobs.routes.ts';
import { auditRoutes } from '../modules/audit-log/audit.routes.ts';
import { versionHistoryRoutes } from '../modules/document-page/version-history.routes.ts';
import { userRoutes } from '../modules/users/users.routes.ts';
import { scimRoutes } from '../modules/scim/scim.routes.ts';
import { scimTokenRoutes } from '../modules/scim/scim-tokens.routes.ts';
import { profileRoutes } from '../modules/users/profile.routes.ts';
import { myActivityRoutes } from '../modules/audit-log/my-activity.routes.ts';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes.ts';
import { searchRoutes } from '../modules/search/search.routes.ts';
import { auditEntryRoutes } from '../modules/audit-log/audit-entry.routes.ts';
import { documentChangeLogRoutes } from '../modules/audit-log/document-change-log.routes.ts';
import { registerAuditTrail } from '../modules/audit/audit-trail.ts';
import { acknowledgementRoutes } from '../modules/document-page/acknowledgements.routes.ts';
import { registerRenditions } from '../modules/renditions/renditions.ts';
import { cartRoutes } from '../modules/cart/cart.routes.ts';
import { copyRoutes } from '../modules/copies/copies.routes.ts';
import { recallCopiesOnWithdrawal } from '../modules/copies/copies-recall.ts';
import { followLifecycleWithReviews } from '../modules/periodic-reviews/periodic-reviews.events.ts';
import { schedulePeriodicReviews } from '../modules/periodic-reviews/periodic-reviews.job.ts';
import { scheduleAuditTrailReviews } from '../modules/audit-reviews/audit-reviews.job.ts';
import { auditReviewRoutes } from '../modules/audit-reviews/audit-reviews.routes.ts';
import { scheduleScheduledReleases } from '../modules/workflow/scheduled-release.job.ts';
import { periodicReviewRoutes } from '../modules/periodic-reviews/periodic-reviews.routes.ts';
import { registerTraining } from '../modules/training/training.ts';
import { trainingRoutes } from '../modules/training/training.routes.ts';
import { releaseGates } from '../modules/workflow/release-gates.ts';
import { notifyOnLifecycleSteps } from '../modules/workflow/workflow-notices.ts';
import { openConditionsRefusal } from '../modules/conditions/conditions.service.ts';
import { refuseRestoreOfDisposed } from '../modules/retention/disposed-guard.ts';
import { registerBackups } from '../modules/backups/backups.ts';
import { backupRoutes } from '../modules/backups/backups.routes.ts';
import { conditionRoutes } from '../modules/conditions/conditions.routes.ts';
import { noteRoutes } from '../modules/notes/notes.routes.ts';
import { whereUsedRoutes } from '../modules/documents/where-used.routes.ts';
import { translationRoutes } from '../modules/translations/translations.routes.ts';
import { workflowHistoryRoutes } from '../modules/workflow/workflow-history.routes.ts';
import { registerSettings } from '../core/settings/register.ts';
import { retentionRoutes } from '../modules/retention/retention.routes.ts';
import { scheduleAuditExportReminder } from '../modules/retention/audit-export-reminder.job.ts';
import { registerRealtime, type RealtimeOptions } from '../modules/notifications/realtime.ts';
import { notificationRoutes } from '../modules/notifications/notifications.routes.ts';
import { eventRoutes } from '../modules/notifications/events.routes.ts';
import { findLiveSession } from '../modules/users/sessions.repo.ts';
import { diagnosticsRoutes } from '../modules/diagnostics/diagnostics.routes.ts';
import { installationRoutes } from '../modules/validation/installation.routes.ts';
import { registerPreferences } from '../modules/preferences/system-preferences.ts';
import { registerSiteCalendar } from '../modules/preferences/site-calendar.ts';
import { systemPreferencesRoutes } from '../modules/preferences/system-preferences.routes.ts';
import { registerRepositories } from '../modules/repositories/repositories.ts';
import { repositoryRoutes } from '../modules/repositories/repositories.routes.ts';
import { registerWebhooks } from '../modules/webhooks/webhooks.ts';
import { webhookRoutes } from '../modules/webhooks/webhooks.routes.ts';
import { registerLms } from '../modules/lms/lms.ts';
import { lmsRoutes } from '../modules/lms/lms.routes.ts';
import { sessionRoutes } from '../modules/auth/sessions.routes.ts';
import { twoFactorRoutes } from '../modules/two-factor/two-factor.routes.ts';
import { twoFactorPolicyReader } from '../modules/two-factor/two-factor-policy.ts';
import { databaseRateLimitStore } from '../platform/rate-limit-store.ts';
import { instanceIdOf } from '../platform/instance-id.ts';
import { accessPlugin } from './access.ts';
import { frameworkErrorResponse, registerErrorHandler } from './error-handler.ts';
import { registerFetchMetadata } from './fetch-metadata.ts';
import { registerMultipartCheck } from './multipart-check.ts';
import { registerOpenApi } from './openapi.ts';
import { registerResponseHeaders } from './response-headers.ts';
import { registerTextInputCheck } from '../core/text-input.ts';
import { registerWebStatic } from './web-static.ts';
import { registerRequestLog } from './request-log.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where uploaded files live. */
  store: BlobStore;
  /** When the process started; uptime is measured from here. */
  startedAt?: Date;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** The web build to serve (tests use a small one of their own). */
  webDist?: string;
  /** The one source of "now" for scheduled work (tests pass a TestClock). */
  clock?: Clock;
  /** Tests: an existing file the backup archive is written to instead (/dev/full fails every write, as a full disk). */
  backupTarget?: string;
  /** Tests: where log lines are written instead of standard output (to check what is, and is not, logged). */
  logStream?: { write(line: string): void };
  /** Notifications, live events and e-mail: the e-mail retry schedule (tests). */
  realtime?: RealtimeOptions;
  /** Tests: sees every route as it is registered (the authorization matrix is generated from them). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the HTTP application: the same factory serves production, tests and benchmarks. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]'], ...(deps.logStream ? { stream: deps.logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: frameworkErrorResponse,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  registerRequestLog(app, config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: a cross-site HTML form cannot send one without a CORS preflight.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  database.connectionErrors.report = (error) => app.log.warn({ err: error }, 'a database connection was dropped; requests answer 503 until it is back');

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    hsts: config.secureCookies,
  });
  await app.register(cookie);
  // Counted in the database, so a limit holds across instances (platform/rate-limit-store.ts).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  // One file per request; one byte over the limit is enough to know it is too large.
  // The ceiling of the upload-limit preference; each upload route applies the limit in force (receive-upload.ts).
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 256 * 1024, fileSize: SYSTEM_PREFERENCE_BOUNDS.uploadMaxMb.max * 1024 * 1024 + 1 } });
  registerMultipartCheck(app);
  registerResponseHeaders(app);
  registerFetchMetadata(app);
  registerTextInputCheck(app);
  const settings = await registerSettings(app, database);
  const preferences = registerPreferences(app, config.preferences);
  const clock = deps.clock ?? systemClock;
  await app.register(accessPlugin, { db: database.db, config, preferences, clock });
  await registerOpenApi(app);

  const startedAt = deps.startedAt ?? clock.now();
  registerIdempotency(app, { db: database.db, clock });
  // Registered here, run only once main.ts starts the queue (API tests call runDue instead).
  const jobs = registerJobQueue(app, { database, clock, instanceId: instanceIdOf(config.dataDir) });
  const calendar = registerSiteCalendar(app, clock);
  await scheduleTempSweep(jobs, deps.store);
  await scheduleIdempotencySweep(jobs, { db: database.db, clock });
  const renditions = registerRenditions(app, { db: database.db, store: deps.store, config, jobs, clock });
  systemRoutes(app, { database, startedAt, preferences });
  const twoFactorPolicy = twoFactorPolicyReader(settings, config);
  authRoutes(app, { db: database.db, config, preferences, clock, twoFactorPolicy });
  const sso = ssoContextOf(database.db, config);
  ssoRoutes(app, { db: database.db, config, sso, preferences, clock, twoFactorPolicy });
  ssoSigningRoutes(app, { config, sso, settings, clock });
  twoFactorRoutes(app, { db: database.db, clock, settings, preferences, policy: twoFactorPolicy, authRateLimitPerMinute: config.authRateLimitPerMinute });
  sessionRoutes(app, { db: database.db, preferences });
  systemPreferencesRoutes(app, { preferences, clock, signIn: { sso: config.sso ? { providerName: config.sso.providerName } : null, localPasswords: config.localPasswords } });
  referenceRoutes(app, { db: database.db });
  documentRoutes(app, { db: database.db, store: deps.store, preferences, onFileStored: renditions.request });
  documentFileRoutes(app, { db: database.db, store: deps.store, clock, calendar, publicUrl: config.publicUrl });
  const orphans = new OrphanSweeper({ db: database.db, store: deps.store });
  storageIntegrityRoutes(app, { db: database.db, store: deps.store, clock, orphans });
  await scheduleOrphanSweep(jobs, orphans, calendar);
  systemOverviewRoutes(app, { db: database.db, store: deps.store, config, startedAt, database: database.kind });
  jobRoutes(app, { db: database.db, jobs });
  workflowRoutes(app, { db: database.db, calendar, clock, preferences });
  myWorkRoutes(app, { db: database.db });
  auditRoutes(app, { db: database.db, store: deps.store, clock });
  versionHistoryRoutes(app, { db: database.db });
  userRoutes(app, { db: database.db, config });
  scimTokenRoutes(app, { db: database.db });
  await scimRoutes(app, { db: database.db, config });
  profileRoutes(app, { db: database.db, store: deps.store, config, preferences });
  myActivityRoutes(app, { db: database.db });
  signatureRoutes(app, { db: database.db, store: deps.store, settings, authRateLimitPerMinute: config.authRateLimitPerMinute, clock, providerSigning: (user) => providerSigningName(database.db, config, user) });
  signatureConfigRoutes(app, { settings, clock });
  const fourEyes = { signatureConfig: SIGNATURE_CONFIG_FOUR_EYES, systemPreferences: preferences.fourEyes, twoFactorPolicy: twoFactorPolicy.fourEyes };
  settingChangesRoutes(app, { db: database.db, clock, decisions: new SettingChangeDecisions(database.db, settings, fourEyes) });
  await scheduleSignatureReminders(jobs, { db: database.db, settings });
  dashboardRoutes(app, { db: database.db, store: deps.store, startedAt, database: database.kind, calendar });
  searchRoutes(app, { db: database.db });
  auditEntryRoutes(app, { db: database.db });
  documentChangeLogRoutes(app, { db: database.db });
  acknowledgementRoutes(app, { db: database.db });
  cartRoutes(app, { db: database.db, store: deps.store, clock });
  noteRoutes(app, { db: database.db });
  recallCopiesOnWithdrawal();
  copyRoutes(app, { db: database.db, store: deps.store, publicUrl: config.publicUrl, calendar, clock, preferences });
  followLifecycleWithReviews();
  await schedulePeriodicReviews(jobs, database.db, calendar);
  periodicReviewRoutes(app, { db: database.db, clock, calendar, jobs });
  whereUsedRoutes(app, { db: database.db });
  translationRoutes(app, { db: database.db });
  workflowHistoryRoutes(app, { db: database.db });
  // The lifecycle's subscribers and release gates: the workflow imports none of these modules (DESIGN §5.3).
  notifyOnLifecycleSteps();
  releaseGates.block('conditions', openConditionsRefusal);
  releaseGates.guard('retention', 'restore_from_archive', refuseRestoreOfDisposed);
  await registerTraining(app, { db: database.db, clock, calendar, dueDays: config.trainingDueDays });
  trainingRoutes(app, { db: database.db, clock, calendar });
  conditionRoutes(app, { db: database.db, clock });
  await scheduleScheduledReleases(jobs, database.db, calendar);
  backupRoutes(app, await registerBackups(app, { config, database, store: deps.store, clock, archiveTarget: deps.backupTarget }));

  const repositories = await registerRepositories(app, { config, db: database.db, store: deps.store, jobs, preferences, soffice: renditions.soffice, clock, onFileStored: renditions.request });
  repositoryRoutes(app, repositories);
  // Webhooks subscribe to the lifecycle after the modules whose changes they announce.
  webhookRoutes(app, await registerWebhooks({ config, db: database.db, jobs }));
  // Training's subscriber: its records become xAPI statements for the LMS (training imports none of it).
  lmsRoutes(app, await registerLms(app, { config, db: database.db, jobs, clock }));

  retentionRoutes(app, { db: database.db, store: deps.store, settings, clock });
  await scheduleAuditExportReminder(jobs, database.db, calendar);
  await scheduleAuditTrailReviews(jobs, { db: database.db, preferences, calendar });
  auditReviewRoutes(app, { db: database.db, clock, preferences, calendar });

  const streams = await registerRealtime(app, { database, config }, deps.realtime);
  notificationRoutes(app, { db: database.db });
  const sessionHolds = async (token: string) => {
    const found = await findLiveSession(database.db, token, await preferences.get('sessionIdleMinutes'), clock.now());
    return found?.user.status === 'active';
  };
  eventRoutes(app, { db: database.db, config, streams, sessionHolds });
  diagnosticsRoutes(app, { database, store: deps.store, config, clock });
  installationRoutes(app, { database, store: deps.store, config, clock });
  await registerAuditTrail(app, { db: database.db, store: deps.store, config, clock });

  if (deps.serveWeb ?? true) await registerWebStatic(app, deps.webDist);
  return app;
}

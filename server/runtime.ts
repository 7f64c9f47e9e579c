import { join } from "node:path";
import { createIngest, type Ingest } from "../analytics/ingest";
import { type AnalyticsPipeline, createAnalyticsPipeline } from "../analytics/pipeline";
import { type SharedViewGate, shareIdenticalViews } from "../analytics/shared-views";
import type { AnalyticsStore } from "../analytics/store";
import { type AnalyticsDamage, openVerifiedAnalyticsStore } from "../analytics/verified-store";
import { createViewGate } from "../analytics/view-gate";
import { type Auth, createAuth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/secret";
import type { Config } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { deleteLoginCountersBefore } from "./db/queries/login-limits";
import { enqueueMails } from "./db/queries/outbox";
import { deleteCountersBefore } from "./db/queries/rate-limit";
import { deleteSecurityLogBefore } from "./db/queries/security-log";
import { recordSecurityEvent } from "./db/queries/users";
import { startGarbageCollection } from "./jobs/collect-garbage";
import { removeExpiredDesigns } from "./jobs/expired-designs";
import { startMemoryReports } from "./jobs/memory-report";
import { removeOrphanUploads } from "./jobs/orphan-uploads";
import { applyRetention } from "./jobs/retention";
import { releaseStaleAiReservations } from "./jobs/stale-ai-reservations";
import { startWeeklyReports } from "./jobs/weekly-report";
import type { Logger } from "./logger";
import { type OutboxWorker, startOutboxWorker } from "./mail/outbox-worker";
import { passwordResetMail } from "./mail/templates/reset-password";
import { verificationMail } from "./mail/templates/verify-email";
import { createFileTransport, createSmtpTransport, type MailTransport } from "./mail/transport";
import { ATTACHMENT_LIMITS, createDownloadSlots, type DownloadSlots } from "./services/download-slots";
import { createImageProvider, type ImageProvider } from "./services/generator";
import { LOGIN_WINDOW_MS } from "./services/login-limiter";
import { onPasswordReset, RESET_TOKEN_SECONDS, resetLocaleOf } from "./services/password-reset";
import { COUNTER_RETENTION_MS } from "./services/rate-limit";
import { deriveUnsubscribeKey } from "./services/unsubscribe-token";
import { sweepUploadTemp } from "./services/uploads/sweep-temp";
import { createVisitorHasher, type VisitorHasher } from "./services/visitor-hash";
import { createStorage, type FileStorage } from "./storage";

/**
 * Everything a request may need, opened once per process: database, analytics store, file
 * storage, mail transport and auth. Tests build one with their own config.
 */
export interface Runtime {
  config: Config;
  log: Logger;
  database: DatabaseHandle;
  analytics: AnalyticsStore;
  /** Set when the analytics file was found damaged at start and set aside (decision 0014). */
  analyticsDamage: AnalyticsDamage | null;
  /** Durable, batched writes of browser events into the analytics store. */
  ingest: Ingest;
  /** Where beacons go: straight into the store, or through the shared PostgreSQL log. */
  beacons: AnalyticsPipeline;
  /** Bounds the analytics views read from the raw rows (analytics/view-gate.ts); identical ones not started yet are read once (analytics/shared-views.ts). */
  analyticsViews: SharedViewGate;
  /** Bounds the admin downloads streaming from the database (services/download-slots.ts). */
  downloads: DownloadSlots;
  /** Bounds the attachment downloads streaming from the file storage (the same service, its own limits). */
  attachmentDownloads: DownloadSlots;
  /** Visitor ids from a daily salt (no cookies; the address is never stored). */
  visitors: VisitorHasher;
  storage: FileStorage;
  /** Draws the AI generator's designs: OpenAI (or compatible) with a key, else the offline generator. */
  imageProvider: ImageProvider;
  mail: MailTransport;
  auth: Auth;
  /** Sends queued mail in the background. */
  outbox: OutboxWorker;
  /** The public origin of the site, e.g. http://localhost:3000 */
  origin: string;
  /** Signs waitlist unsubscribe links (derived from the auth secret; services/unsubscribe-token.ts). */
  unsubscribeKey: Buffer;
  close(): Promise<void>;
}

export async function createRuntime(config: Config, log: Logger): Promise<Runtime> {
  const started = performance.now();
  const database = await openDatabase(
    config.database.url
      ? {
          url: config.database.url,
          poolSize: config.database.poolSize,
          statementTimeoutMs: config.database.statementTimeoutMs,
          lockTimeoutMs: config.database.lockTimeoutMs,
          deadlineMs: config.database.deadlineMs,
        }
      : { pgliteDir: config.database.pgliteDir },
  );
  await database.migrate();
  log.info("database ready", { kind: database.kind, ms: Math.round(performance.now() - started) });

  const { store: analytics, damage: analyticsDamage } = await openVerifiedAnalyticsStore(config.analytics.file, {
    threads: config.analytics.threads,
    memoryLimit: config.analytics.memoryLimit,
    checkpointThreshold: config.analytics.checkpointThreshold,
    timeZone: config.analytics.timeZone,
  });
  if (analyticsDamage) {
    log.error("analytics file damaged: set aside, started afresh", {
      setAside: analyticsDamage.setAside,
      reason: analyticsDamage.reason,
      rebuiltFromLog: config.analytics.sharedLog,
    });
    await recordSecurityEvent(database.db, "analytics_rebuilt", {
      setAside: analyticsDamage.setAside,
      reason: analyticsDamage.reason,
      rebuiltFromLog: config.analytics.sharedLog,
    }).catch((error) => log.error("could not record the analytics rebuild", { error }));
  }
  // A referrer on one of the site's own origins is a page of the visit, not a source.
  const ownHosts = new Set(config.origins.list.map((o) => new URL(o).hostname.toLowerCase()));
  const ingest = createIngest(analytics, { ownHosts });
  const beacons = createAnalyticsPipeline({ config, db: database.db, store: analytics, ingest, log });
  const visitors = createVisitorHasher(database.db, log);
  const storage = createStorage(config.storage);
  const swept = await sweepUploadTemp(join(config.dataDir, "tmp", "uploads"));
  if (swept > 0) log.warn("removed unfinished uploads left by an earlier process", { folders: swept });
  const imageProvider = createImageProvider(config.ai);
  log.info("image provider ready", { provider: imageProvider.name });
  const mail = config.mail.smtpUrl
    ? createSmtpTransport(config.mail.smtpUrl, undefined, (error) =>
        log.error("SMTP connection failed outside a send", { error }),
      )
    : createFileTransport(config.mail.outboxDir);

  const origin = config.origins.primary;
  // The outbox worker is made before auth, which queues confirmation mails through it.
  const outbox = startOutboxWorker({ db: database.db, transport: mail, storage, from: config.mail.from, log });
  const authSecret = resolveAuthSecret(config.auth.secret, config.dataDir);
  const auth = createAuth({
    db: database.db,
    secret: authSecret,
    baseURL: origin,
    trustedOrigins: config.origins.list,
    secureCookies: origin.startsWith("https://"),
    requireEmailVerification: config.auth.requireEmailVerification,
    async sendVerificationMail(to, url) {
      await enqueueMails(database.db, [await verificationMail(to, url)]);
      outbox.kick();
    },
    // Not awaited by the request: an address with an account must answer as fast as one without.
    async sendResetPasswordMail(to, url) {
      void passwordResetMail(to, url, resetLocaleOf(url))
        .then((mail) => enqueueMails(database.db, [mail]))
        .then(() => outbox.kick())
        .catch((error) => log.error("password reset mail could not be queued", { error }));
    },
    onPasswordReset: (user) => onPasswordReset(database.db, user),
    resetTokenSeconds: RESET_TOKEN_SECONDS,
    log,
  });

  // Housekeeping, hourly and once shortly after start: orphan uploads, unsent generated designs,
  // retention of leads and attachments (with files an erasure could not delete yet), AI budget
  // reservations of a dead process, and old rate-limit windows.
  const housekeeping = async () => {
    await removeOrphanUploads(database.db, storage, log).catch((error) =>
      log.error("orphan clean-up failed", { error }),
    );
    await removeExpiredDesigns(database.db, storage, log).catch((error) =>
      log.error("generated design clean-up failed", { error }),
    );
    await applyRetention(database.db, storage, log, config.leads.retentionMonths).catch((error) =>
      log.error("retention clean-up failed", { error }),
    );
    await releaseStaleAiReservations(database.db, config.ai.timeoutMs, log).catch((error) =>
      log.error("stale ai reservation clean-up failed", { error }),
    );
    await deleteCountersBefore(database.db, new Date(Date.now() - COUNTER_RETENTION_MS)).catch((error) =>
      log.error("rate-limit clean-up failed", { error }),
    );
    await deleteLoginCountersBefore(database.db, new Date(Date.now() - 2 * LOGIN_WINDOW_MS)).catch((error) =>
      log.error("sign-in counter clean-up failed", { error }),
    );
    const securityLogCutoff = new Date(Date.now() - config.securityLogRetentionDays * 24 * 60 * 60 * 1000);
    await deleteSecurityLogBefore(database.db, securityLogCutoff).catch((error) =>
      log.error("security log clean-up failed", { error }),
    );
  };
  const firstHousekeeping = setTimeout(housekeeping, 30_000);
  const housekeepingTimer = setInterval(housekeeping, 60 * 60 * 1000);
  const stopMemoryReports = config.logLevel === "debug" ? startMemoryReports(database, analytics, log) : () => {};
  const stopGarbageCollection = startGarbageCollection();

  let closing: Promise<void> | undefined;
  let stopWeeklyReports = async () => {};
  const rt: Runtime = {
    config,
    log,
    database,
    analytics,
    analyticsDamage,
    ingest,
    beacons,
    analyticsViews: shareIdenticalViews(createViewGate()),
    downloads: createDownloadSlots(),
    attachmentDownloads: createDownloadSlots(ATTACHMENT_LIMITS),
    visitors,
    storage,
    imageProvider,
    mail,
    auth,
    outbox,
    origin,
    unsubscribeKey: deriveUnsubscribeKey(authSecret),
    close() {
      closing ??= (async () => {
        clearTimeout(firstHousekeeping);
        clearInterval(housekeepingTimer);
        await stopWeeklyReports();
        stopMemoryReports();
        stopGarbageCollection();
        await outbox.stop();
        mail.close();
        await beacons.close().catch((e) => log.error("analytics flush failed", { error: e }));
        await analytics.close().catch((e) => log.error("analytics close failed", { error: e }));
        await database.close().catch((e) => log.error("database close failed", { error: e }));
      })();
      return closing;
    },
  };
  // The admins' weekly report (decision 0022): at start (a server down on Monday morning sends it
  // when it comes up), then every few minutes.
  stopWeeklyReports = startWeeklyReports(rt, config.weeklyReport.checkMs);
  return rt;
}

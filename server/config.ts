import { resolve } from "node:path";
import { z } from "zod";
import { CHECKPOINT_THRESHOLD } from "../analytics/checkpoint";
import { isTimeZone } from "../analytics/time-zone";
import { readSite, type Site } from "../shared/site";
import { deadlineAfter } from "./db/deadline";
import { type TrustedOrigins, trustedOriginsFor } from "./trusted-origins";

/**
 * Configuration, parsed once at boot. Code imports the parsed object, never `process.env`,
 * so a typo in a variable fails start-up with one line that names it.
 */
const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** A size in DuckDB's syntax. */
const duckdbSize = z
  .string()
  .regex(/^\d+(\.\d+)?\s*(KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i, "must be a size such as 512MB or 2GB");
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`,
    )
    .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  PUBLIC_URL: optionalUrl(["http:", "https:"]),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Number of reverse proxies in front of the server whose X-Forwarded-For is trusted. 0 = none. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  TRUSTED_ORIGINS: z.string().default(""),

  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(20),
  /** PostgreSQL cancels a statement after this long, and gives up waiting for a lock after the other. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /**
   * How long the server waits for any answer from PostgreSQL before it gives up on the statement
   * (503): for a database that answers nothing at all (server/db/deadline.ts). Default: the
   * statement timeout and 5 s more, so PostgreSQL's own cancel comes first while it still answers.
   */
  DATABASE_DEADLINE_MS: z.coerce.number().int().min(100).max(900_000).optional(),

  /**
   * `auto`: with DATABASE_URL, beacons go through a log in PostgreSQL that every instance replays
   * into its own DuckDB (several instances); without it, straight into DuckDB.
   */
  ANALYTICS_LOG: z.enum(["auto", "on", "off"]).default("auto"),
  ANALYTICS_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(62),
  /** DuckDB worker threads; 0 = one per core. */
  ANALYTICS_THREADS: z.coerce.number().int().min(0).max(256).default(0),
  /** The company's time zone: the analytics' days and custom ranges are cut in it. */
  ANALYTICS_TIME_ZONE: z
    .string()
    .refine(isTimeZone, "must be an IANA time zone such as Europe/Prague")
    .default("Europe/Prague"),
  /** DuckDB's memory limit (buffers, indexes, query state), in DuckDB's syntax. */
  ANALYTICS_MEMORY_LIMIT: duckdbSize.default("2GB"),
  /** The WAL size at which a commit also checkpoints (analytics/checkpoint.ts says why it is large). */
  ANALYTICS_CHECKPOINT_SIZE: duckdbSize.default(CHECKPOINT_THRESHOLD),

  /**
   * How often this instance checks whether the weekly report is due, in seconds; 0: never (other
   * instances still send it). A few minutes: a late report is not worse than a busier database.
   */
  WEEKLY_REPORT_CHECK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /**
   * Seconds the event loop may stay blocked before the process ends itself for its supervisor to
   * restart (server/lib/stall-watchdog.ts); 0: never. No request of the site blocks for long; a
   * minute leaves room for PGlite's statements, which run on the main thread.
   */
  STALL_WATCHDOG_SECONDS: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || (v >= 5 && v <= 3_600), "must be 0 (off) or 5 to 3600")
    .default(60),

  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Sign-up needs a confirmed e-mail. Default: on when real mail (SMTP_URL) is configured. */
  REQUIRE_EMAIL_VERIFICATION: bool.optional(),
  /** Sign-ups per IP per hour (an office behind one address signing up its staff may need more). */
  SIGN_UP_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),

  S3_ENDPOINT: optionalUrl(["http:", "https:"]),
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: z.string().min(3).default("contact-attachments"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  /**
   * How long one storage call may take, retries included (an upload one second more per MB), and
   * how long a download may wait for the storage's next bytes: a service that accepts connections
   * and then says nothing ends here.
   */
  S3_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(15_000),

  SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
  MAIL_FROM: z.string().default("Merchovna <hello@merchovna.cz>"),
  MAIL_TO: z.email().optional(),

  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: optionalUrl(["http:", "https:"]),
  OPENAI_IMAGE_MODEL: z.string().default("gpt-image-1"),
  OPENAI_IMAGE_SIZE: z
    .string()
    .regex(/^(auto|\d{3,4}x\d{3,4})$/, "must be a size such as 1024x1024, or auto")
    .default("1024x1024"),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
  /** What one image is estimated to cost at the provider; counts against AI_DAILY_BUDGET_USD. */
  OPENAI_IMAGE_COST_USD: z.coerce.number().min(0).max(10).default(0.04),
  /** `auto`: OpenAI when OPENAI_API_KEY is set, else the built-in offline generator. */
  AI_PROVIDER: z.enum(["auto", "openai", "offline"]).default("auto"),
  /** Global daily limits of the AI generator (UTC days), shared by every instance through the database. */
  AI_DAILY_GENERATIONS: z.coerce.number().int().min(0).max(1_000_000).default(500),
  AI_DAILY_BUDGET_USD: z.coerce.number().min(0).max(1_000).default(20),

  /** The answer promised to the visitor, in hours: enquiries and contact messages, design inquiries. */
  LEAD_PROMISE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  DESIGN_INQUIRY_PROMISE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(48),
  /** Attachments and closed leads (won, lost, spam) are deleted this many months after they were closed. */
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  /** Sign-in attempts (with their IP) and security events are kept this many days. */
  SECURITY_LOG_RETENTION_DAYS: z.coerce.number().int().min(8).max(3650).default(90),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string | undefined;
  logLevel: Env["LOG_LEVEL"];
  trustProxyHops: number;
  /** TRUSTED_ORIGINS as given (extra origins). */
  trustedOrigins: string[];
  /** The one list of trusted origins, shared by the CSRF guard and better-auth (trusted-origins.ts). */
  origins: TrustedOrigins;
  database: {
    url: string | undefined;
    poolSize: number;
    statementTimeoutMs: number;
    lockTimeoutMs: number;
    deadlineMs: number;
    pgliteDir: string;
  };
  analytics: {
    file: string;
    /** Beacons go through the shared PostgreSQL log (see docs/decisions/0010). */
    sharedLog: boolean;
    logRetentionDays: number;
    /** DuckDB worker threads (0 = one per core) and memory limit. */
    threads: number;
    memoryLimit: string;
    /** The WAL size at which a commit also checkpoints. */
    checkpointThreshold: string;
    timeZone: string;
  };
  auth: { secret: string | undefined; requireEmailVerification: boolean; signUpsPerHour: number };
  storage:
    | { kind: "local"; dir: string }
    | {
        kind: "s3";
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
        timeoutMs: number;
      };
  mail: { smtpUrl: string | undefined; from: string; to: string; outboxDir: string };
  /** The company's contact details and links (shared with the client build). */
  site: Site;
  ai: {
    openaiApiKey: string | undefined;
    openaiBaseUrl: string | undefined;
    model: string;
    size: string;
    timeoutMs: number;
    /** Which provider draws the designs. */
    provider: "openai" | "offline";
    /** Estimated cost of one OpenAI image, in micro-USD (integer, as the budget is counted). */
    openaiImageCostMicroUsd: number;
    dailyGenerations: number;
    /** The daily budget for paid providers, in micro-USD. */
    dailyBudgetMicroUsd: number;
  };
  leads: {
    /** Hours to the first answer promised to the visitor, per kind of lead. */
    promiseHours: { enquiry: number; contact: number; design: number };
    /** Closed leads and attachments are kept this long. */
    retentionMonths: number;
  };
  /** The admins' weekly report (decision 0022): how often this instance checks it is due, ms; 0 = never. */
  weeklyReport: { checkMs: number };
  /** How long the event loop may stay blocked before the process ends itself; 0: never (lib/stall-watchdog.ts). */
  stallWatchdogMs: number;
  /** Sign-in attempts and security events are kept this many days (at least 8: the failed sign-in metric compares with the last 7). */
  securityLogRetentionDays: number;
}

export class ConfigError extends Error {}

/** Parses the environment into a Config, or throws a ConfigError naming the first bad variable. */
export function parseConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset": `FOO=` in a .env file should fall back to the default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "configuration");
    const got = cleaned[name];
    const shown = got === undefined || /SECRET|KEY|PASSWORD|URL/.test(name) ? "" : ` (got "${got}")`;
    throw new ConfigError(`Invalid setting ${name}: ${issue?.message ?? "invalid"}${shown}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const useS3 = Boolean(e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID);
  const site = readSite(cleaned);
  if (e.AI_PROVIDER === "openai" && !e.OPENAI_API_KEY) {
    throw new ConfigError("Invalid setting AI_PROVIDER: openai needs OPENAI_API_KEY");
  }
  if (e.ANALYTICS_LOG === "on" && !e.DATABASE_URL) {
    throw new ConfigError("Invalid setting ANALYTICS_LOG: on needs DATABASE_URL (PostgreSQL)");
  }
  const extraOrigins = e.TRUSTED_ORIGINS.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const o of extraOrigins) {
    if (!URL.canParse(o) || !["http:", "https:"].includes(new URL(o).protocol)) {
      throw new ConfigError(`Invalid setting TRUSTED_ORIGINS: ${o} is not an http(s) origin`);
    }
  }
  const origins = trustedOriginsFor({
    publicUrl: e.PUBLIC_URL,
    port: e.PORT,
    extra: extraOrigins,
    env: e.NODE_ENV,
  });
  const aiProvider = e.AI_PROVIDER === "auto" ? (e.OPENAI_API_KEY ? "openai" : "offline") : e.AI_PROVIDER;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ""),
    logLevel: e.LOG_LEVEL,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    trustedOrigins: extraOrigins,
    origins,
    database: {
      url: e.DATABASE_URL,
      poolSize: e.DATABASE_POOL_SIZE,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DATABASE_LOCK_TIMEOUT_MS,
      deadlineMs: e.DATABASE_DEADLINE_MS ?? deadlineAfter(e.DATABASE_STATEMENT_TIMEOUT_MS),
      pgliteDir: resolve(dataDir, "pglite"),
    },
    analytics: {
      file: resolve(dataDir, "analytics.duckdb"),
      sharedLog: e.ANALYTICS_LOG === "on" || (e.ANALYTICS_LOG === "auto" && Boolean(e.DATABASE_URL)),
      logRetentionDays: e.ANALYTICS_LOG_RETENTION_DAYS,
      threads: e.ANALYTICS_THREADS,
      memoryLimit: e.ANALYTICS_MEMORY_LIMIT,
      checkpointThreshold: e.ANALYTICS_CHECKPOINT_SIZE,
      timeZone: e.ANALYTICS_TIME_ZONE,
    },
    auth: {
      secret: e.AUTH_SECRET,
      requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION ?? Boolean(e.SMTP_URL),
      signUpsPerHour: e.SIGN_UP_LIMIT,
    },
    storage: useS3
      ? {
          kind: "s3",
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          timeoutMs: e.S3_TIMEOUT_MS,
        }
      : { kind: "local", dir: resolve(dataDir, "files") },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      to: e.MAIL_TO ?? site.email,
      outboxDir: resolve(dataDir, "outbox"),
    },
    site,
    ai: {
      openaiApiKey: e.OPENAI_API_KEY,
      openaiBaseUrl: e.OPENAI_BASE_URL,
      model: e.OPENAI_IMAGE_MODEL,
      size: e.OPENAI_IMAGE_SIZE,
      timeoutMs: e.OPENAI_TIMEOUT_MS,
      provider: aiProvider,
      openaiImageCostMicroUsd: Math.round(e.OPENAI_IMAGE_COST_USD * 1_000_000),
      dailyGenerations: e.AI_DAILY_GENERATIONS,
      dailyBudgetMicroUsd: Math.round(e.AI_DAILY_BUDGET_USD * 1_000_000),
    },
    leads: {
      promiseHours: {
        enquiry: e.LEAD_PROMISE_HOURS,
        contact: e.LEAD_PROMISE_HOURS,
        design: e.DESIGN_INQUIRY_PROMISE_HOURS,
      },
      retentionMonths: e.RETENTION_MONTHS,
    },
    securityLogRetentionDays: e.SECURITY_LOG_RETENTION_DAYS,
    weeklyReport: { checkMs: e.WEEKLY_REPORT_CHECK_SECONDS * 1000 },
    stallWatchdogMs: e.STALL_WATCHDOG_SECONDS * 1000,
  };
}

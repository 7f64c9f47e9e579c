import type { MetricDetail, SecurityHeader } from "../../shared/security-metrics";
import type { Database } from "../db/client";
import { overdueLeads } from "../db/queries/leads";
import { lockedCounts } from "../db/queries/login-limits";
import { oldestPendingMail } from "../db/queries/outbox";
import {
  countEventsSince,
  failedSignInsSince,
  type MetricRow,
  maxFailuresPerAccountSince,
  orphanSessions,
  readMetrics,
  saveMetrics,
} from "../db/queries/security";
import { countAdmins } from "../db/queries/users";
import type { Runtime } from "../runtime";
import { aiBudgetToday } from "./generator/budget";
import { LOGIN_LIMITS, LOGIN_WINDOW_MS } from "./login-limiter";

/**
 * The security dashboard's metrics (security guide, "What a live security dashboard can honestly
 * compute"). Each comes from a real query or probe; a collector that fails reports UNKNOWN, never OK.
 */
type Status = "OK" | "CAUTION" | "WARNING" | "CRITICAL" | "UNKNOWN";
interface Metric {
  name: string;
  /** `value` in English words (scripts, logs); `detail` the same as data, for the dashboard's languages. */
  collect(): Promise<{ value: string; detail: MetricDetail; status: Status }>;
}

const MIN = 60_000;
const HOUR = 60 * MIN;

const minutes = (ms: number) => (ms < HOUR ? `${Math.round(ms / MIN)} min` : `${(ms / HOUR).toFixed(1)} h`);

function metrics(rt: Runtime, probeUrl: string): Metric[] {
  const db: Database = rt.database.db;
  const now = Date.now();
  return [
    {
      name: "auth_secret",
      async collect() {
        const configured = rt.config.auth.secret;
        if (configured)
          return {
            value: `configured (${configured.length} characters)`,
            detail: { code: "secret_configured", length: configured.length },
            status: configured.length < 32 ? "CRITICAL" : "OK",
          };
        return {
          value: "generated on first start (64 characters, in the data folder)",
          detail: { code: "secret_generated", length: 64 },
          status: "OK",
        };
      },
    },
    {
      name: "failed_sign_ins_15m",
      async collect() {
        const recent = await failedSignInsSince(db, new Date(now - 15 * MIN));
        const perAccount = await maxFailuresPerAccountSince(db, new Date(now - 15 * MIN));
        const week = await failedSignInsSince(db, new Date(now - 7 * 24 * HOUR));
        const baseline = week / (7 * 24 * 4);
        const status: Status =
          recent > 1000 || perAccount > 50
            ? "CRITICAL"
            : recent > 5 * Math.max(baseline, 1)
              ? "WARNING"
              : recent > 2 * Math.max(baseline, 1)
                ? "CAUTION"
                : "OK";
        return {
          value: `${recent} (most on one account: ${perAccount}; 7-day baseline ${baseline.toFixed(1)} per 15 min)`,
          detail: { code: "failed_sign_ins", recent, perAccount, baseline: Math.round(baseline * 10) / 10 },
          status,
        };
      },
    },
    {
      name: "rate_limited_accounts_and_ips",
      async collect() {
        const { accounts, ips } = await lockedCounts(db, new Date(now - LOGIN_WINDOW_MS), LOGIN_LIMITS);
        const total = accounts + ips;
        return {
          value: `${accounts} accounts, ${ips} IPs`,
          detail: { code: "rate_limited", accounts, ips },
          status: total > 20 ? "WARNING" : total > 0 ? "CAUTION" : "OK",
        };
      },
    },
    {
      name: "first_admin_claims_refused_24h",
      async collect() {
        const n = await countEventsSince(db, "admin_claim_refused", new Date(now - 24 * HOUR));
        return { value: String(n), detail: { code: "count", count: n }, status: n > 0 ? "WARNING" : "OK" };
      },
    },
    {
      name: "admin_count",
      async collect() {
        const n = await countAdmins(db);
        const changed = await countEventsSince(db, "admin_granted", new Date(now - 24 * HOUR));
        const status: Status = n === 0 ? "CRITICAL" : changed > 0 ? "WARNING" : n > 3 ? "CAUTION" : "OK";
        return {
          value: `${n}${changed ? ` (changed in the last 24 h)` : ""}`,
          detail: { code: "admins", count: n, changed: changed > 0 },
          status,
        };
      },
    },
    {
      name: "security_headers_probe",
      async collect() {
        const res = await fetch(probeUrl, { signal: AbortSignal.timeout(3_000), redirect: "manual" });
        await res.arrayBuffer();
        const csp = res.headers.get("content-security-policy") ?? "";
        const https = rt.origin.startsWith("https://");
        const hsts = Number(/max-age=(\d+)/.exec(res.headers.get("strict-transport-security") ?? "")?.[1] ?? 0);
        const missing = (
          [
            !csp && "csp",
            res.headers.get("x-content-type-options") !== "nosniff" && "nosniff",
            !csp.includes("frame-ancestors 'none'") && "frame-ancestors",
            https && hsts < 31_536_000 && "hsts",
          ] as const
        ).filter((h): h is SecurityHeader => Boolean(h));
        const english: Record<SecurityHeader, string> = {
          csp: "CSP",
          nosniff: "nosniff",
          "frame-ancestors": "frame-ancestors",
          hsts: "HSTS >= 1 year",
        };
        const status: Status = !csp
          ? "WARNING"
          : https && hsts < 31_536_000
            ? "CAUTION"
            : missing.length
              ? "WARNING"
              : "OK";
        return {
          value: missing.length
            ? `missing: ${missing.map((h) => english[h]).join(", ")}`
            : `CSP, nosniff, frame-ancestors${https ? ", HSTS" : " (HSTS only over https)"}; cookies HttpOnly, SameSite=Lax${https ? ", Secure" : ""}`,
          detail: missing.length ? { code: "headers_missing", missing } : { code: "headers_ok", https },
          status,
        };
      },
    },
    {
      name: "uploads_rejected_by_content_24h",
      async collect() {
        const n = await countEventsSince(db, "upload_rejected", new Date(now - 24 * HOUR));
        return {
          value: String(n),
          detail: { code: "count", count: n },
          status: n > 50 ? "WARNING" : n > 0 ? "CAUTION" : "OK",
        };
      },
    },
    {
      name: "oldest_pending_email",
      async collect() {
        const oldest = await oldestPendingMail(db);
        if (!oldest) return { value: "none pending", detail: { code: "no_pending_mail" }, status: "OK" };
        const age = now - oldest.getTime();
        return {
          value: minutes(age),
          detail: { code: "mail_age", minutes: Math.max(0, Math.round(age / MIN)) },
          status: age > 24 * HOUR ? "CRITICAL" : age > HOUR ? "WARNING" : age > 10 * MIN ? "CAUTION" : "OK",
        };
      },
    },
    {
      // An operations metric: the site promises every visitor an answer within 24 (48) hours.
      name: "leads_past_promise",
      async collect() {
        const overdue = await overdueLeads(db, new Date(now));
        if (!overdue.count || !overdue.oldestDueAt) {
          return { value: "none", detail: { code: "no_leads_overdue" }, status: "OK" };
        }
        const late = now - overdue.oldestDueAt.getTime();
        return {
          value: `${overdue.count} (the longest ${minutes(late)} past its promise)`,
          detail: { code: "leads_overdue", count: overdue.count, oldestMinutes: Math.max(0, Math.round(late / MIN)) },
          status: "WARNING",
        };
      },
    },
    {
      name: "analytics_unstored_events",
      async collect() {
        await rt.analytics.ping();
        return {
          value: "0 (events are written before they are acknowledged)",
          detail: { code: "analytics_all_stored" },
          status: "OK",
        };
      },
    },
    {
      name: "ai_spend_vs_daily_budget",
      async collect() {
        const b = await aiBudgetToday(rt);
        const status: Status = b.used >= 1 ? "CRITICAL" : b.used >= 0.8 ? "WARNING" : b.used >= 0.5 ? "CAUTION" : "OK";
        return {
          value: `${b.generations} of ${b.limit} generations, $${b.costUsd.toFixed(2)} of $${b.budgetUsd.toFixed(2)} today (${Math.round(b.used * 100)} %, ${b.provider})`,
          detail: {
            code: "ai_budget",
            generations: b.generations,
            limit: b.limit,
            costUsd: b.costUsd,
            budgetUsd: b.budgetUsd,
            percent: Math.round(b.used * 100),
            provider: b.provider,
          },
          status,
        };
      },
    },
    {
      name: "sessions_of_deleted_users",
      async collect() {
        const n = await orphanSessions(db);
        return { value: String(n), detail: { code: "count", count: n }, status: n > 0 ? "CRITICAL" : "OK" };
      },
    },
  ];
}

export async function refreshSecurityMetrics(rt: Runtime): Promise<MetricRow[]> {
  const probeUrl = `http://127.0.0.1:${rt.config.port}/`;
  const updatedAt = new Date();
  const rows = await Promise.all(
    metrics(rt, probeUrl).map(async (m): Promise<MetricRow> => {
      try {
        const { value, detail, status } = await m.collect();
        return { metricName: m.name, metricValue: value, metricDetail: detail, metricStatus: status, updatedAt };
      } catch (error) {
        rt.log.warn("security metric failed", {
          metric: m.name,
          error: error instanceof Error ? error.message : String(error),
        });
        return {
          metricName: m.name,
          metricValue: "could not be computed",
          metricDetail: { code: "not_computed" },
          metricStatus: "UNKNOWN",
          updatedAt,
        };
      }
    }),
  );
  await saveMetrics(rt.database.db, rows);
  return readMetrics(rt.database.db);
}

/** Figures younger than this are shown as they are; older ones are computed again first. */
export const METRICS_FRESH_FOR_MS = 60_000;

/**
 * What the dashboard shows when it opens: the stored figures if every one of them is fresh (so a
 * few admins opening it at once compute them once), else computed now, so nobody reads yesterday's
 * figures as today's until they press Refresh.
 */
export async function currentSecurityMetrics(rt: Runtime, now = Date.now()): Promise<MetricRow[]> {
  const rows = await readMetrics(rt.database.db);
  const fresh = rows.length > 0 && rows.every((r) => now - new Date(r.updatedAt).getTime() < METRICS_FRESH_FOR_MS);
  return fresh ? rows : refreshSecurityMetrics(rt);
}

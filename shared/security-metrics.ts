/**
 * A security metric's value as data: a code and the numbers (or names) it needs. The server stores
 * it beside the English `metric_value`; the dashboard words it in the page's language
 * (client/features/security/describe.ts with the texts of shared/content/security.ts).
 */
export type MetricDetail =
  | { code: "secret_configured"; length: number }
  | { code: "secret_generated"; length: number }
  | { code: "failed_sign_ins"; recent: number; perAccount: number; baseline: number }
  | { code: "rate_limited"; accounts: number; ips: number }
  | { code: "count"; count: number }
  | { code: "admins"; count: number; changed: boolean }
  | { code: "headers_missing"; missing: SecurityHeader[] }
  | { code: "headers_ok"; https: boolean }
  | { code: "no_pending_mail" }
  | { code: "mail_age"; minutes: number }
  | { code: "analytics_all_stored" }
  | { code: "no_leads_overdue" }
  | { code: "leads_overdue"; count: number; oldestMinutes: number }
  | {
      code: "ai_budget";
      generations: number;
      limit: number;
      costUsd: number;
      budgetUsd: number;
      percent: number;
      provider: string;
    }
  | { code: "not_computed" };

export type MetricCode = MetricDetail["code"];

/** What the headers probe can find missing. */
export type SecurityHeader = "csp" | "nosniff" | "frame-ancestors" | "hsts";

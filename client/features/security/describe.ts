import type { securityPage } from "../../../shared/content/security";
import { format, type Locale } from "../../../shared/i18n";
import type { MetricDetail } from "../../../shared/security-metrics";

type Values = (typeof securityPage)[Locale]["values"];
type Forms = { one: string; few: string; many: string };

/** 1 → one, 2-4 → few, anything else (0 too) → many: Czech needs all three, English uses one/other. */
function counted(count: number, forms: Forms): string {
  return format(count === 1 ? forms.one : count >= 2 && count <= 4 ? forms.few : forms.many, { count });
}

/**
 * A metric's value in the page's language, from the code and numbers the server stored
 * (shared/security-metrics.ts). Numbers use the language's separators (1 234,5 in Czech).
 */
export function describeMetric(detail: MetricDetail, v: Values, locale: Locale): string {
  const tag = locale === "cs" ? "cs-CZ" : "en-GB";
  const number = (n: number, digits = 0) =>
    new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
  const usd = (n: number) =>
    new Intl.NumberFormat(locale === "cs" ? "cs-CZ" : "en-US", { style: "currency", currency: "USD" }).format(n);
  switch (detail.code) {
    case "secret_configured":
      return format(v.secretConfigured, { characters: counted(detail.length, v.characters) });
    case "secret_generated":
      return format(v.secretGenerated, { characters: counted(detail.length, v.characters) });
    case "failed_sign_ins":
      return format(v.failedSignIns, {
        recent: number(detail.recent),
        perAccount: number(detail.perAccount),
        baseline: number(detail.baseline, 1),
      });
    case "rate_limited":
      return format(v.rateLimited, {
        accounts: counted(detail.accounts, v.accounts),
        ips: counted(detail.ips, v.ips),
      });
    case "count":
      return number(detail.count);
    case "admins":
      return detail.changed ? format(v.adminsChanged, { count: number(detail.count) }) : number(detail.count);
    case "headers_missing":
      return format(v.headersMissing, { list: detail.missing.map((h) => v.headers[h] ?? h).join(", ") });
    case "headers_ok":
      return detail.https ? v.headersOkHttps : v.headersOkHttp;
    case "no_pending_mail":
      return v.noPendingMail;
    case "mail_age":
      return detail.minutes < 60
        ? format(v.minutes, { count: number(detail.minutes) })
        : format(v.hours, { count: number(detail.minutes / 60, 1) });
    case "no_leads_overdue":
      return v.noLeadsOverdue;
    case "leads_overdue":
      return format(v.leadsOverdue, {
        count: number(detail.count),
        late:
          detail.oldestMinutes < 60
            ? format(v.minutes, { count: number(detail.oldestMinutes) })
            : format(v.hours, { count: number(detail.oldestMinutes / 60, 1) }),
      });
    case "analytics_all_stored":
      return v.analyticsAllStored;
    case "ai_budget":
      return format(v.aiBudget, {
        generations: number(detail.generations),
        limit: number(detail.limit),
        cost: usd(detail.costUsd),
        budget: usd(detail.budgetUsd),
        percent: number(detail.percent),
        provider: v.providers[detail.provider as keyof Values["providers"]] ?? detail.provider,
      });
    case "not_computed":
      return v.notComputed;
  }
}

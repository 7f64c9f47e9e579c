import { describe, expect, test } from "bun:test";
import { securityPage } from "../../../shared/content/security";
import type { MetricCode, MetricDetail } from "../../../shared/security-metrics";
import { englishWordsIn } from "../../../tests/helpers/english-words";
import { describeMetric } from "./describe";

/** One detail of every code, with the numbers that pick each plural form. */
export const SAMPLE_DETAILS: MetricDetail[] = [
  { code: "secret_configured", length: 48 },
  { code: "secret_configured", length: 3 },
  { code: "secret_generated", length: 64 },
  { code: "failed_sign_ins", recent: 1234, perAccount: 7, baseline: 0.5 },
  { code: "rate_limited", accounts: 1, ips: 2 },
  { code: "rate_limited", accounts: 5, ips: 0 },
  { code: "count", count: 12 },
  { code: "admins", count: 2, changed: true },
  { code: "admins", count: 1, changed: false },
  { code: "headers_missing", missing: ["csp", "nosniff", "frame-ancestors", "hsts"] },
  { code: "headers_ok", https: true },
  { code: "headers_ok", https: false },
  { code: "no_pending_mail" },
  { code: "mail_age", minutes: 12 },
  { code: "mail_age", minutes: 90 },
  { code: "analytics_all_stored" },
  { code: "no_leads_overdue" },
  { code: "leads_overdue", count: 3, oldestMinutes: 45 },
  { code: "leads_overdue", count: 1, oldestMinutes: 300 },
  {
    code: "ai_budget",
    generations: 3,
    limit: 500,
    costUsd: 0.12,
    budgetUsd: 20,
    percent: 1,
    provider: "offline",
  },
  { code: "ai_budget", generations: 1, limit: 2, costUsd: 0.04, budgetUsd: 20, percent: 50, provider: "openai" },
  { code: "not_computed" },
];

describe("security metric values in both languages", () => {
  test("every code has a sample here", () => {
    const codes = new Set<MetricCode>(SAMPLE_DETAILS.map((d) => d.code));
    const all: Record<MetricCode, true> = {
      secret_configured: true,
      secret_generated: true,
      failed_sign_ins: true,
      rate_limited: true,
      count: true,
      admins: true,
      headers_missing: true,
      headers_ok: true,
      no_pending_mail: true,
      mail_age: true,
      analytics_all_stored: true,
      no_leads_overdue: true,
      leads_overdue: true,
      ai_budget: true,
      not_computed: true,
    };
    expect([...codes].sort()).toEqual(Object.keys(all).sort() as MetricCode[]);
  });

  test("Czech values carry no English words, only numbers and technical names", () => {
    for (const detail of SAMPLE_DETAILS) {
      const english = describeMetric(detail, securityPage.en.values, "en");
      const czech = describeMetric(detail, securityPage.cs.values, "cs");
      expect(englishWordsIn(czech, english), `${JSON.stringify(detail)} → "${czech}"`).toEqual([]);
    }
  });

  test("numbers, plurals and money are worded per language", () => {
    const v = (d: MetricDetail, l: "en" | "cs") => describeMetric(d, securityPage[l].values, l);
    expect(v({ code: "rate_limited", accounts: 1, ips: 2 }, "en")).toBe("1 account, 2 IPs");
    expect(v({ code: "rate_limited", accounts: 1, ips: 2 }, "cs")).toBe("1 účet, 2 IP adresy");
    expect(v({ code: "rate_limited", accounts: 5, ips: 0 }, "cs")).toBe("5 účtů, 0 IP adres");
    expect(v({ code: "failed_sign_ins", recent: 1234, perAccount: 7, baseline: 0.5 }, "cs")).toBe(
      "1\u00a0234 (nejvíc u jednoho účtu: 7; průměr za 7 dní 0,5 za 15 min)",
    );
    expect(v({ code: "mail_age", minutes: 90 }, "cs")).toBe("1,5 h");
    expect(v({ code: "mail_age", minutes: 90 }, "en")).toBe("1.5 h");
    expect(v(SAMPLE_DETAILS.find((d) => d.code === "ai_budget")!, "en")).toBe(
      "3 of 500 generations, $0.12 of $20.00 today (1 %, built-in design generator)",
    );
    expect(v(SAMPLE_DETAILS.find((d) => d.code === "ai_budget")!, "cs")).toContain("vestavěný generátor návrhů");
  });
});

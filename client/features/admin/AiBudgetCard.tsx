import { useQuery } from "@tanstack/react-query";
import type { adminPage } from "../../../shared/content/admin";
import { format, type Locale } from "../../../shared/i18n";
import { useTRPC } from "../../lib/trpc";

type Content = (typeof adminPage)[Locale];

/** The AI generator's global daily budget: today's designs and estimated spend against the limits. */
export function AiBudgetCard({ c, locale }: { c: Content; locale: Locale }) {
  const trpc = useTRPC();
  const budget = useQuery(trpc.admin.aiBudget.queryOptions());
  if (!budget.isSuccess) return null;
  const b = budget.data;
  const money = (n: number) =>
    new Intl.NumberFormat(locale === "cs" ? "cs-CZ" : "en-GB", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(n);
  const percent = Math.round(b.used * 100);
  return (
    <section
      aria-label={c.aiBudget.label}
      className="mt-8 rounded-2xl border border-ink/10 bg-paper p-4 text-sm shadow-sm sm:flex sm:items-center sm:gap-6"
    >
      <p className="font-bold">{c.aiBudget.label}</p>
      <p>{format(c.aiBudget.count, { count: b.generations, limit: b.limit })}</p>
      <p>{format(c.aiBudget.spend, { cost: money(b.costUsd), budget: money(b.budgetUsd) })}</p>
      <p className="text-ink/80">{b.provider === "openai" ? c.aiBudget.openai : c.aiBudget.offline}</p>
      <div className="mt-2 h-2 min-w-24 flex-1 overflow-hidden rounded-full bg-sand sm:mt-0" aria-hidden="true">
        <div
          className={`h-full ${percent >= 80 ? "bg-[#a8321a]" : "bg-brand-dark"}`}
          style={{ width: `${Math.max(percent, 1)}%` }}
        />
      </div>
      {b.used >= 1 ? <p className="mt-2 font-bold text-[#a8321a] sm:mt-0">{c.aiBudget.reached}</p> : null}
    </section>
  );
}

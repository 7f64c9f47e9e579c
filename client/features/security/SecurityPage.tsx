import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminCommon } from "../../../shared/content/admin";
import { securityPage } from "../../../shared/content/security";
import type { Locale } from "../../../shared/i18n";
import type { MetricDetail } from "../../../shared/security-metrics";
import { BreakableText } from "../../components/text/BreakableText";
import { toast } from "../../components/toast";
import { Badge } from "../../components/ui/Badge";
import { buttonStyles } from "../../components/ui/buttons";
import { Container } from "../../components/ui/Page";
import { useLocale } from "../../i18n/locale";
import { useTRPC } from "../../lib/trpc";
import { usePageMeta } from "../../seo/page-meta";
import { adminOnly, Gate } from "../admin/AdminGate";
import { formatDateTime, useErrorToast } from "../admin/format";
import { StaffPageHeader } from "../admin/StaffPageHeader";
import { describeMetric } from "./describe";
import { hasCritical, statusVariant } from "./status";

type Content = (typeof securityPage)[Locale];

/** /security: the server's security metrics with their status, and a refresh, for admins only. */
export function SecurityPage() {
  const locale = useLocale();
  const c = securityPage[locale];
  usePageMeta(c.meta);
  return (
    <Gate title={c.title} rule={adminOnly}>
      {() => <SecurityDashboard c={c} locale={locale} />}
    </Gate>
  );
}

function SecurityDashboard({ c, locale }: { c: Content; locale: Locale }) {
  const closeLabel = adminCommon[locale].closeToast;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const metrics = useQuery(trpc.security.metrics.queryOptions(undefined, { staleTime: 0 }));
  useErrorToast(metrics.isError, c.loadError, closeLabel);
  const refresh = useMutation(
    trpc.security.refresh.mutationOptions({
      onSuccess: (rows) => {
        queryClient.setQueryData(trpc.security.metrics.queryKey(), rows);
        toast({ title: c.refreshed, closeLabel });
      },
      onError: () => toast({ variant: "destructive", title: c.refreshError, closeLabel }),
    }),
  );
  const rows = metrics.data ?? [];

  return (
    <Container className="pb-16 pt-10 sm:pt-14">
      <StaffPageHeader
        title={c.title}
        intro={c.intro}
        backLabel={c.back}
        refreshLabel={refresh.isPending ? c.refreshing : c.refresh}
        busy={refresh.isPending}
        onRefresh={() => refresh.mutate()}
      />

      {hasCritical(rows) ? (
        <div role="alert" className="mt-8 rounded-2xl bg-[#a8321a] p-5 text-white shadow-sm">
          <p className="text-lg font-extrabold">
            <span aria-hidden="true">⚠ </span>
            {c.critical}
          </p>
          <p className="mt-1">{c.criticalText}</p>
        </div>
      ) : null}

      <section aria-labelledby="security-metrics" className="mt-10">
        <h2 id="security-metrics" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {c.metricsHeading}
        </h2>
        <div className="mt-5">
          {metrics.isPending ? (
            <p role="status" className="text-ink/80">
              {adminCommon[locale].loading}
            </p>
          ) : metrics.isError ? (
            <div className="rounded-2xl border border-ink/10 bg-sand p-6">
              <p role="alert" className="font-semibold">
                {c.loadError}
              </p>
              <button type="button" className={`${buttonStyles.secondary} mt-4`} onClick={() => void metrics.refetch()}>
                {c.retry}
              </button>
            </div>
          ) : rows.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-ink/25 p-8 text-center text-lg font-semibold text-ink/80">
              {c.empty}
            </p>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {rows.map((m) => (
                <li key={m.metricName}>
                  <MetricCard c={c} locale={locale} metric={m} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="security-access" className="mt-12 rounded-2xl bg-sand p-6 sm:p-8">
        <h2 id="security-access" className="text-2xl font-extrabold tracking-tight">
          {c.accessHeading}
        </h2>
        <p className="mt-3 max-w-3xl leading-relaxed text-ink/85">{c.access}</p>
      </section>
    </Container>
  );
}

interface Metric {
  metricName: string;
  metricValue: string;
  /** Null only for figures stored before details existed: then the English value is shown. */
  metricDetail: MetricDetail | null;
  metricStatus: string;
  updatedAt: string | Date;
}

function MetricCard({ c, locale, metric: m }: { c: Content; locale: Locale; metric: Metric }) {
  const label = c.metrics[m.metricName as keyof Content["metrics"]];
  const status = c.statuses[m.metricStatus as keyof Content["statuses"]] ?? m.metricStatus;
  const variant = statusVariant(m.metricStatus);
  return (
    <article
      className={`flex h-full flex-col gap-3 rounded-2xl border bg-paper p-5 shadow-sm ${
        variant === "destructive" ? "border-[#a8321a]/60" : "border-ink/10"
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-bold leading-snug">{label ?? m.metricName}</h3>
          {label ? (
            <p className="wrap-anywhere font-mono text-xs text-ink/80">
              <BreakableText text={m.metricName} />
            </p>
          ) : null}
        </div>
        <Badge variant={variant} className="shrink-0">
          <span className="sr-only">{c.columns.status}: </span>
          {status}
        </Badge>
      </div>
      <dl className="grid gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-1">
        <dt className="font-semibold">{c.columns.value}</dt>
        <dd className="mb-1.5 break-words sm:mb-0">
          {m.metricDetail ? describeMetric(m.metricDetail, c.values, locale) : m.metricValue}
        </dd>
        <dt className="font-semibold">{c.columns.updated}</dt>
        <dd>
          <time dateTime={new Date(m.updatedAt).toISOString()}>{formatDateTime(m.updatedAt, locale)}</time>
        </dd>
      </dl>
    </article>
  );
}

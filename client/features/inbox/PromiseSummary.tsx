import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { inbox } from "../../../shared/content/inbox";
import { format, type Locale } from "../../../shared/i18n";
import { langParam } from "../../i18n/locale";
import { useTRPC } from "../../lib/trpc";
import { formatDuration, plural } from "./promise";

/**
 * The promise, kept visible on top of the dashboard: how many leads are overdue now (a warning, and
 * a link to exactly those) and the median time to a first reply over the last 30 days.
 */
export function PromiseSummary({ locale, onShowOverdue }: { locale: Locale; onShowOverdue: () => void }) {
  const c = inbox[locale];
  const trpc = useTRPC();
  // Refetched every minute, like the badges: a lead can turn overdue while the page is open.
  const figures = useQuery(trpc.admin.leads.promise.queryOptions(undefined, { refetchInterval: 60_000 }));
  if (figures.isPending) return null;
  if (figures.isError) {
    return <p className="mt-8 rounded-2xl border border-ink/10 bg-sand p-4 text-sm">{c.summary.loadError}</p>;
  }
  const { overdue, medianFirstReplyMs, answered } = figures.data;
  const late = overdue > 0;
  return (
    <section
      aria-label={c.summary.label}
      className={`mt-8 flex flex-col gap-3 rounded-2xl border p-4 text-sm shadow-sm sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6 ${
        late ? "border-[#a8321a] bg-[#fbeae5]" : "border-ink/10 bg-paper"
      }`}
    >
      <p className={`flex items-center gap-2 text-base font-bold ${late ? "text-[#8a2914]" : ""}`}>
        {late ? (
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0 fill-current">
            <path d="M8 1.5 15 14H1L8 1.5Zm-.8 4.5v4h1.6V6H7.2Zm0 5.2v1.6h1.6v-1.6H7.2Z" />
          </svg>
        ) : null}
        {late ? plural(overdue, c.summary.overdue, locale) : c.summary.noneOverdue}
      </p>
      {late ? (
        <Link
          to="/{-$lang}/admin"
          params={{ lang: langParam(locale) }}
          search={{ overdue: true }}
          onClick={onShowOverdue}
          className="font-bold text-[#8a2914] underline underline-offset-2"
        >
          {c.summary.showOverdue}
        </Link>
      ) : null}
      <p>
        {medianFirstReplyMs === null ? (
          c.summary.noReplies
        ) : (
          <>
            {format(c.summary.median, { time: formatDuration(medianFirstReplyMs, c) })}{" "}
            <span className="text-ink/80">({plural(answered, c.summary.medianAnswered, locale)})</span>
          </>
        )}
      </p>
    </section>
  );
}

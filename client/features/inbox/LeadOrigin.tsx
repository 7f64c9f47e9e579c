import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import type { Locale } from "../../../shared/i18n";
import { UserText } from "../../components/ui/UserText";
import { langParam } from "../../i18n/locale";
import { useTRPC } from "../../lib/trpc";
import { formatDateTime } from "../admin/format";
import type { InboxContent } from "./content";
import { formatDuration } from "./promise";
import type { LeadOriginData, Touch } from "./types";

const card = "rounded-2xl border border-ink/10 bg-paper p-4 shadow-sm sm:p-6";
const term = "font-semibold text-ink/80";
const value = "mt-0.5 break-words font-semibold";

/**
 * "Where this lead came from" (decision 0020): the last touch (the visit that sent the form) and the
 * first touch (the visitor's first visit that day), pages viewed and time to send, read apart from
 * the lead (admin.leads.source) so slow or failing analytics never hold up the lead itself.
 */
export function LeadOrigin({ c, locale, leadId }: { c: InboxContent; locale: Locale; leadId: string }) {
  const o = c.origin;
  const trpc = useTRPC();
  const origin = useQuery(trpc.admin.leads.source.queryOptions({ id: leadId }));
  return (
    <section aria-labelledby="lead-origin">
      <h2 id="lead-origin" className="mb-3 text-2xl font-extrabold tracking-tight">
        {o.heading}
      </h2>
      {origin.isPending ? (
        <p role="status" className="text-ink/80">
          {o.loading}
        </p>
      ) : origin.isError ? (
        <p role="alert" className="text-ink/80">
          {o.loadError}
        </p>
      ) : origin.data === null ? (
        <div className={card} data-testid="lead-origin-unknown">
          <p className="text-lg font-bold">{o.unknown}</p>
          <p className="mt-1 text-ink/80">{o.unknownText}</p>
        </div>
      ) : (
        <OriginFound c={c} locale={locale} origin={origin.data} />
      )}
    </section>
  );
}

function OriginFound({ c, locale, origin }: { c: InboxContent; locale: Locale; origin: LeadOriginData }) {
  const o = c.origin;
  return (
    <div className="flex flex-col gap-4">
      <dl className={`${card} grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2`}>
        <div>
          <dt className={term}>{o.pagesViewed}</dt>
          <dd className={value}>{origin.pagesViewed}</dd>
        </div>
        <div>
          <dt className={term}>{o.timeToSend}</dt>
          <dd className={value}>{formatDuration(origin.timeToSendMs, c)}</dd>
        </div>
      </dl>
      <VisitLink c={c} locale={locale} origin={origin} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TouchCard c={c} locale={locale} title={o.lastTouch} note={o.lastTouchNote} touch={origin.lastTouch} />
        {origin.sameSession ? (
          <Card title={o.firstTouch} note={o.firstTouchNote}>
            <p className="mt-3 font-semibold">{o.sameVisit}</p>
          </Card>
        ) : (
          <TouchCard c={c} locale={locale} title={o.firstTouch} note={o.firstTouchNote} touch={origin.firstTouch} />
        )}
      </div>
    </div>
  );
}

/**
 * The dashboard filtered to the visit that sent the form, over the days from the first touch to
 * sending (the company's days, as the server gives them): its pages, events and timings.
 */
function VisitLink({ c, locale, origin }: { c: InboxContent; locale: Locale; origin: LeadOriginData }) {
  return (
    <Link
      to="/{-$lang}/analytics"
      params={{ lang: langParam(locale) }}
      search={{ range: "custom", from: origin.days.from, to: origin.days.to, session: origin.session }}
      data-testid="lead-origin-visit"
      className="inline-flex min-h-11 items-center gap-2 self-start font-bold text-ink underline underline-offset-4 hover:text-brand-dark"
    >
      {c.origin.viewVisit} <span aria-hidden="true">→</span>
    </Link>
  );
}

function TouchCard({
  c,
  locale,
  title,
  note,
  touch,
}: {
  c: InboxContent;
  locale: Locale;
  title: string;
  note: string;
  touch: Touch;
}) {
  const o = c.origin;
  const source = [touch.source, touch.medium].filter(Boolean).join(" / ");
  return (
    <Card title={title} note={note}>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <Row label={o.channel}>{touch.channel ? (o.channels[touch.channel] ?? touch.channel) : o.channels.Unknown}</Row>
        <Row label={o.source}>{source ? <UserText>{source}</UserText> : o.none}</Row>
        <Row label={o.campaign}>{touch.campaign ? <UserText>{touch.campaign}</UserText> : o.none}</Row>
        <Row label={o.landingPage}>
          <UserText>{touch.landingPage}</UserText>
        </Row>
        <Row label={o.referrer}>{touch.referrerHost ? <UserText>{touch.referrerHost}</UserText> : o.none}</Row>
        <Row label={o.started}>
          <time dateTime={touch.at}>{formatDateTime(touch.at, locale)}</time>
        </Row>
      </dl>
    </Card>
  );
}

/** A touch's card: a region named by its heading. */
function Card({ title, note, children }: { title: string; note: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={card}>
      <h3 id={id} className="text-lg font-extrabold">
        {title}
      </h3>
      <p className="mt-1 text-sm text-ink/80">{note}</p>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className={term}>{label}</dt>
      <dd className="wrap-anywhere font-semibold">{children}</dd>
    </div>
  );
}

import { useQuery } from "@tanstack/react-query";
import { Link, useParams, useSearch } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { adminCommon } from "../../../shared/content/admin";
import { inbox } from "../../../shared/content/inbox";
import type { Locale } from "../../../shared/i18n";
import type { InboxSearch } from "../../../shared/inbox-search";
import { buttonStyles } from "../../components/ui/buttons";
import { Container } from "../../components/ui/Page";
import { UserText } from "../../components/ui/UserText";
import { langParam, useLocale } from "../../i18n/locale";
import { useTRPC } from "../../lib/trpc";
import { usePageMeta } from "../../seo/page-meta";
import { adminOnly, Gate, type Me } from "../admin/AdminGate";
import { formatDateTime } from "../admin/format";
import type { InboxContent } from "./content";
import { KindBadge, PromiseBadge, StatusBadge } from "./LeadBadges";
import { LeadControls } from "./LeadControls";
import { LeadOrigin } from "./LeadOrigin";
import { LeadSource } from "./LeadSource";
import { NoteForm } from "./NoteForm";
import { promiseState } from "./promise";
import { ReplyForm } from "./ReplyForm";
import { Timeline } from "./Timeline";
import type { Lead } from "./types";
import { useNow } from "./use-now";

const ROUTE = "/{-$lang}/admin_/leads/$id";

/** /admin/leads/<id>: everything about one lead, and the work on it. Admins only, like /admin. */
export function LeadPage() {
  const c = inbox[useLocale()];
  usePageMeta(c.lead.meta);
  return (
    <Gate title={c.lead.title} rule={adminOnly}>
      {(me) => <LeadScreen c={c} me={me} />}
    </Gate>
  );
}

/** An unknown id (404) or one that is not an id at all (400): both are "no such lead". */
const isMissing = (error: unknown) =>
  error instanceof TRPCClientError && [400, 404].includes((error.data as { httpStatus?: number })?.httpStatus ?? 0);

function LeadScreen({ c, me }: { c: InboxContent; me: Me }) {
  const locale = useLocale();
  const { id } = useParams({ from: ROUTE });
  const view = useSearch({ from: ROUTE });
  const trpc = useTRPC();
  const lead = useQuery(
    trpc.admin.leads.get.queryOptions(
      { id },
      { retry: (count, error) => !isMissing(error) && count < 1, refetchInterval: pendingMailPoll },
    ),
  );
  const owners = useQuery(trpc.admin.leads.owners.queryOptions());
  const back = <BackLink c={c} locale={locale} view={view} />;

  if (lead.isPending) {
    return (
      <Container className="pb-16 pt-10 sm:pt-14">
        <div className="mx-auto max-w-4xl">
          {back}
          <h1 className="mt-6 text-4xl font-black tracking-tight sm:text-5xl">{c.lead.title}</h1>
          <p role="status" className="mt-6 text-lg text-ink/80">
            {adminCommon[locale].loading}
          </p>
        </div>
      </Container>
    );
  }
  if (lead.isError) {
    const missing = isMissing(lead.error);
    return (
      <Container className="pb-16 pt-10 sm:pt-14">
        <div className="mx-auto max-w-4xl">
          {back}
          <h1 className="mt-6 text-4xl font-black tracking-tight sm:text-5xl">
            {missing ? c.lead.notFound : c.lead.title}
          </h1>
          <p role="alert" className="mt-6 text-lg text-ink/80">
            {missing ? c.lead.notFoundText : c.lead.loadError}
          </p>
          {missing ? null : (
            <button type="button" className={`${buttonStyles.secondary} mt-4`} onClick={() => void lead.refetch()}>
              {c.lead.retry}
            </button>
          )}
        </div>
      </Container>
    );
  }

  const data = lead.data;
  const closeLabel = adminCommon[locale].closeToast;
  const admins = owners.data ?? [];
  return (
    <Container className="pb-16 pt-10 sm:pt-14">
      <div className="mx-auto flex max-w-4xl flex-col gap-8">
        {back}
        <LeadHeader c={c} locale={locale} lead={data} />
        <LeadControls c={c} closeLabel={closeLabel} lead={data} owners={admins} meId={me.user.id} />
        <section aria-labelledby="lead-sent">
          <h2 id="lead-sent" className="mb-3 text-2xl font-extrabold tracking-tight">
            {c.lead.sent}
          </h2>
          <div className="rounded-2xl border border-ink/10 bg-paper p-4 shadow-sm sm:p-6">
            <LeadSource c={c} locale={locale} closeLabel={closeLabel} source={data.source} />
          </div>
        </section>
        <LeadOrigin c={c} locale={locale} leadId={data.id} />
        <section aria-labelledby="lead-timeline">
          <h2 id="lead-timeline" className="mb-4 text-2xl font-extrabold tracking-tight">
            {c.lead.timeline}
          </h2>
          <Timeline c={c} locale={locale} entries={data.timeline} owners={admins} />
        </section>
        <ReplyForm c={c} closeLabel={closeLabel} lead={data} sender={me.user.name} />
        <NoteForm c={c} closeLabel={closeLabel} leadId={data.id} />
      </div>
    </Container>
  );
}

/** While a reply waits in the outbox, look again every 5 s so its delivery state moves on by itself. */
function pendingMailPoll(query: { state: { data?: Lead } }): number | false {
  const timeline = query.state.data?.timeline ?? [];
  return timeline.some((e) => e.mail?.status === "pending") ? 5_000 : false;
}

function BackLink({ c, locale, view }: { c: InboxContent; locale: Locale; view: InboxSearch }) {
  return (
    <Link
      to="/{-$lang}/admin"
      params={{ lang: langParam(locale) }}
      search={view}
      className="inline-flex min-h-11 items-center gap-2 font-bold text-ink underline underline-offset-4 hover:text-brand-dark"
    >
      <span aria-hidden="true">←</span> {c.lead.back}
    </Link>
  );
}

function LeadHeader({ c, locale, lead }: { c: InboxContent; locale: Locale; lead: Lead }) {
  const now = useNow();
  const state = promiseState(lead, now);
  const language = c.lead.languages[lead.locale === "cs" ? "cs" : "en"];
  return (
    <header>
      <div className="flex flex-wrap items-center gap-2">
        <KindBadge kind={lead.kind} c={c} />
        <StatusBadge status={lead.status} c={c} />
      </div>
      <h1 className="mt-3 break-words text-4xl font-black tracking-tight sm:text-5xl">
        <UserText>{lead.name}</UserText>
      </h1>
      <a
        href={`mailto:${lead.email}`}
        className="mt-2 inline-block wrap-anywhere text-lg font-semibold text-brand-dark underline underline-offset-2"
      >
        <UserText breakable>{lead.email}</UserText>
      </a>
      <dl className="mt-5 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="font-semibold text-ink/80">{c.lead.type}</dt>
          <dd className="mt-0.5 font-semibold">{c.kinds[lead.kind]}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink/80">{c.lead.received}</dt>
          <dd className="mt-0.5 font-semibold">
            <time dateTime={new Date(lead.createdAt).toISOString()}>{formatDateTime(lead.createdAt, locale)}</time>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink/80">{c.lead.language}</dt>
          <dd className="mt-0.5 font-semibold">{language}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink/80">{c.lead.promise}</dt>
          <dd className="mt-0.5">
            {state.kind === "settled" ? (
              <span className="font-semibold">{c.lead.noPromise}</span>
            ) : (
              <PromiseBadge state={state} c={c} />
            )}
          </dd>
        </div>
      </dl>
    </header>
  );
}

import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { adminPage } from "../../../shared/content/admin";
import { projectDetailRows, projectDetails } from "../../../shared/content/project-details";
import { format, type Locale } from "../../../shared/i18n";
import { toast } from "../../components/toast";
import { Badge } from "../../components/ui/Badge";
import { buttonStyles } from "../../components/ui/buttons";
import { UserText } from "../../components/ui/UserText";
import { useTRPC } from "../../lib/trpc";
import { attachmentHref, downloadAttachment, formatBytes, formatDateTime, useDebounced, useErrorToast } from "./format";
import { ListShell } from "./ListShell";

type Content = (typeof adminPage)[Locale];

export interface Attachment {
  key: string;
  name: string;
  /** Unknown for a design inquiry's image. */
  size?: number;
}

interface Submission {
  id: string;
  name: string;
  email: string;
  message: string;
  locale: string;
  source: string;
  createdAt: string | Date;
  attachments: Attachment[];
  productTypes?: string[] | null;
  quantity?: number | null;
  deadline?: string | null;
  budget?: string | null;
  company?: string | null;
  phone?: string | null;
}

export function SubmissionsPanel({ c, locale, closeLabel }: { c: Content; locale: Locale; closeLabel: string }) {
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const debounced = useDebounced(search.trim());
  const query = useInfiniteQuery(
    trpc.admin.submissions.list.infiniteQueryOptions(
      { limit: 20, search: debounced || undefined },
      { getNextPageParam: (page) => page.nextCursor ?? undefined, placeholderData: keepPreviousData },
    ),
  );
  useErrorToast(query.isError, c.submissions.loadError, closeLabel);
  const items: Submission[] = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <ListShell
      c={c}
      heading={c.submissions.heading}
      searchLabel={c.list.search}
      search={search}
      onSearch={setSearch}
      csvHref="/api/admin/export/submissions.csv"
      query={query}
      items={items}
      total={query.data?.pages[0]?.total ?? 0}
      empty={c.submissions.empty}
      renderItem={(s) => <SubmissionCard c={c} locale={locale} submission={s} closeLabel={closeLabel} />}
    />
  );
}

function SubmissionCard({
  c,
  locale,
  submission: s,
  closeLabel,
}: {
  c: Content;
  locale: Locale;
  submission: Submission;
  closeLabel: string;
}) {
  const source = c.submissions.source[s.source as keyof Content["submissions"]["source"]] ?? s.source;
  return (
    <article className="rounded-2xl border border-ink/10 bg-paper p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="break-words text-xl font-bold">
            <UserText>{s.name}</UserText>
          </h3>
          <a
            href={`mailto:${s.email}`}
            className="break-all font-semibold text-brand-dark underline underline-offset-2"
          >
            <UserText>{s.email}</UserText>
          </a>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm text-ink/80">
          <Badge variant="secondary">{source}</Badge>
          <Badge variant="outline">{format(c.submissions.language, { locale: s.locale.toUpperCase() })}</Badge>
          <span>
            <span className="sr-only">{c.submissions.received}: </span>
            <time dateTime={new Date(s.createdAt).toISOString()}>{formatDateTime(s.createdAt, locale)}</time>
          </span>
        </div>
      </div>
      <ProjectDetails locale={locale} submission={s} />
      <p className="sr-only">{c.submissions.message}:</p>
      <p className="mt-4 whitespace-pre-wrap break-words leading-relaxed text-ink/90">
        <UserText>{s.message}</UserText>
      </p>
      <div className="mt-5 border-t border-ink/10 pt-4">
        <p className="text-sm font-bold uppercase tracking-wide text-ink/80">{c.submissions.attachments}</p>
        {s.attachments.length ? (
          <ul className="mt-2 flex flex-col gap-2">
            {s.attachments.map((a) => (
              <li key={a.key}>
                <AttachmentRow c={c} locale={locale} attachment={a} closeLabel={closeLabel} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-ink/80">{c.submissions.noAttachments}</p>
        )}
      </div>
    </article>
  );
}

/** The optional details of the enquiry's step 2, when the visitor gave any. */
function ProjectDetails({ locale, submission }: { locale: Locale; submission: Submission }) {
  const rows = projectDetailRows(submission, locale);
  if (!rows.length) return null;
  return (
    <div className="mt-4">
      <h4 className="sr-only">{projectDetails[locale].heading}</h4>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="min-w-0 break-words text-ink/85">
              <UserText>{value}</UserText>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function AttachmentRow({
  c,
  locale,
  attachment: a,
  closeLabel,
}: {
  c: Content;
  locale: Locale;
  attachment: Attachment;
  closeLabel: string;
}) {
  const [busy, setBusy] = useState(false);
  async function onDownload() {
    if (busy) return;
    setBusy(true);
    try {
      await downloadAttachment(a.key, a.name);
    } catch {
      toast({ variant: "destructive", title: c.submissions.downloadError, closeLabel });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-sand px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="break-all font-semibold">
          <UserText>{a.name}</UserText>{" "}
          {a.size !== undefined ? (
            <span className="font-normal text-ink/80">({formatBytes(a.size, locale)})</span>
          ) : null}
        </p>
        <p className="break-all text-ink/80">
          {c.submissions.path}: <code className="font-mono text-xs">{a.key}</code>
        </p>
      </div>
      <a
        href={attachmentHref(a.key)}
        download={a.name}
        aria-label={format(c.submissions.downloadLabel, { name: a.name })}
        aria-disabled={busy || undefined}
        className={`${buttonStyles.small} shrink-0 self-start sm:self-center`}
        onClick={(event) => {
          event.preventDefault();
          void onDownload();
        }}
      >
        {busy ? c.submissions.downloading : c.submissions.download}
      </a>
    </div>
  );
}

import { format, type Locale } from "../../../shared/i18n";
import { UserText } from "../../components/ui/UserText";
import { formatDateTime } from "../admin/format";
import type { InboxContent } from "./content";
import type { Owner } from "./InboxFilters";
import { ReplyText } from "./ReplyText";
import type { TimelineEntry } from "./types";

/** The lead's history, oldest first: who did what and when; replies with their delivery state. */
export function Timeline({
  c,
  locale,
  entries,
  owners,
}: {
  c: InboxContent;
  locale: Locale;
  entries: TimelineEntry[];
  owners: Owner[];
}) {
  if (!entries.length) return <p className="text-ink/80">{c.lead.timelineEmpty}</p>;
  const ownerName = (id: string | null) =>
    id === null ? c.lead.nobody : (owners.find((o) => o.id === id)?.name ?? c.timeline.formerAdmin);
  return (
    <ol className="relative flex flex-col gap-4 border-l-2 border-ink/15 pl-5">
      {entries.map((entry) => {
        const actor = entry.actorName ?? (entry.actorId ? c.timeline.formerAdmin : c.timeline.system);
        return (
          <li key={entry.id} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full border-2 border-paper bg-ink ring-2 ring-ink/15"
            />
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="font-semibold">{entryText(entry, actor, c, ownerName)}</p>
              <time className="text-sm text-ink/80" dateTime={new Date(entry.createdAt).toISOString()}>
                {formatDateTime(entry.createdAt, locale)}
              </time>
            </div>
            {entry.data.type === "note" ? (
              <p className="mt-2 whitespace-pre-wrap break-words rounded-xl bg-[#fdf3d7] p-3 text-ink/90">
                <UserText>{entry.data.text}</UserText>
              </p>
            ) : null}
            {entry.data.type === "reply" ? (
              <div className="mt-2 rounded-xl border border-ink/10 bg-paper p-3">
                <ReplyText text={entry.data.text} />
                {entry.mail ? <Delivery c={c} locale={locale} mail={entry.mail} /> : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function entryText(
  entry: TimelineEntry,
  actor: string,
  c: InboxContent,
  ownerName: (id: string | null) => string,
): string {
  const d = entry.data;
  switch (d.type) {
    case "received":
      return c.timeline.received;
    case "status":
      return format(c.timeline.status, { actor, from: c.statuses[d.from], to: c.statuses[d.to] });
    case "owner":
      return d.to === null
        ? format(c.timeline.ownerCleared, { actor })
        : format(c.timeline.ownerSet, { actor, to: ownerName(d.to) });
    case "note":
      return format(c.timeline.note, { actor });
    case "reply":
      return format(c.timeline.reply, { actor });
  }
}

type Mail = NonNullable<TimelineEntry["mail"]>;

/** Queued (not tried yet), Sent (when), Not delivered yet (the outbox retries), Failed. */
function Delivery({ c, locale, mail }: { c: InboxContent; locale: Locale; mail: Mail }) {
  const d = c.timeline.delivery;
  const [text, style] =
    mail.status === "sent"
      ? [d.sent, "bg-[#dcefe3] text-[#14502c]"]
      : mail.status === "failed"
        ? [d.failed, "bg-[#a8321a] text-white"]
        : mail.attempts > 0
          ? [d.retrying, "bg-[#fbeae5] text-[#8a2914] ring-1 ring-[#a8321a]/50"]
          : [d.queued, "bg-sand text-ink ring-1 ring-ink/15"];
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-ink/80">{c.timeline.deliveryLabel}:</span>
      <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ${style}`}>{text}</span>
      {mail.status === "sent" && mail.sentAt ? (
        <time className="text-ink/80" dateTime={new Date(mail.sentAt).toISOString()}>
          {formatDateTime(mail.sentAt, locale)}
        </time>
      ) : null}
    </p>
  );
}

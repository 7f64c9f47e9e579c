import type { LeadKind, LeadStatus } from "../../../shared/leads";
import type { InboxContent } from "./content";
import { type PromiseState, promiseText } from "./promise";

const pill = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide";

/** Each type its own tint, always with its name: colour is never the only signal. */
const kindStyles: Record<LeadKind, string> = {
  enquiry: "bg-[#e3ecf8] text-[#17365d]",
  contact: "bg-sand text-ink ring-1 ring-ink/15",
  design: "bg-[#efe4f6] text-[#4a2365]",
};

export function KindBadge({ kind, c }: { kind: LeadKind; c: InboxContent }) {
  return <span className={`${pill} ${kindStyles[kind]}`}>{c.kinds[kind]}</span>;
}

const statusStyles: Record<LeadStatus, string> = {
  new: "bg-ink text-paper",
  in_progress: "bg-[#fbe7b0] text-[#5c3d00]",
  quoted: "bg-[#dcefe3] text-[#14502c]",
  won: "bg-[#14502c] text-white",
  lost: "text-ink ring-1 ring-ink/40",
  spam: "text-ink/80 ring-1 ring-ink/25 line-through decoration-ink/40",
};

export function StatusBadge({ status, c }: { status: LeadStatus; c: InboxContent }) {
  return <span className={`${pill} ${statusStyles[status]}`}>{c.statuses[status]}</span>;
}

const promiseStyles: Record<Exclude<PromiseState["kind"], "settled">, string> = {
  due: "bg-[#fdf3d7] text-[#5c3d00] ring-1 ring-[#c79a2a]",
  overdue: "bg-[#a8321a] text-white",
  answered: "text-[#14502c] ring-1 ring-[#14502c]/50",
};

/** "Answer within 5 h" / "Overdue by 3 h" / "Answered in 2 h"; nothing when no answer is owed. */
export function PromiseBadge({ state, c }: { state: PromiseState; c: InboxContent }) {
  const text = promiseText(state, c);
  if (state.kind === "settled" || !text) return null;
  return (
    <span className={`${pill} whitespace-nowrap ${promiseStyles[state.kind]}`}>
      {state.kind === "overdue" ? (
        <svg aria-hidden="true" viewBox="0 0 16 16" className="mr-1 size-3.5 fill-current">
          <path d="M8 1.5 15 14H1L8 1.5Zm-.8 4.5v4h1.6V6H7.2Zm0 5.2v1.6h1.6v-1.6H7.2Z" />
        </svg>
      ) : null}
      {text}
    </span>
  );
}

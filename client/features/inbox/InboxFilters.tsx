import { useId } from "react";
import type { InboxSearch } from "../../../shared/inbox-search";
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from "../../../shared/leads";
import type { InboxContent } from "./content";
import { SelectField } from "./SelectField";

export interface Owner {
  id: string;
  name: string;
  email: string;
}

/**
 * The inbox's filters: type, owner, "Overdue only", and the statuses as toggle chips with their
 * counts (the counts follow the other filters, so each chip says how many it would show).
 */
export function InboxFilters({
  c,
  view,
  onChange,
  counts,
  owners,
  meId,
}: {
  c: InboxContent;
  view: InboxSearch;
  onChange: (next: InboxSearch) => void;
  counts: Partial<Record<LeadStatus, number>> | undefined;
  owners: Owner[];
  meId: string;
}) {
  const overdueId = useId();
  const total = counts ? LEAD_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : undefined;
  const chip = (selected: boolean) =>
    `inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-3.5 py-1.5 text-sm font-bold transition ${
      selected ? "border-ink bg-ink text-paper" : "border-ink/25 bg-paper text-ink hover:border-ink"
    }`;
  const count = (n: number | undefined, selected: boolean) =>
    n === undefined ? null : (
      <span
        className={`min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums ${selected ? "bg-paper text-ink" : "bg-sand"}`}
      >
        {n}
      </span>
    );

  return (
    <fieldset className="mt-5 min-w-0">
      <legend className="sr-only">{c.filters.label}</legend>
      <div className="grid grid-cols-1 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <SelectField
          label={c.filters.kind}
          value={view.kind ?? ""}
          onChange={(kind) => onChange({ ...view, kind: (kind || undefined) as LeadKind | undefined })}
        >
          <option value="">{c.filters.anyKind}</option>
          {LEAD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {c.kinds[kind]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={c.filters.owner}
          value={view.owner === meId ? "mine" : (view.owner ?? "")}
          onChange={(owner) => onChange({ ...view, owner: owner || undefined })}
        >
          <option value="">{c.filters.anyone}</option>
          <option value="mine">{c.filters.mine}</option>
          <option value="none">{c.filters.unassigned}</option>
          {owners
            .filter((o) => o.id !== meId)
            .map((o) => (
              <option key={o.id} value={o.id}>
                {o.name || o.email}
              </option>
            ))}
        </SelectField>
        <label
          htmlFor={overdueId}
          className="inline-flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-ink/25 px-3 py-2 font-semibold has-checked:border-[#a8321a] has-checked:bg-[#fbeae5]"
        >
          <input
            id={overdueId}
            type="checkbox"
            className="size-5 accent-[#a8321a]"
            checked={Boolean(view.overdue)}
            onChange={(e) => onChange({ ...view, overdue: e.target.checked || undefined })}
          />
          {c.filters.overdueOnly}
        </label>
      </div>
      <fieldset className="mt-4 min-w-0">
        <legend className="font-semibold">{c.filters.status}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={!view.status}
            className={chip(!view.status)}
            onClick={() => onChange({ ...view, status: undefined })}
          >
            {c.filters.anyStatus}
            {count(total, !view.status)}
          </button>
          {LEAD_STATUSES.map((status) => {
            const selected = view.status === status;
            return (
              <button
                key={status}
                type="button"
                aria-pressed={selected}
                className={chip(selected)}
                onClick={() => onChange({ ...view, status: selected ? undefined : status })}
              >
                {c.statuses[status]}
                {count(counts ? (counts[status] ?? 0) : undefined, selected)}
              </button>
            );
          })}
        </div>
      </fieldset>
    </fieldset>
  );
}

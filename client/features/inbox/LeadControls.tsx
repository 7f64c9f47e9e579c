import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { format } from "../../../shared/i18n";
import { LEAD_STATUSES, type LeadStatus } from "../../../shared/leads";
import { toast } from "../../components/toast";
import { buttonStyles } from "../../components/ui/buttons";
import { useTRPC } from "../../lib/trpc";
import type { InboxContent } from "./content";
import type { Owner } from "./InboxFilters";
import { SelectField } from "./SelectField";
import { errorMessage, useLeadRefresh } from "./use-lead-refresh";

/**
 * Status and owner of a lead. Each change is saved at once (a toast says so, and the timeline gets
 * its entry); the control is disabled while it saves and shows the value being saved.
 */
export function LeadControls({
  c,
  closeLabel,
  lead,
  owners,
  meId,
}: {
  c: InboxContent;
  closeLabel: string;
  lead: { id: string; status: LeadStatus; ownerId: string | null };
  owners: Owner[];
  meId: string;
}) {
  const trpc = useTRPC();
  const refresh = useLeadRefresh();
  const headingId = useId();
  const failed = (error: unknown) =>
    toast({ variant: "destructive", title: c.lead.saveError, description: errorMessage(error), closeLabel });
  const ownerName = (id: string | null) =>
    id === null ? c.lead.nobody : (owners.find((o) => o.id === id)?.name ?? c.timeline.formerAdmin);

  const status = useMutation(
    trpc.admin.leads.setStatus.mutationOptions({
      onSuccess: async (_data, vars) => {
        await refresh();
        toast({ title: format(c.lead.statusSaved, { status: c.statuses[vars.status] }), closeLabel });
      },
      onError: failed,
    }),
  );
  const owner = useMutation(
    trpc.admin.leads.setOwner.mutationOptions({
      onSuccess: async (_data, vars) => {
        await refresh();
        toast({ title: format(c.lead.ownerSaved, { owner: ownerName(vars.ownerId) }), closeLabel });
      },
      onError: failed,
    }),
  );
  const shownStatus = status.isPending ? status.variables.status : lead.status;
  const shownOwner = owner.isPending ? owner.variables.ownerId : lead.ownerId;
  const saving = (
    <p role="status" className="mt-1 text-sm text-ink/80">
      {c.lead.saving}
    </p>
  );

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink/10 bg-sand/60 p-4 sm:p-5">
      <h2 id={headingId} className="text-lg font-extrabold">
        {c.lead.manage}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <SelectField
          label={c.lead.status}
          value={shownStatus}
          disabled={status.isPending}
          onChange={(next) => status.mutate({ id: lead.id, status: next as LeadStatus })}
          after={status.isPending ? saving : null}
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {c.statuses[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={c.lead.owner}
          value={shownOwner ?? ""}
          disabled={owner.isPending}
          onChange={(next) => owner.mutate({ id: lead.id, ownerId: next || null })}
          after={
            owner.isPending ? (
              saving
            ) : shownOwner !== meId ? (
              <button
                type="button"
                className={`${buttonStyles.small} mt-2`}
                onClick={() => owner.mutate({ id: lead.id, ownerId: meId })}
              >
                {c.lead.assignMe}
              </button>
            ) : null
          }
        >
          <option value="">{c.lead.nobody}</option>
          {shownOwner && !owners.some((o) => o.id === shownOwner) ? (
            <option value={shownOwner}>{c.timeline.formerAdmin}</option>
          ) : null}
          {owners.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name || o.email}
            </option>
          ))}
        </SelectField>
      </div>
    </section>
  );
}

import { useMutation } from "@tanstack/react-query";
import { NOTE_MAX } from "../../../shared/schemas/leads";
import { toast } from "../../components/toast";
import { useTRPC } from "../../lib/trpc";
import type { InboxContent } from "./content";
import { TextForm } from "./TextForm";
import { errorMessage, useLeadRefresh } from "./use-lead-refresh";

/** An internal note on the lead: only admins see it, in the timeline. */
export function NoteForm({ c, closeLabel, leadId }: { c: InboxContent; closeLabel: string; leadId: string }) {
  const trpc = useTRPC();
  const refresh = useLeadRefresh();
  const note = useMutation(trpc.admin.leads.addNote.mutationOptions());
  return (
    <TextForm
      c={c}
      heading={c.note.heading}
      label={c.note.label}
      max={NOTE_MAX}
      rows={3}
      submit={c.note.submit}
      busyLabel={c.note.saving}
      busy={note.isPending}
      onSubmit={async (text) => {
        try {
          await note.mutateAsync({ id: leadId, text });
        } catch (error) {
          toast({ variant: "destructive", title: c.note.error, description: errorMessage(error), closeLabel });
          return false;
        }
        toast({ title: c.note.saved, closeLabel });
        await refresh();
        return true;
      }}
    />
  );
}

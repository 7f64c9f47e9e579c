import { useMutation } from "@tanstack/react-query";
import { stripBidiControls } from "../../../shared/bidi";
import { leadReplyMail } from "../../../shared/content/lead-reply";
import { format } from "../../../shared/i18n";
import { isLocale } from "../../../shared/i18n/locales";
import { REPLY_MAX } from "../../../shared/schemas/leads";
import { toast } from "../../components/toast";
import { UserText } from "../../components/ui/UserText";
import { useTRPC } from "../../lib/trpc";
import type { InboxContent } from "./content";
import { ReplyText } from "./ReplyText";
import { TextForm } from "./TextForm";
import { errorMessage, useLeadRefresh } from "./use-lead-refresh";

/**
 * A reply to the visitor, by e-mail in the lead's language, with a live preview of its formatting
 * (the same parser the mail uses). The outbox sends it; the timeline shows its delivery.
 */
export function ReplyForm({
  c,
  closeLabel,
  lead,
  sender,
}: {
  c: InboxContent;
  closeLabel: string;
  lead: { id: string; name: string; email: string; locale: string };
  /** The signed-in admin's name: the mail is signed with it. */
  sender: string;
}) {
  const trpc = useTRPC();
  const refresh = useLeadRefresh();
  const reply = useMutation(trpc.admin.leads.reply.mutationOptions());
  const locale = isLocale(lead.locale) ? lead.locale : "en";
  const language = c.lead.languages[locale];
  // The mail opens with this greeting and ends with this signature (server/mail/templates/lead-reply.tsx):
  // both are shown in the preview, so nobody greets or signs twice.
  const greeting = format(leadReplyMail[locale].greeting, { name: stripBidiControls(lead.name) });
  const signOff = format(leadReplyMail[locale].signOff, { sender: stripBidiControls(sender) });
  // The address is visitor text (isolated, without bidi controls) inside the sentence.
  const [beforeEmail, afterEmail] = format(c.reply.goesTo, { language }).split("{email}");
  return (
    <TextForm
      c={c}
      heading={format(c.reply.heading, { name: stripBidiControls(lead.name) })}
      label={c.reply.label}
      hint={
        <>
          <p>{c.reply.hint}</p>
          <p className="mt-1">
            {beforeEmail}
            <strong className="break-words">
              <UserText>{lead.email}</UserText>
            </strong>
            {afterEmail}
          </p>
        </>
      }
      max={REPLY_MAX}
      rows={7}
      submit={c.reply.submit}
      busyLabel={c.reply.sending}
      busy={reply.isPending}
      onSubmit={async (text) => {
        try {
          await reply.mutateAsync({ id: lead.id, text });
        } catch (error) {
          toast({ variant: "destructive", title: c.reply.error, description: errorMessage(error), closeLabel });
          return false;
        }
        toast({ title: format(c.reply.sent, { email: lead.email }), closeLabel });
        await refresh();
        return true;
      }}
      below={(text) => (
        <div className="mt-4 rounded-xl border border-dashed border-ink/30 bg-sand/50 p-4">
          <h3 className="text-sm font-bold uppercase tracking-wide text-ink/80">{c.reply.preview}</h3>
          {text.trim() ? (
            <div lang={locale}>
              <p className="mt-2 font-bold">{greeting}</p>
              <ReplyText text={text} className="mt-2" />
              <p className="mt-3 whitespace-pre-line">{signOff}</p>
            </div>
          ) : (
            <p className="mt-2 text-sm text-ink/80">{c.reply.previewEmpty}</p>
          )}
        </div>
      )}
    />
  );
}

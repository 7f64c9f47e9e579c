import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import type { adminPage } from "../../../shared/content/admin";
import { format, type Locale } from "../../../shared/i18n";
import { adminInviteSchema } from "../../../shared/schemas/admin";
import { toast } from "../../components/toast";
import { buttonStyles } from "../../components/ui/buttons";
import { Field } from "../../components/ui/Field";
import { UserText } from "../../components/ui/UserText";
import { useTRPC } from "../../lib/trpc";
import { formatDateTime, useErrorToast } from "./format";
import { WeeklyReportSetting } from "./WeeklyReportSetting";

type Content = (typeof adminPage)[Locale];

/** The admins, the open invitations (revocable) and the form that invites another admin by e-mail. */
export function AdminsPanel({ c, locale, closeLabel }: { c: Content; locale: Locale; closeLabel: string }) {
  const a = c.admins;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.admin.invites.list.queryOptions());
  useErrorToast(list.isError, a.loadError, closeLabel);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: trpc.admin.invites.list.queryKey() });
  const revoke = useMutation(trpc.admin.invites.revoke.mutationOptions());
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {a.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-ink/80">{a.intro}</p>
      <WeeklyReportSetting c={c} locale={locale} closeLabel={closeLabel} />
      <InviteForm c={c} locale={locale} closeLabel={closeLabel} onInvited={invalidate} />
      {list.isPending ? (
        <p role="status" className="mt-8 text-ink/80">
          {c.list.loadingMore}
        </p>
      ) : list.isError ? (
        <div className="mt-8 rounded-2xl border border-ink/10 bg-sand p-6">
          <p role="alert" className="font-semibold">
            {c.list.loadFailed}
          </p>
          <button type="button" className={`${buttonStyles.secondary} mt-4`} onClick={() => void list.refetch()}>
            {c.list.retry}
          </button>
        </div>
      ) : (
        <>
          <h3 className="mt-10 text-xl font-bold">{a.pendingHeading}</h3>
          {list.data.invitations.length === 0 ? (
            <p className="mt-3 text-ink/80">{a.pendingEmpty}</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-3">
              {list.data.invitations.map((invitation) => (
                <li
                  key={invitation.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-ink/10 bg-paper p-4"
                >
                  <div className="min-w-0">
                    <p className="wrap-anywhere font-bold">
                      <UserText breakable>{invitation.email}</UserText>
                    </p>
                    <p className="text-sm text-ink/80">
                      {format(a.invitedBy, {
                        email: invitation.invitedBy ?? "—",
                        date: formatDateTime(invitation.expiresAt, locale),
                      })}
                    </p>
                  </div>
                  <button
                    type="button"
                    className={buttonStyles.small}
                    aria-label={format(a.revokeLabel, { email: invitation.email })}
                    onClick={async () => {
                      await revoke.mutateAsync({ id: invitation.id });
                      toast({ title: a.revoked, description: invitation.email, closeLabel });
                      await invalidate();
                    }}
                  >
                    {a.revoke}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-10 text-xl font-bold">{a.listHeading}</h3>
          <ul className="mt-4 flex flex-col gap-2">
            {list.data.admins.map((admin) => (
              <li key={admin.id} className="wrap-anywhere">
                <span className="font-semibold">
                  <UserText>{admin.name}</UserText>
                </span>{" "}
                <span className="text-ink/80">
                  <UserText breakable>{admin.email}</UserText>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function InviteForm({
  c,
  locale,
  closeLabel,
  onInvited,
}: {
  c: Content;
  locale: Locale;
  closeLabel: string;
  onInvited: () => void;
}) {
  const a = c.admins;
  const trpc = useTRPC();
  const invite = useMutation(trpc.admin.invites.create.mutationOptions());
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invite.isPending) return;
    const parsed = adminInviteSchema.safeParse({ email, locale });
    if (!parsed.success) {
      setError(a.emailInvalid);
      inputRef.current?.focus();
      return;
    }
    try {
      await invite.mutateAsync(parsed.data);
      toast({ title: a.invited, description: format(a.invitedText, { email: parsed.data.email }), closeLabel });
      setEmail("");
      onInvited();
    } catch (e) {
      const message = (e as { message?: string } | null)?.message;
      toast({ variant: "destructive", title: a.inviteError, description: message, closeLabel });
    }
  }

  return (
    <div className="mt-6 rounded-2xl border border-ink/10 bg-paper p-5 shadow-sm sm:p-6">
      <h3 className="text-xl font-bold">{a.inviteHeading}</h3>
      <form noValidate onSubmit={onSubmit} aria-label={a.inviteHeading} className="mt-4 flex max-w-xl flex-col gap-4">
        <Field
          label={a.email}
          hint={a.emailHint}
          type="email"
          value={email}
          autoComplete="off"
          required
          error={error}
          inputRef={inputRef}
          onChange={(v) => {
            setEmail(v);
            setError(undefined);
          }}
        />
        <div>
          <button
            type="submit"
            className={`${buttonStyles.primary} aria-disabled:cursor-wait aria-disabled:bg-ink/80`}
            aria-disabled={invite.isPending || undefined}
          >
            {invite.isPending ? a.inviting : a.invite}
          </button>
        </div>
      </form>
    </div>
  );
}

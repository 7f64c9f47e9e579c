import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import type { adminPage } from "../../../shared/content/admin";
import { format, type Locale } from "../../../shared/i18n";
import type { WeeklyReportSetting as Setting } from "../../../shared/schemas/admin";
import { toast } from "../../components/toast";
import { buttonStyles } from "../../components/ui/buttons";
import { useTRPC } from "../../lib/trpc";
import { useErrorToast } from "./format";

type Content = (typeof adminPage)[Locale];

/**
 * The signed-in admin's own weekly report (decision 0022): on or off, saved on change. The mail
 * comes in the language of the page it was last saved on; the server reads this when it queues.
 */
export function WeeklyReportSetting({ c, locale, closeLabel }: { c: Content; locale: Locale; closeLabel: string }) {
  const w = c.admins.weeklyReport;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setting = useQuery(trpc.admin.weeklyReport.get.queryOptions());
  useErrorToast(setting.isError, w.loadError, closeLabel);
  const save = useMutation(trpc.admin.weeklyReport.set.mutationOptions());
  const headingId = useId();
  const toggleId = useId();
  const stateId = useId();

  async function store(next: Setting) {
    // Not `disabled` while saving: a disabled control loses keyboard focus.
    if (save.isPending) return;
    const key = trpc.admin.weeklyReport.get.queryKey();
    // A read still in flight (the refetch when the tab mounts) would land after the optimistic
    // change with the old value and flick the switch back: cancel it first.
    await queryClient.cancelQueries({ queryKey: key });
    const before = queryClient.getQueryData(key);
    // The switch moves at once; it moves back if the server refuses.
    queryClient.setQueryData(key, next);
    try {
      const saved = await save.mutateAsync(next);
      queryClient.setQueryData(key, saved);
      toast({ title: w.saved, description: saved.enabled ? w.on : w.off, closeLabel });
    } catch (e) {
      queryClient.setQueryData(key, before);
      void queryClient.invalidateQueries({ queryKey: key });
      const message = (e as { message?: string } | null)?.message;
      toast({ variant: "destructive", title: w.saveError, description: message, closeLabel });
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-2xl border border-ink/10 bg-paper p-5 shadow-sm sm:p-6"
    >
      <h3 id={headingId} className="text-xl font-bold">
        {w.heading}
      </h3>
      <p className="mt-2 max-w-2xl text-ink/80">{w.intro}</p>
      {setting.data ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <label
            htmlFor={toggleId}
            className="inline-flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-ink/25 px-3 py-2 font-semibold has-checked:border-ink"
          >
            <input
              id={toggleId}
              type="checkbox"
              className="size-5 accent-ink"
              checked={setting.data.enabled}
              aria-describedby={stateId}
              aria-busy={save.isPending || undefined}
              // Saving from this page also makes its language the mail's.
              onChange={(e) => void store({ enabled: e.target.checked, locale })}
            />
            {w.toggle}
          </label>
          <p id={stateId} className="text-ink/80">
            {format(w.language, { language: w.languages[setting.data.locale] })}
          </p>
          {setting.data.enabled && setting.data.locale !== locale ? (
            <button type="button" className={buttonStyles.small} onClick={() => void store({ enabled: true, locale })}>
              {format(w.useThisLanguage, { language: w.languages[locale] })}
            </button>
          ) : null}
        </div>
      ) : setting.isPending ? (
        <p role="status" className="mt-4 text-ink/80">
          {c.list.loadingMore}
        </p>
      ) : null}
    </section>
  );
}

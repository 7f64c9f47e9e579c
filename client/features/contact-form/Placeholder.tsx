import type { ReactNode } from "react";
import { LoadButton } from "./LazyMount";

/** The card the forms sit in (and their placeholders, so nothing shifts when a form loads). */
export function FormCard({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-3xl border border-ink/10 bg-paper p-5 shadow-sm sm:p-8 ${className}`}>{children}</div>
  );
}

/**
 * What a lazily loaded form shows before its code arrives: a card of about the same height with a
 * few grey bars, and the visually hidden button that loads the form for keyboard users.
 */
export function FormPlaceholder({
  label,
  fields = 2,
  className = "min-h-[34rem]",
}: {
  label: string;
  fields?: number;
  className?: string;
}) {
  return (
    <FormCard className={`relative ${className}`}>
      <LoadButton label={label} />
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-6">
        <div className="h-2 rounded-full bg-ink/10" />
        <div className="h-7 w-1/2 rounded-lg bg-ink/10" />
        {Array.from({ length: fields }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative bars.
          <div key={i}>
            <div className="h-4 w-1/3 rounded bg-ink/10" />
            <div className="mt-3 h-12 rounded-xl bg-ink/10" />
          </div>
        ))}
      </div>
    </FormCard>
  );
}

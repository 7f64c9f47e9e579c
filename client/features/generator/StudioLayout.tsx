import type { ReactNode, Ref } from "react";
import { PROMPT_MAX } from "../../../shared/limits";
import { Container } from "../../components/ui/Page";
import { FormCard } from "../contact-form/Placeholder";

/**
 * The generator's frame: the two cards ("Create Your Design", "Your Generated Design"), the prompt
 * fields and the empty stage. The prerendered placeholder (StudioPlaceholder) and the interactive
 * studio (Studio, loaded lazily) both draw them, so nothing moves when the studio's code arrives.
 */
export function StudioBand({ children }: { children: ReactNode }) {
  return (
    <div className="bg-sand py-10 sm:py-14">
      <Container className="flex flex-col gap-10">{children}</Container>
    </div>
  );
}

/** The prompt card follows the visitor down the page beside the (taller) result card. */
export const promptPanelClass = "lg:sticky lg:top-24";

export function StudioGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">{children}</div>;
}

/** A card (the lead forms' card) with its own heading, labelling the region it is. */
export function Panel({
  id,
  title,
  children,
  busy,
  className = "",
}: {
  id: string;
  title: string;
  children: ReactNode;
  busy?: boolean;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} aria-busy={busy || undefined} className={className}>
      <FormCard>
        <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight">
          {title}
        </h2>
        <div className="mt-5">{children}</div>
      </FormCard>
    </section>
  );
}

export const fieldClass =
  "mt-2 block w-full rounded-xl border-2 border-ink/60 bg-paper px-4 py-3 text-base text-ink placeholder:text-ink/60 aria-[invalid=true]:border-[#a8321a]";

export const primaryButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-ink px-7 py-3 text-base font-bold text-paper shadow-sm transition hover:bg-brand hover:text-ink disabled:cursor-not-allowed disabled:bg-ink/45 disabled:text-paper disabled:shadow-none";

export const secondaryButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-ink px-6 py-2.5 text-base font-bold transition hover:bg-ink hover:text-paper disabled:cursor-not-allowed disabled:opacity-50";

/** Fills "{name}" placeholders of a content text. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export interface PromptTexts {
  label: string;
  hint: string;
  placeholder: string;
  counter: string;
  generate: string;
  generating: string;
}

/**
 * The prompt box, its "n/500 characters" counter and the Generate button. Without `onChange` it is
 * the read-only stand-in the page shows before the studio's code has loaded.
 */
export function PromptFields({
  id,
  c,
  value = "",
  onChange,
  onSubmitShortcut,
  generating = false,
  inputRef,
  buttonRef,
}: {
  id: string;
  c: PromptTexts;
  value?: string;
  onChange?: (value: string) => void;
  /** Ctrl/Cmd+Enter in the box. */
  onSubmitShortcut?: () => void;
  generating?: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const disabled = !onChange || generating || value.trim() === "";
  return (
    <>
      <label htmlFor={id} className="block font-semibold">
        {c.label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink/80">
        {c.hint}
      </p>
      <textarea
        ref={inputRef}
        id={id}
        name="prompt"
        rows={6}
        maxLength={PROMPT_MAX}
        // Without onChange (the prerendered placeholder) the box is a plain, editable field: keys
        // typed before the studio's code arrives stay in it, and the studio takes them (LazyStudio).
        value={onChange ? value : undefined}
        placeholder={c.placeholder}
        aria-describedby={`${id}-hint ${id}-count`}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey) && onSubmitShortcut) {
            e.preventDefault();
            onSubmitShortcut();
          }
        }}
        className={`${fieldClass} min-h-40 resize-y leading-relaxed`}
      />
      <p id={`${id}-count`} className="mt-2 text-right text-sm tabular-nums text-ink/80">
        {fill(c.counter, { count: value.length, max: PROMPT_MAX })}
      </p>
      <button ref={buttonRef} type="submit" disabled={disabled} className={`${primaryButton} mt-4 w-full`}>
        {generating ? (
          <>
            <Spinner />
            {c.generating}
          </>
        ) : (
          <>
            <SparkIcon />
            {c.generate}
          </>
        )}
      </button>
    </>
  );
}

/** The square the design appears in; before any design, a dashed frame with the spec's text. */
export function EmptyStage({ text }: { text: string }) {
  return (
    <div className="flex aspect-square w-full flex-col items-center justify-center gap-4 rounded-2xl border-2 border-dashed border-ink/25 bg-sand/40 p-8 text-center">
      <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" className="text-ink/40">
        <rect x="6" y="10" width="36" height="28" rx="5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <circle cx="17" cy="20" r="3.5" fill="currentColor" />
        <path d="M9 35l10-9 7 6 6-5 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
      {text ? <p className="max-w-xs text-lg font-semibold text-ink/75">{text}</p> : null}
    </div>
  );
}

export function Spinner({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`${className} animate-spin motion-reduce:animate-none`}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function SparkIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M12 2l2.2 6.3L20.5 10l-6.3 2.2L12 18.5l-2.2-6.3L3.5 10l6.3-1.7zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z"
        fill="currentColor"
      />
    </svg>
  );
}

import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { format } from "../../../shared/i18n";
import { buttonStyles, errorTextStyles, inputStyles } from "../../components/ui/buttons";
import type { InboxContent } from "./content";

/**
 * A text box with one action, for notes and replies: checks "not empty" and the length before
 * sending (the server checks the same), keeps the text on failure and clears it once saved.
 * `below` renders under the box from the current text (the reply's preview).
 */
export function TextForm({
  c,
  heading,
  label,
  hint,
  max,
  rows,
  submit,
  busyLabel,
  busy,
  onSubmit,
  below,
}: {
  c: InboxContent;
  heading: string;
  label: string;
  hint?: ReactNode;
  max: number;
  rows: number;
  submit: string;
  busyLabel: string;
  busy: boolean;
  /** Resolves true when saved (the box is then cleared). */
  onSubmit: (text: string) => Promise<boolean>;
  below?: (text: string) => ReactNode;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const value = text.trim();
    const problem = !value ? c.required : value.length > max ? format(c.tooLong, { max }) : null;
    setError(problem);
    if (problem) {
      box.current?.focus();
      return;
    }
    if (await onSubmit(value)) setText("");
  }

  return (
    <form
      aria-labelledby={`${id}-heading`}
      onSubmit={send}
      noValidate
      className="rounded-2xl border border-ink/10 bg-paper p-4 shadow-sm sm:p-5"
    >
      <h2 id={`${id}-heading`} className="text-lg font-extrabold">
        {heading}
      </h2>
      <label htmlFor={id} className="mt-3 block font-semibold">
        {label}
      </label>
      {hint ? (
        <div id={`${id}-hint`} className="mt-1 text-sm text-ink/80">
          {hint}
        </div>
      ) : null}
      <textarea
        ref={box}
        id={id}
        rows={rows}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
        className={`${inputStyles} resize-y`}
      />
      {error ? (
        <p id={`${id}-error`} className={`mt-1 text-sm font-semibold ${errorTextStyles}`}>
          {error}
        </p>
      ) : null}
      {below?.(text)}
      <button type="submit" className={`${buttonStyles.primary} mt-4`} aria-disabled={busy || undefined}>
        {busy ? busyLabel : submit}
      </button>
    </form>
  );
}

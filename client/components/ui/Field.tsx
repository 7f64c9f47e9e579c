import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useLayoutEffect, useState } from "react";
import { errorTextStyles, inputStyles } from "./buttons";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "type" | "className">;

/**
 * A labelled text, e-mail or password input with an optional hint, an error and extra described-by
 * content (e.g. a strength meter), wired with aria-describedby and aria-invalid. A password field
 * gets a show/hide toggle. Text typed into the prerendered field before the app hydrated is taken
 * into the form's state (onChange) once it has: React leaves it on screen but not in state, so the
 * next render, e.g. a Sign In tapped early and replayed by main.tsx, would wipe it.
 */
export function Field({
  label,
  value,
  onChange,
  type = "text",
  hint,
  error,
  extra,
  inputRef,
  toggleLabels,
  ...rest
}: InputProps & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email" | "password";
  hint?: string;
  error?: string;
  /** Shown under the input and read with it (aria-describedby). */
  extra?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** For a password field: the toggle's names. */
  toggleLabels?: { show: string; hide: string };
}) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const describedBy =
    [hint ? `${id}-hint` : "", extra ? `${id}-extra` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") ||
    undefined;
  const isPassword = type === "password";
  // At mount. Only a hydrated field can hold text its state lacks (typed or autofilled before the
  // code had loaded); a field mounted by the app holds exactly `value`, and this does nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the text found at mount counts.
  useLayoutEffect(() => {
    const typed = (document.getElementById(id) as HTMLInputElement | null)?.value;
    if (typed && typed !== value) onChange(typed);
  }, []);
  return (
    <div>
      <div className="flex items-end justify-between gap-3">
        <label htmlFor={id} className="block font-semibold">
          {label}
        </label>
        {isPassword && toggleLabels ? (
          <button
            type="button"
            aria-controls={id}
            onClick={() => setVisible((v) => !v)}
            className="min-h-8 rounded-lg px-2 text-sm font-semibold text-ink underline underline-offset-2 hover:bg-sand"
          >
            {visible ? toggleLabels.hide : toggleLabels.show}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink/80">
          {hint}
        </p>
      ) : null}
      <input
        {...rest}
        ref={inputRef}
        id={id}
        type={isPassword && visible ? "text" : type}
        value={value}
        inputMode={type === "email" ? "email" : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        className={inputStyles}
      />
      {extra ? <div id={`${id}-extra`}>{extra}</div> : null}
      {error ? (
        <p id={`${id}-error`} className={`mt-2 text-sm font-semibold ${errorTextStyles}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

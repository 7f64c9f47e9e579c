import { type Ref, useId } from "react";
import type { z } from "zod";
import type { forms } from "../../../shared/content/forms";
import type { ProjectDetailTexts } from "../../../shared/content/project-details";
import { formatBytes } from "../../../shared/format-bytes";
import type { Locale } from "../../../shared/i18n";
import { DEADLINE_RANGE_MESSAGE } from "../../../shared/schemas/contact";
import { toast } from "../../components/toast";

export { FormCard } from "./Placeholder";

import { extensionOf } from "../../../shared/limits";
import { isContentRefused, UploadError } from "./upload";

/** Small pieces shared by the three lead forms (enquiry, simple contact form, waitlist). */

export type FormsContent = (typeof forms)[Locale];
export type ErrorKey = keyof FormsContent["common"]["errors"];
/** Errors of the project details (step 2), worded in shared/content/project-details.ts. */
export type DetailErrorKey = keyof ProjectDetailTexts["errors"];
type DetailField = "productTypes" | "quantity" | "deadline" | "budget" | "company" | "phone";
export type FieldErrors = Partial<Record<"name" | "email" | "message", ErrorKey>> &
  Partial<Record<DetailField, DetailErrorKey>>;

/** Fills "{name}" placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Czech has three plural forms (1, 2-4, 5+); English uses "one" and "few". */
export function plural(count: number, forms: { one: string; few: string; many: string }): string {
  if (count === 1) return forms.one;
  return fill(count >= 2 && count <= 4 ? forms.few : forms.many, { count });
}

/**
 * Turns the issues of a shared zod schema (shared/schemas/contact.ts) into one localized message
 * per field: the schemas decide what is wrong, the content module says it in the page's language.
 */
export function errorsOf(result: z.ZodSafeParseResult<unknown>): FieldErrors {
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    const detail = detailError(field, issue);
    if (detail) {
      errors[detail[0]] ??= detail[1];
      continue;
    }
    if (field !== "name" && field !== "email" && field !== "message") continue;
    if (errors[field]) continue;
    errors[field] =
      issue.code === "too_small"
        ? `${field}Required`
        : issue.code === "too_big"
          ? `${field}TooLong`
          : field === "email"
            ? "emailInvalid"
            : `${field}Required`;
  }
  return errors;
}

/** The project details' errors: one text per field, the deadline's two rules told apart. */
function detailError(field: unknown, issue: z.core.$ZodIssue): [DetailField, DetailErrorKey] | null {
  switch (field) {
    case "quantity":
      return ["quantity", "quantityInvalid"];
    case "deadline":
      return ["deadline", issue.message === DEADLINE_RANGE_MESSAGE ? "deadlineRange" : "deadlineInvalid"];
    case "phone":
      return ["phone", "phoneInvalid"];
    case "company":
      return ["company", "companyTooLong"];
    case "productTypes":
    case "budget":
      return [field, "choiceInvalid"];
    default:
      return null;
  }
}

/** Was this failure the server's rate limit (HTTP 429)? Then the visitor is told to wait, in their language. */
export function isRateLimited(error: unknown): boolean {
  if (error instanceof UploadError) return error.status === 429;
  const e = error as { data?: { code?: string; httpStatus?: number } } | null;
  return e?.data?.code === "TOO_MANY_REQUESTS" || e?.data?.httpStatus === 429;
}

/**
 * What a file's row says when its upload failed: for a file refused for its content, that its
 * content does not match its type (naming the type); otherwise the spec's "Failed to upload {name}".
 */
export function uploadFailureText(c: FormsContent, name: string, error: unknown): string {
  if (!isContentRefused(error)) return fill(c.common.toasts.uploadFailed, { name });
  const type = extensionOf(name).toUpperCase() || "?";
  return fill(c.common.toasts.contentMismatch, { name, type });
}

/**
 * The spec's toast for any failure in a sending flow (`text` replaces its description). A file
 * refused for its content gets "Failed to upload {name}" and the reason instead of the generic text.
 */
export function failureToast(c: FormsContent, error: unknown, text = c.common.toasts.failedText): void {
  if (isContentRefused(error) && error.fileName) {
    toast({
      variant: "destructive",
      title: fill(c.common.toasts.uploadFailed, { name: error.fileName }),
      description: uploadFailureText(c, error.fileName, error),
      closeLabel: c.common.closeToast,
    });
    return;
  }
  toast({
    variant: "destructive",
    title: c.common.toasts.failed,
    description: isRateLimited(error) ? c.common.toasts.tooManyRequests : text,
    closeLabel: c.common.closeToast,
  });
}

export const inputClass =
  "mt-2 block w-full rounded-xl border-2 border-ink/60 bg-paper px-4 py-3 text-base text-ink placeholder:text-ink/60 aria-[invalid=true]:border-[#a8321a] disabled:opacity-70";
export const primaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-full bg-ink px-7 py-3 text-base font-bold text-paper shadow-sm transition hover:bg-brand hover:text-ink disabled:cursor-not-allowed disabled:bg-ink/45 disabled:text-paper disabled:shadow-none";
export const secondaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-full border-2 border-ink px-6 py-2.5 text-base font-bold transition hover:bg-ink hover:text-paper disabled:cursor-not-allowed disabled:opacity-50";
/** A darker accent: 5:1 or more on paper and on sand. */
export const errorText = "text-[#a8321a]";

/** A labelled input or textarea with its hint and error, wired with aria-describedby/aria-invalid. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  multiline = false,
  type = "text",
  inputMode,
  autoComplete,
  disabled,
  optional = false,
  min,
  max,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  multiline?: boolean;
  type?: "text" | "email" | "tel" | "date";
  inputMode?: "numeric";
  autoComplete?: string;
  disabled?: boolean;
  /** Not required (the project details): no `required`, and the label says nothing more. */
  optional?: boolean;
  /** For dates: the earliest and latest day that can be picked. */
  min?: string;
  max?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    value,
    disabled,
    required: !optional,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink/80">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...common} ref={inputRef} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          ref={inputRef}
          type={type}
          inputMode={inputMode ?? (type === "email" ? "email" : type === "tel" ? "tel" : undefined)}
          min={min}
          max={max}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className={`mt-2 text-sm font-semibold ${errorText}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The hidden "website" field bots fill in (the server refuses anything in it). */
export function Honeypot({ label, inputRef }: { label: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        {label}
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** A labelled bar for one file's upload. */
export function ProgressBar({ label, fraction, valueText }: { label: string; fraction: number; valueText?: string }) {
  const pct = Math.round(Math.max(0, Math.min(1, fraction)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      aria-valuetext={valueText}
      className="h-2 w-full overflow-hidden rounded-full bg-ink/10"
    >
      <div className="h-full rounded-full bg-brand-dark transition-[width] duration-200" style={{ width: `${pct}%` }} />
    </div>
  );
}

/**
 * A file input that looks like a button: the real (transparent) input lies over the visible pill,
 * so clicking, tapping and the keyboard all reach the browser's own picker. Its label is `label`.
 */
export function FileInput({
  label,
  buttonText,
  hint,
  accept,
  multiple = false,
  disabled,
  onFiles,
}: {
  label: string;
  buttonText: string;
  hint: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink/80">
        {hint}
      </p>
      <div className="relative mt-3 inline-flex">
        <input
          id={id}
          type="file"
          multiple={multiple}
          accept={accept}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            // Cleared, so picking the same file again (after removing it) fires a change again.
            e.target.value = "";
            if (files.length) onFiles(files);
          }}
        />
        <span
          aria-hidden="true"
          className="inline-flex min-h-12 items-center gap-2 rounded-full border-2 border-dashed border-ink/70 bg-paper px-5 py-2.5 font-bold peer-hover:border-ink peer-hover:bg-sand peer-focus-visible:outline-[3px] peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-dark peer-focus-visible:outline-solid peer-disabled:opacity-50"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M16.5 6.5l-7.8 7.8a2 2 0 0 0 2.8 2.8l7.8-7.8a4 4 0 0 0-5.6-5.6L5.9 11.5a6 6 0 0 0 8.5 8.5l6.1-6.1" />
          </svg>
          {buttonText}
        </span>
      </div>
    </div>
  );
}

/** A picked file: its upload progress, the storage key once uploaded, and a failure to show. */
export interface PickedFile {
  id: number;
  file: File;
  progress: number;
  key?: string;
  error?: string;
}

let fileSeq = 0;
export const pickedFile = (file: File): PickedFile => ({ id: ++fileSeq, file, progress: 0 });

/** One row of the file list: name, size, upload bar while sending, failure, Remove button. */
export function FileRow({
  item,
  c,
  locale,
  busy,
  onRemove,
}: {
  item: PickedFile;
  c: FormsContent;
  locale: Locale;
  busy: boolean;
  onRemove: () => void;
}) {
  const name = item.file.name;
  return (
    <li className="rounded-xl border border-ink/15 bg-paper p-3">
      <div className="flex items-center gap-3">
        <span className="min-w-0 flex-1 truncate font-semibold">{name}</span>
        <span className="shrink-0 text-sm text-ink/80">{formatBytes(item.file.size, locale)}</span>
        <button
          type="button"
          onClick={onRemove}
          disabled={busy}
          aria-label={fill(c.common.removeFile, { name })}
          className="shrink-0 rounded-full px-3 py-1.5 text-sm font-bold underline underline-offset-4 hover:bg-sand disabled:opacity-50"
        >
          {c.common.remove}
        </button>
      </div>
      {busy || item.key ? (
        <div className="mt-2">
          <ProgressBar label={fill(c.common.uploadProgress, { name })} fraction={item.progress} />
        </div>
      ) : null}
      {item.error ? <p className={`mt-2 text-sm font-semibold ${errorText}`}>{item.error}</p> : null}
    </li>
  );
}

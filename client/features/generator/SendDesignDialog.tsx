import { useMutation } from "@tanstack/react-query";
import { type FormEvent, type Ref, useId, useRef, useState } from "react";
import { COMPANY_MAX, EMAIL_MAX, INQUIRY_MESSAGE_MAX, NAME_MAX } from "../../../shared/limits";
import { type SendInquiryInput, sendInquirySchema } from "../../../shared/schemas/generator";
import { PrivacyNote } from "../../components/PrivacyNote";
import { BreakableText } from "../../components/text/BreakableText";
import { toast } from "../../components/toast";
import { useLocale } from "../../i18n/locale";
import { useTRPC } from "../../lib/trpc";
import { site } from "../../site";
import { formSession, track } from "../../telemetry/track";
import { errorCode, promptForAnalytics, serverMessage } from "./errors";
import { ensureUploaded, LOGO_MISSING, type Logo, logoFailureText } from "./LogoPicker";
import { Modal } from "./Modal";
import type { Content, Design } from "./ResultPanel";
import { fieldClass, fill, primaryButton, Spinner, secondaryButton } from "./StudioLayout";

export interface InquiryDraft {
  name: string;
  company: string;
  email: string;
  message: string;
}
export const emptyDraft: InquiryDraft = { name: "", company: "", email: "", message: "" };

type Field = "name" | "email" | "message";
type FieldErrors = Partial<Record<Field, string>>;

/**
 * "Send Design to the company": Name *, Company, Email *, "Tell us more about your project *"
 * (n/1000), Cancel and "Send Inquiry" ("Sending..." while busy). Checked with the same schema the
 * server uses. Success closes it and clears the draft; a failure keeps it open with the draft.
 * The draft lives in the studio, so closing and reopening keeps what was typed.
 */
export function SendDesignDialog({
  c,
  design,
  logo,
  onLogo,
  draft,
  onDraft,
  onClose,
  onSent,
}: {
  c: Content;
  design: Design | null;
  /** The visitor's logo, sent along (uploaded again if an earlier inquiry took its upload). */
  logo: Logo | null;
  onLogo: (logo: Logo | null) => void;
  draft: InquiryDraft;
  onDraft: (draft: InquiryDraft) => void;
  onClose: () => void;
  onSent: () => void;
}) {
  const d = c.dialog;
  const locale = useLocale();
  const trpc = useTRPC();
  const send = useMutation(trpc.generator.sendInquiry.mutationOptions());
  const [errors, setErrors] = useState<FieldErrors>({});
  const id = useId();
  const honeypot = useRef<HTMLInputElement>(null);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };

  const notify = (description: string) =>
    toast({ variant: "destructive", title: c.toasts.error, description, closeLabel: c.toasts.close });

  function edit(field: keyof InquiryDraft) {
    return (value: string) => {
      onDraft({ ...draft, [field]: value });
      if (field in errors) setErrors(({ [field as Field]: _, ...rest }) => rest);
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    if (!design) {
      notify(c.toasts.noDesign);
      return;
    }
    const input: SendInquiryInput = {
      ...draft,
      designPrompt: design.prompt,
      image: design.id,
      locale,
      website: honeypot.current?.value || undefined,
      analyticsSession: formSession(),
    };
    const parsed = sendInquirySchema.safeParse(input);
    if (!parsed.success) {
      const found: FieldErrors = {};
      let noDesign = false;
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "designPrompt" || field === "image") noDesign = true;
        if (field !== "name" && field !== "email" && field !== "message") continue;
        found[field] ??=
          issue.code === "too_small"
            ? d.errors[field]
            : field === "email"
              ? d.errors.emailInvalid
              : field === "message"
                ? d.errors.messageTooLong
                : d.errors[field];
      }
      setErrors(found);
      const first = (["name", "email", "message"] as const).find((f) => found[f]);
      if (first) refs[first].current?.focus();
      const missing = (["name", "email", "message"] as const).some((f) => draft[f].trim() === "");
      notify(
        noDesign ? c.toasts.noDesign : missing ? c.toasts.required : (found[first ?? "email"] ?? c.toasts.required),
      );
      return;
    }
    const prompt = promptForAnalytics(design.prompt);
    track("send_design_email", { prompt, design: design.id });
    let withLogo = logo;
    try {
      if (logo) {
        withLogo = await ensureUploaded(logo);
        onLogo(withLogo);
      }
    } catch (error) {
      notify(logoFailureText(c, error, logo?.file.name ?? ""));
      return;
    }
    try {
      await send.mutateAsync({ ...input, ...(withLogo?.key ? { logo: withLogo.key } : {}) });
      // The inquiry took that upload: a next design sends the same logo as a new upload.
      if (withLogo) onLogo({ ...withLogo, key: undefined });
      track("design_inquiry_sent", { prompt, design: design.id });
      toast({ title: c.toasts.success, description: c.toasts.sent, closeLabel: c.toasts.close });
      onSent();
    } catch (error) {
      // The upload expired or was taken: the next try uploads the file again.
      if (withLogo && (error as { message?: string }).message === LOGO_MISSING) onLogo({ ...withLogo, key: undefined });
      track("design_inquiry_error", { prompt, code: errorCode(error) });
      notify(serverMessage(error, c, locale) ?? c.toasts.sendFailed);
    }
  }

  const sending = send.isPending;
  const titleId = `${id}title`;
  const introId = `${id}intro`;
  return (
    <Modal labelledBy={titleId} describedBy={introId} onClose={onClose} initialFocus={refs.name}>
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-2xl font-extrabold tracking-tight">
          {fill(d.title, { company: site.name })}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={d.close}
          className="-mr-2 -mt-1 grid h-11 w-11 shrink-0 place-items-center rounded-full text-2xl leading-none hover:bg-sand"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p id={introId} className="mt-2 text-ink/80">
        {d.intro}
      </p>
      {design ? (
        <figure className="mt-5 flex items-center gap-4 rounded-2xl bg-sand/70 p-3">
          <img src={design.image} alt="" className="h-16 w-16 shrink-0 rounded-lg object-cover" />
          <figcaption className="min-w-0 text-sm">
            <span className="block font-bold">{d.designLabel}</span>
            <span className="line-clamp-2 break-words text-ink/80">{design.prompt}</span>
            {logo ? (
              <span className="mt-1 block wrap-anywhere text-ink/80">
                {c.mockups.logo.title}: <BreakableText text={logo.file.name} />
              </span>
            ) : null}
          </figcaption>
        </figure>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="mt-5 flex flex-col gap-4">
        <p className="text-sm text-ink/80">{d.required}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <DialogField
            label={d.name}
            required
            value={draft.name}
            maxLength={NAME_MAX}
            autoComplete="name"
            inputRef={refs.name}
            error={errors.name}
            onChange={edit("name")}
          />
          <DialogField
            label={d.company}
            value={draft.company}
            maxLength={COMPANY_MAX}
            autoComplete="organization"
            onChange={edit("company")}
          />
        </div>
        <DialogField
          label={d.email}
          required
          type="email"
          value={draft.email}
          maxLength={EMAIL_MAX}
          autoComplete="email"
          inputRef={refs.email}
          error={errors.email}
          onChange={edit("email")}
        />
        <MessageField
          label={d.message}
          placeholder={d.messagePlaceholder}
          counter={fill(d.counter, { count: draft.message.length, max: INQUIRY_MESSAGE_MAX })}
          value={draft.message}
          inputRef={refs.message}
          error={errors.message}
          onChange={edit("message")}
        />
        <div aria-hidden="true" className="sr-only">
          <label>
            {d.honeypot}
            <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <PrivacyNote text={d.privacyNote} link={d.privacyLink} />
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={secondaryButton}>
            {d.cancel}
          </button>
          <button type="submit" disabled={sending} className={primaryButton}>
            {sending ? (
              <>
                <Spinner />
                {d.sending}
              </>
            ) : (
              d.send
            )}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block font-semibold">
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

function ErrorText({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="mt-2 text-sm font-semibold text-[#a8321a]">
      {text}
    </p>
  ) : null;
}

function DialogField({
  label,
  value,
  onChange,
  required,
  type = "text",
  maxLength,
  autoComplete,
  error,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  maxLength?: number;
  type?: "text" | "email";
  autoComplete?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <input
        ref={inputRef}
        id={id}
        type={type}
        inputMode={type === "email" ? "email" : undefined}
        value={value}
        required={required}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={fieldClass}
      />
      <ErrorText id={`${id}-error`} text={error} />
    </div>
  );
}

function MessageField({
  label,
  placeholder,
  counter,
  value,
  onChange,
  error,
  inputRef,
}: {
  label: string;
  placeholder: string;
  counter: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} label={label} required />
      <textarea
        ref={inputRef}
        id={id}
        rows={5}
        value={value}
        required
        maxLength={INQUIRY_MESSAGE_MAX}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-count`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
        onChange={(e) => onChange(e.target.value)}
        className={`${fieldClass} resize-y`}
      />
      <p id={`${id}-count`} className="mt-2 text-right text-sm tabular-nums text-ink/80">
        {counter}
      </p>
      <ErrorText id={`${id}-error`} text={error} />
    </div>
  );
}
